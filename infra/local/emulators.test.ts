import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFreePort, isPortFree, PortInUseError, startDynamoDbLocal, startSesEmulator } from './emulators';
import { REPO_ROOT } from './runner';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await delay(100);
  }
  return !isAlive(pid);
}

describe('emulators: ports in use', () => {
  let blocker: Server;
  let port: number;

  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    port = (blocker.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => blocker.close(resolve));
  });

  it('sees a port taken on 127.0.0.1 as taken', async () => {
    expect(await isPortFree(port)).toBe(false);
    expect(await isPortFree(await getFreePort())).toBe(true);
  });

  it('DynamoDB Local fails fast with a one-line message naming the variable', async () => {
    const started = Date.now();
    const attempt = startDynamoDbLocal({ port, portEnvName: 'DYNAMODB_PORT' });
    await expect(attempt).rejects.toBeInstanceOf(PortInUseError);
    await expect(attempt).rejects.toThrow(
      `Port ${port} (DynamoDB Local) is already in use: stop the process using it or set DYNAMODB_PORT to a free port.`,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('the SES emulator fails fast with a one-line message', async () => {
    await expect(startSesEmulator({ port, portEnvName: 'SES_PORT' })).rejects.toThrow(
      /^Port \d+ \(SES emulator\) is already in use: .*SES_PORT/,
    );
  });
});

describe('emulators: DynamoDB Local process lifetime', () => {
  it('runs Java in its own process group (a Ctrl-C to ours leaves it to stop()), and stop() ends it', async () => {
    const handle = await startDynamoDbLocal({ port: await getFreePort() });
    expect(isAlive(handle.pid)).toBe(true);
    if (existsSync('/proc/self/stat')) expect(processGroupOf(handle.pid)).not.toBe(processGroupOf(process.pid));
    await handle.stop();
    expect(await waitUntilGone(handle.pid, 5_000)).toBe(true);
    await handle.stop();
  });

  it('leaves no Java process behind when its parent is killed with SIGKILL', async () => {
    const port = await getFreePort();
    const child = spawn(
      process.execPath,
      [
        join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        join(import.meta.dirname, 'testing', 'fixtures', 'hold-dynamodb.ts'),
        String(port),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const javaPid = await new Promise<number>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
        if (line) resolve((JSON.parse(line) as { pid: number }).pid);
      });
      child.once('exit', (code) => reject(new Error(`fixture exited early (${code})`)));
    });
    expect(isAlive(javaPid)).toBe(true);
    // tsx runs the script in a child node process: kill the whole fixture tree the hard way.
    const tsxChildren = await childPids(child.pid ?? 0);
    for (const pid of [child.pid ?? 0, ...tsxChildren]) process.kill(pid, 'SIGKILL');
    const gone = await waitUntilGone(javaPid, 5_000);
    if (!gone) process.kill(javaPid, 'SIGKILL');
    expect(gone).toBe(true);
  }, 60_000);
});

/** The process group of a process, from `/proc/<pid>/stat` (the field after the parenthesised name). */
function processGroupOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

async function childPids(pid: number): Promise<number[]> {
  const { readFile } = await import('node:fs/promises');
  try {
    const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
    return text.trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
