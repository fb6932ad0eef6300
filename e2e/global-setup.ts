import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { TOTP } from 'otpauth';
import type { TestProject } from 'vitest/node';
import type { E2eEnvironment } from './support/env';

/**
 * Global setup of the end-to-end suite: builds the web app when `web/dist` is missing or older
 * than its sources, starts the local stack (`infra/local/start.ts`) on free ports with a fresh
 * temporary data folder and a known first-partner password, enrols the partner's TOTP key (the
 * journeys make codes from it), hands the URLs and the key to the test files through
 * `inject('e2e')`, and stops everything afterwards (no DynamoDB Local Java process left behind).
 */

/** The first partner's address: the local stack's default `ADMIN_EMAIL`. */
const ADMIN_EMAIL = 'owner@meridian.local';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The contract of `startLocalStack`. */
interface LocalStackOptions {
  port: number;
  dataDir: string;
  dynamodbPort: number;
  sesPort: number;
  smtpPort: number;
  adminPassword: string;
  quiet: boolean;
}
interface LocalStackHandle {
  stop: () => Promise<void>;
  [key: string]: unknown;
}
type StartLocalStack = (options: LocalStackOptions) => Promise<LocalStackHandle>;

/** A free TCP port on 127.0.0.1 (asked from the OS, then released). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('no port'));
        return;
      }
      const { port } = address;
      server.close(() => resolve(port));
    });
  });
}

/** Newest modification time (ms) of the files under `path` (skipping build output and deps). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    // Build outputs (the client build and the renderer bundle written next to it) are not sources.
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-renderer' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Builds the web app (`npm run build -w web`) unless `web/dist` is newer than every source. */
export function ensureWebBuild(): void {
  const builtIndex = join(repoRoot, 'web/dist/index.html');
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(
    newestMtime(join(repoRoot, 'web')),
    newestMtime(join(repoRoot, 'shared/src')),
    newestMtime(join(repoRoot, 'package-lock.json')),
  );
  if (builtAt > sourcesAt) {
    console.log('[e2e] web/dist is up to date');
    return;
  }
  console.log(
    builtAt === 0 ? '[e2e] building the web app (web/dist missing)' : '[e2e] rebuilding the web app (sources changed)',
  );
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit', env: process.env });
  if (result.status !== 0 || !existsSync(builtIndex)) {
    throw new Error(`[e2e] npm run build -w web failed (exit ${result.status})`);
  }
}

/** Pids of running java processes whose command line mentions `needle`. */
function javaProcessesMentioning(needle: string): number[] {
  const result = spawnSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return result.stdout
    .split('\n')
    .filter((line) => line.includes('java') && line.includes(needle))
    .map((line) => Number.parseInt(line.trim(), 10))
    .filter((pid) => Number.isInteger(pid) && pid !== process.pid);
}

/** Reads a URL out of the stack handle, whatever the exact property name, with a fallback. */
function urlFrom(handle: LocalStackHandle, keys: string[], fallback: string): string {
  for (const key of keys) {
    const value = handle[key];
    if (typeof value === 'string' && value.startsWith('http')) return value.replace(/\/$/, '');
  }
  return fallback;
}

/**
 * Enrols the first partner's second factor through the API, as the first sign-in does in the CRM.
 *
 * @returns the TOTP key (base32).
 * @throws Error naming the step that failed.
 */
async function enrolFirstPartner(baseUrl: string, email: string, password: string): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': '192.0.2.250:4321' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`[e2e] ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const { challenge, step } = await post('/api/admin/login', { email, password });
  if (step !== 'enrol') throw new Error(`[e2e] the first partner of a fresh stack should enrol, not ${String(step)}`);
  const secret = String((await post('/api/admin/mfa/totp/setup', { challenge })).secret);
  await post('/api/admin/mfa/totp/confirm', { challenge, code: new TOTP({ secret }).generate() });
  return secret;
}

/**
 * `E2E_BASE_URL`, `E2E_SES_URL`, `E2E_ADMIN_PASSWORD`, `E2E_ADMIN_TOTP_SECRET` and
 * `E2E_DYNAMODB_ENDPOINT` (and `E2E_ADMIN_EMAIL`, default `owner@meridian.local`) point the suite
 * at a stack that is already running (for example `npm start` with `ADMIN_PASSWORD` set, its first
 * partner enrolled with that key) instead of starting one.
 */
