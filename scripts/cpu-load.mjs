/**
 * Runs a command while a CPU load generator keeps cores busy, to check that a suite passes on a
 * busy machine (CI may start while other work still runs). The load is one worker thread per
 * core asked for, each spinning on arithmetic at normal priority, so it competes with the
 * command for the CPU the way another process would. The workers stop when the command ends
 * (or when this script is interrupted); the command's exit code is this script's.
 *
 * Usage: `node scripts/cpu-load.mjs [--cores N] -- <command> [args...]` (N defaults to 1).
 * Example: `npm run test:e2e:loaded` runs the browser suite with one core kept busy.
 *
 * Plain JavaScript: it needs nothing built or installed.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const args = process.argv.slice(2);
const separator = args.indexOf('--');
const options = separator === -1 ? [] : args.slice(0, separator);
const command = separator === -1 ? args : args.slice(separator + 1);
const coresIndex = options.indexOf('--cores');
const cores = coresIndex === -1 ? 1 : Number.parseInt(options[coresIndex + 1] ?? '', 10);

if (command.length === 0 || !Number.isInteger(cores) || cores < 1) {
  console.error('usage: node scripts/cpu-load.mjs [--cores N] -- <command> [args...]');
  process.exit(2);
}

/** The body of one load worker: arithmetic without end; the worker is terminated from outside. */
const SPIN = `
let x = 0;
for (;;) {
  for (let i = 0; i < 1e6; i += 1) x = (x * 1.000001 + i) % 1e9;
}
`;

const workers = Array.from({ length: cores }, () => new Worker(SPIN, { eval: true }));
const startedAt = Date.now();
const seconds = () => ((Date.now() - startedAt) / 1000).toFixed(1);
console.log(`[cpu-load] ${cores} of ${availableParallelism()} core(s) kept busy while running: ${command.join(' ')}`);

/** Stops the load workers (idempotent). */
async function stopLoad() {
  await Promise.all(workers.splice(0).map((worker) => worker.terminate()));
}

const child = spawn(command[0], command.slice(1), { stdio: 'inherit', shell: process.platform === 'win32' });

// An interrupt reaches the command as well (same terminal process group, or forwarded here), so
// it can stop its own children (the local stack, Chromium); the load stops when it exits.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}

child.on('error', async (error) => {
  await stopLoad();
  console.error(`[cpu-load] could not run ${command[0]}: ${error.message}`);
  process.exit(127);
});

child.on('exit', async (code, signal) => {
  await stopLoad();
  console.log(`[cpu-load] load stopped; the command ended after ${seconds()} s (${signal ?? `exit ${code}`})`);
  process.exit(code ?? 1);
});
