import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The local stack as `npm start` runs it, in a child process of the fault suite: started on fixed
 * ports and a data folder so that a second start after a stop finds what the first one left, and
 * stopped by a signal as Ctrl-C or a terminal closing would. Its output goes to `stack.log` in the
 * data folder (read it when a fault test fails).
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Ports of one stack (the same for every start on its data folder). */
export interface StackPorts {
  runner: number;
  dynamodb: number;
  ses: number;
  /** The reply domain's SMTP server (docs/product/outreach.md#replies). */
  smtp: number;
}

/** A started stack process. */
export interface StackProcess {
  siteUrl: string;
  sesUrl: string;
  dynamodbEndpoint: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Four free ports for a stack (the runner, DynamoDB Local, the SES emulator, the reply SMTP server). */
export async function freePorts(): Promise<StackPorts> {
  return { runner: await freePort(), dynamodb: await freePort(), ses: await freePort(), smtp: await freePort() };
}

/**
 * Starts `infra/local/start.ts` (what `npm start` runs after the build) and waits for its banner.
 *
 * @param readyTimeoutMs - how long to wait for the banner (default 120 s).
 * @throws Error with the log's tail when the process exits or the banner does not come in time.
 */
export async function startStackProcess(
  dataDir: string,
  ports: StackPorts,
  readyTimeoutMs = 120_000,
): Promise<StackProcess> {
  const log = createWriteStream(join(dataDir, 'stack.log'), { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(ports.runner),
      DYNAMODB_PORT: String(ports.dynamodb),
      SES_PORT: String(ports.ses),
      // Never the default 2525: a stack stopping as the next starts may hold it a moment longer.
      SMTP_PORT: String(ports.smtp),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'fault-suite-password-1',
      // Bursts of hundreds of submissions from one address (docs/product/security.md#client-budgets).
      RATE_LIMIT_SCALE: '1000',
      VISITOR_EMAIL_HOURLY_CAP: '100000',
      LOG_LEVEL: 'WARN',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(`no banner within ${readyTimeoutMs} ms`), readyTimeoutMs);
    function fail(reason: string) {
      clearTimeout(timer);
      reject(new Error(`The local stack did not start: ${reason}\n${output.slice(-3000)}`));
    }
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('local stack is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => fail(`exited with ${code}`));
  });
  return {
    siteUrl: `http://localhost:${ports.runner}`,
    sesUrl: `http://127.0.0.1:${ports.ses}`,
    dynamodbEndpoint: `http://127.0.0.1:${ports.dynamodb}`,
    child,
    exited,
  };
}

/**
 * Stops a stack process with a signal and waits for it to exit (SIGKILL after `killAfterMs`).
 *
 * @returns the exit code (null when killed).
 */
export async function stopStackProcess(stack: StackProcess, signal: NodeJS.Signals = 'SIGTERM', killAfterMs = 60_000) {
  stack.child.kill(signal);
  const timer = setTimeout(() => stack.child.kill('SIGKILL'), killAfterMs);
  try {
    return await stack.exited;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The pid of the DynamoDB Local Java process listening on `port` (found through `/proc`, Linux).
 *
 * @throws Error when there is none.
 */
export function dynamoDbLocalPid(port: number): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const portAt = args.indexOf('-port');
    if (args.some((arg) => arg.includes('DynamoDBLocal')) && portAt !== -1 && args[portAt + 1] === String(port)) {
      return Number(entry);
    }
  }
  throw new Error(`No DynamoDB Local process on port ${port}`);
}

/**
 * Freezes a process (SIGSTOP) for `ms`, then lets it run again (SIGCONT).
 *
 * @returns a promise that resolves once the process runs again.
 */
export async function freezeFor(pid: number, ms: number): Promise<void> {
  process.kill(pid, 'SIGSTOP');
  try {
    await new Promise((resolve) => setTimeout(resolve, ms));
  } finally {
    process.kill(pid, 'SIGCONT');
  }
}
