import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { securityHeaders } from '../lib/security-headers';
import { PortInUseError } from './emulators';
import { describeStack, LocalStackConfigError, type LocalStack, startLocalStack } from './start';

/** When set, the next SES emulator started fails its stop() at once (after really stopping). */
const sesStop = vi.hoisted(() => ({ failNext: false }));
vi.mock('./emulators', async (importOriginal) => {
  const original = await importOriginal<typeof import('./emulators')>();
  return {
    ...original,
    startSesEmulator: async (...args: Parameters<typeof original.startSesEmulator>) => {
      const handle = await original.startSesEmulator(...args);
      if (!sesStop.failNext) return handle;
      sesStop.failNext = false;
      return {
        ...handle,
        stop: async () => {
          void handle.stop();
          throw new Error('SES emulator did not stop');
        },
      };
    },
  };
});

/** The pid of the DynamoDB Local Java process listening on the endpoint's port. */
async function javaPidOf(endpoint: string): Promise<number> {
  const { execFileSync } = await import('node:child_process');
  const port = new URL(endpoint).port;
  return Number(
    execFileSync('sh', ['-c', `pgrep -f "DynamoDBLocal.*-port ${port}" || true`])
      .toString()
      .trim()
      .split('\n')[0],
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface ArticleSummary {
  slug: string;
}

/** The password step of a sign-in of the first partner through the runner: its status and next step. */
/** A secret as the functions read it: `GetSecretValue` from the stack's Secrets Manager stand-in. */
async function localSecret(env: Record<string, string>, arn: string): Promise<string> {
  const response = await fetch(env.SECRETSMANAGER_ENDPOINT ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'secretsmanager.GetSecretValue' },
    body: JSON.stringify({ SecretId: arn }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { SecretString: string }).SecretString;
}

async function signInStep(stack: LocalStack, password: string) {
  const response = await fetch(`${stack.runner.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: stack.adminEmail, password }),
  });
  const body = (await response.json()) as { step?: string };
  return { status: response.status, step: body.step };
}

describe('startLocalStack', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'local-stack-'));
  const stacks: LocalStack[] = [];
  let ports = { port: 0, dynamodbPort: 0, sesPort: 0, smtpPort: 0 };
  afterAll(async () => {
    for (const stack of stacks) await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts everything, seeds the articles, generates an admin password and persists across restarts', async () => {
    const first = await startLocalStack({ port: 0, dynamodbPort: 0, sesPort: 0, smtpPort: 0, dataDir, quiet: true });
    stacks.push(first);
    expect(first.seededArticles).toBe(4);
    expect(first.generatedAdminPassword).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(first.env).toMatchObject({
      TABLE_NAME: 'meridian-local',
      EVENT_BUS_NAME: 'meridian-local',
      AWS_REGION: 'eu-west-2',
      DYNAMODB_ENDPOINT: first.dynamodbEndpoint,
      EVENTBRIDGE_ENDPOINT: `http://127.0.0.1:${first.runner.port}/__local/eventbridge`,
      SES_ENDPOINT: first.mailViewerUrl,
      SITE_URL: first.siteUrl,
    });
    expect(process.env.EVENTBRIDGE_ENDPOINT).toBe(first.env.EVENTBRIDGE_ENDPOINT);
    // The privacy key is the data folder's own, generated on this first start; the functions read it
    // at run time from the Secrets Manager stand-in, never from their environment.
    const firstKey = await localSecret(first.env, first.env.PRIVACY_KEY_SECRET_ARN ?? '');
    expect(firstKey).toBe(readFileSync(join(dataDir, 'privacy-key'), 'utf8'));
    expect(Object.values(first.env)).not.toContain(firstKey);
    expect(describeStack(first)).toContain(first.generatedAdminPassword);

    const response = await fetch(`${first.runner.url}/api/articles`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe(securityHeaders()['X-Frame-Options']);
    const articles = (await response.json()) as ArticleSummary[];
    expect(articles).toHaveLength(4);

    expect(first.adminEmail).toBe('owner@meridian.local');
    expect(describeStack(first)).toContain('owner@meridian.local');
    expect(await signInStep(first, first.generatedAdminPassword ?? '')).toEqual({ status: 200, step: 'enrol' });

    const mail = await fetch(`${first.mailViewerUrl}/store`);
    expect(mail.status).toBe(200);

    // Stop: Java must be gone. Restart on the same ports (handler modules cache their clients).
    const javaPid = await javaPidOf(first.dynamodbEndpoint);
    expect(javaPid).toBeGreaterThan(0);
    await first.stop();
    expect(isAlive(javaPid)).toBe(false);

    const second = await startLocalStack({
      port: first.runner.port,
      dynamodbPort: Number(new URL(first.dynamodbEndpoint).port),
      sesPort: Number(new URL(first.mailViewerUrl).port),
      smtpPort: 0,
      dataDir,
      quiet: true,
    });
    stacks.push(second);
    expect(second.seededArticles).toBe(0);
    expect(second.generatedAdminPassword).toBeUndefined();
    expect(await localSecret(second.env, second.env.PRIVACY_KEY_SECRET_ARN ?? '')).toBe(firstKey);
    expect(describeStack(second)).not.toContain(first.generatedAdminPassword);
    const again = (await (await fetch(`${second.runner.url}/api/articles`)).json()) as ArticleSummary[];
    expect(again.map((article) => article.slug)).toEqual(articles.map((article) => article.slug));
    expect(await signInStep(second, first.generatedAdminPassword ?? '')).toEqual({ status: 200, step: 'enrol' });
    await second.stop();
    ports = {
      port: second.runner.port,
      dynamodbPort: Number(new URL(second.dynamodbEndpoint).port),
      sesPort: Number(new URL(second.mailViewerUrl).port),
      smtpPort: 0,
    };
  }, 90_000);

  it('waits for DynamoDB Local to stop even when another service fails to stop, then reports the failure', async () => {
    sesStop.failNext = true;
    // The same ports as the test before (handler modules cache their clients), when it ran.
    const stack = await startLocalStack({ ...ports, dataDir: join(dataDir, 'failing'), quiet: true });
    stacks.push(stack);
    const javaPid = await javaPidOf(stack.dynamodbEndpoint);
    expect(javaPid).toBeGreaterThan(0);
    const failure = await stack.stop().then(
      () => undefined,
      (error: unknown) => error,
    );
    // Settled only after Java exited: the process that called stop() may exit right away.
    expect(isAlive(javaPid)).toBe(false);
    expect(failure).toBeInstanceOf(AggregateError);
    expect((failure as AggregateError).errors.map(String)).toEqual(['Error: SES emulator did not stop']);
  }, 90_000);

  it('refuses an ADMIN_PASSWORD shorter than 12 characters before starting anything', async () => {
    await expect(
      startLocalStack({
        port: 0,
        dynamodbPort: 0,
        sesPort: 0,
        smtpPort: 0,
        dataDir,
        adminPassword: 'short',
        quiet: true,
      }),
    ).rejects.toBeInstanceOf(LocalStackConfigError);
  });

  it('reports a port in use in one line before starting anything', async () => {
    const { createServer } = await import('node:net');
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      await expect(
        startLocalStack({ port: 0, dynamodbPort: port, sesPort: 0, smtpPort: 0, dataDir, quiet: true }),
      ).rejects.toThrow(PortInUseError);
      await expect(
        startLocalStack({ port: 0, dynamodbPort: port, sesPort: 0, smtpPort: 0, dataDir, quiet: true }),
      ).rejects.toThrow(/DYNAMODB_PORT/);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