function reuseRunningStack(): E2eEnvironment | undefined {
  const baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) return undefined;
  const {
    E2E_SES_URL: sesUrl,
    E2E_ADMIN_PASSWORD: adminPassword,
    E2E_ADMIN_TOTP_SECRET: adminTotpSecret,
  } = process.env;
  const dynamodbEndpoint = process.env.E2E_DYNAMODB_ENDPOINT;
  if (!sesUrl || !adminPassword || !adminTotpSecret || !dynamodbEndpoint) {
    throw new Error(
      '[e2e] E2E_BASE_URL needs E2E_SES_URL, E2E_ADMIN_PASSWORD, E2E_ADMIN_TOTP_SECRET and E2E_DYNAMODB_ENDPOINT too',
    );
  }
  return {
    baseUrl: baseUrl.replace(/\/$/, ''),
    sesUrl: sesUrl.replace(/\/$/, ''),
    adminEmail: process.env.E2E_ADMIN_EMAIL ?? ADMIN_EMAIL,
    adminPassword,
    adminTotpSecret,
    dynamodbEndpoint,
    smtpPort: Number(process.env.E2E_SMTP_PORT ?? process.env.SMTP_PORT ?? 2525),
    ...(process.env.E2E_SCHEDULER_URL ? { schedulerUrl: process.env.E2E_SCHEDULER_URL.replace(/\/$/, '') } : {}),
    screenshotDir: join(repoRoot, 'e2e/screenshots'),
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const startedAt = Date.now();
  const reused = reuseRunningStack();
  if (reused) {
    // Development aid: run the journeys against a stack that is already running.
    console.log(`[e2e] using the running stack at ${reused.baseUrl} (E2E_BASE_URL)`);
    project.provide('e2e', reused);
    return async () => {
      console.log(`[e2e] suite took ${((Date.now() - startedAt) / 1000).toFixed(1)} s (journeys only, stack reused)`);
    };
  }
  ensureWebBuild();

  const startModule = join(repoRoot, 'infra/local/start.ts');
  if (!existsSync(startModule)) {
    throw new Error(
      '[e2e] infra/local/start.ts does not exist yet (startLocalStack contract of the local-stack issue)',
    );
  }
  const imported = (await import(pathToFileURL(startModule).href)) as { startLocalStack?: StartLocalStack };
  if (typeof imported.startLocalStack !== 'function') {
    throw new Error('[e2e] infra/local/start.ts does not export startLocalStack yet');
  }

  // Keep the handlers' structured INFO logs out of the test report (warnings and errors still show).
  process.env.LOG_LEVEL ??= 'WARN';
  // The journeys send far more from one client address than a visitor would: the per-client budgets of
  // the public routes are scaled up (docs/product/security.md#client-budgets), and the hourly cap of
  // visitor emails raised, so that the suite tests behaviour, not its own volume.
  process.env.RATE_LIMIT_SCALE ??= '100';
  process.env.VISITOR_EMAIL_HOURLY_CAP ??= '10000';
  const [port, dynamodbPort, sesPort, smtpPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const dataDir = mkdtempSync(join(tmpdir(), 'meridian-e2e-'));
  const adminPassword = `e2e-${randomBytes(18).toString('base64url')}`;
  const stack = await imported.startLocalStack({
    port,
    dataDir,
    dynamodbPort,
    sesPort,
    smtpPort,
    adminPassword,
    quiet: true,
  });

  const baseUrl = urlFrom(stack, ['siteUrl', 'baseUrl', 'url'], `http://localhost:${port}`);
  const environment: E2eEnvironment = {
    baseUrl,
    sesUrl: urlFrom(stack, ['mailViewerUrl', 'sesUrl', 'sesEndpoint'], `http://127.0.0.1:${sesPort}`),
    adminEmail: ADMIN_EMAIL,
    adminPassword,
    adminTotpSecret: await enrolFirstPartner(baseUrl, ADMIN_EMAIL, adminPassword),
    dynamodbEndpoint: urlFrom(stack, ['dynamodbEndpoint'], `http://127.0.0.1:${dynamodbPort}`),
    smtpPort,
    schedulerUrl: (stack.env as Record<string, string> | undefined)?.SCHEDULER_ENDPOINT ?? '',
    screenshotDir: join(repoRoot, 'e2e/screenshots'),
  };
  console.log(
    `[e2e] local stack up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s at ${environment.baseUrl} (SES ${environment.sesUrl})`,
  );
  project.provide('e2e', environment);

  return async () => {
    try {
      await stack.stop();
    } finally {
      const leftovers = javaProcessesMentioning(String(dynamodbPort)).concat(javaProcessesMentioning(dataDir));
      if (leftovers.length > 0) {
        // Our own DynamoDB Local child survived stop(): end it by pid and fail loudly.
        for (const pid of new Set(leftovers)) process.kill(pid, 'SIGKILL');
        console.error(
          `[e2e] PRODUCT DEFECT: stop() left DynamoDB Local java process(es) ${[...new Set(leftovers)].join(', ')}`,
        );
        process.exitCode = 1;
      }
      rmSync(dataDir, { recursive: true, force: true });
      console.log(
        `[e2e] suite took ${((Date.now() - startedAt) / 1000).toFixed(1)} s (build, stack start, journeys, stop)`,
      );
    }
  };
}
