/**
 * `npm run dev`: the local stack (API, emulators) plus the Vite dev server with hot reload, whose
 * `/api` proxy (web/vite.config.ts) points at the runner through `API_PROXY_TARGET`. Ctrl-C or
 * SIGTERM stops Vite, the runner and both emulators.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createConsoleLogger } from './logger';
import { REPO_ROOT } from './runner';
import { reportStartFailure, stopOnSignals } from './process-signals';
import { describeStack, type LocalStack, startLocalStack } from './start';

/** Vite's default dev server port; the page you open in development. */
const VITE_URL = 'http://localhost:5173';

async function main(): Promise<void> {
  const logger = createConsoleLogger();
  let stack: LocalStack | undefined;
  let vite: ChildProcess | undefined;
  let viteExited = false;
  let stopping = false;

  stopOnSignals(async () => {
    stopping = true;
    if (vite?.pid !== undefined && !viteExited) {
      vite.kill('SIGTERM');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          vite?.kill('SIGKILL');
          resolve();
        }, 3_000);
        vite?.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    await stack?.stop();
  }, logger);

  // CRM links in notification emails should open the page the developer is working on.
  stack = await startLocalStack({ logger, siteUrl: process.env.SITE_URL || VITE_URL, recurringSchedules: true });
  console.log(describeStack(stack));
  console.log(`Starting the Vite dev server (hot reload; /api is proxied to ${stack.runner.url})...\n`);

  vite = spawn(process.execPath, [join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js')], {
    cwd: join(REPO_ROOT, 'web'),
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: stack.runner.url },
  });
  vite.once('exit', (code) => {
    viteExited = true;
    if (stopping) return;
    logger.warn(`The Vite dev server exited (code ${code ?? 'none'}); stopping the local stack.`);
    process.kill(process.pid, 'SIGTERM');
  });
}

main().catch(reportStartFailure);
