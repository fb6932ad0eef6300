/**
 * End-to-end flow through the local runner: the whole local stack
 * (`startLocalStack`: DynamoDB Local, the SES emulator, the runner and its EventBridge endpoint)
 * runs in a child process on free ports with a fresh data folder, exactly as `npm start` runs it.
 * A visitor's `POST /api/contact` (and an assessment submission) must become, within a few
 * seconds, a stored lead (read back through the admin API after a login) and a notification
 * email in the SES emulator's store.
 *
 * The stack runs in its own process because the functions' SDK clients are per-process module
 * state and this test process already points them at the test run's shared emulators.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { computeAssessmentResult } from '@meridian/shared/assessment/assessment';
import type { Lead } from '@meridian/shared/leads/lead';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentAnswers, type StoredEmail } from './testing/events';
import { enrolAndSignIn } from './testing/sign-in';

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const START_MODULE = pathToFileURL(join(REPO_ROOT, 'infra/local/start.ts')).href;
const LOGGER_MODULE = pathToFileURL(join(REPO_ROOT, 'infra/local/logger.ts')).href;
const SIGNALS_MODULE = pathToFileURL(join(REPO_ROOT, 'infra/local/process-signals.ts')).href;

/** What the child prints once the stack is ready. */
interface StackInfo {
  siteUrl: string;
  mailViewerUrl: string;
  dynamodbEndpoint: string;
  pid: number;
}

/** Started in the child: the stack, one JSON line on stdout, and stop on SIGTERM (or when orphaned). */
const CHILD_SCRIPT = `
import { startLocalStack } from ${JSON.stringify(START_MODULE)};
import { stopOnSignals } from ${JSON.stringify(SIGNALS_MODULE)};
import { createConsoleLogger } from ${JSON.stringify(LOGGER_MODULE)};
const logger = createConsoleLogger({ quiet: true });
let stack;
stopOnSignals(async () => { await stack?.stop(); }, logger);
stack = await startLocalStack({ port: 0, dynamodbPort: 0, sesPort: 0, smtpPort: 0, dataDir: process.env.FLOW_DATA_DIR, adminPassword: process.env.FLOW_ADMIN_PASSWORD, quiet: true });
process.stdout.write(JSON.stringify({ siteUrl: stack.siteUrl, mailViewerUrl: stack.mailViewerUrl, dynamodbEndpoint: stack.dynamodbEndpoint, pid: process.pid }) + '\\n');
`;

const adminPassword = randomBytes(18).toString('base64url');
let dataDir = '';
let child: ChildProcess | undefined;
let stack: StackInfo;
let sessionId = '';

async function startStackProcess(): Promise<StackInfo> {
  dataDir = await mkdtemp(join(tmpdir(), 'meridian-flow-'));
  const started = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD_SCRIPT], {
    cwd: REPO_ROOT,
    env: { ...process.env, FLOW_DATA_DIR: dataDir, FLOW_ADMIN_PASSWORD: adminPassword, LOG_LEVEL: 'ERROR' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  let stderr = '';
  started.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  return new Promise<StackInfo>((ready, failed) => {
    let stdout = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const line = stdout.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) ready(JSON.parse(line) as StackInfo);
    });
    started.once('exit', (code) =>
      failed(new Error(`local stack exited with ${code} before it was ready: ${stderr.slice(-2000)}`)),
    );
  });
}

/** Stops the child with SIGTERM (its handler stops DynamoDB Local's Java process) and waits for it. */
async function stopStackProcess(): Promise<void> {
  const running = child;
  if (running && running.exitCode === null && running.signalCode === null) {
    const exited = new Promise<void>((done) => running.once('exit', () => done()));
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

/** True when something accepts connections on the endpoint's port. */
function isListening(endpoint: string): Promise<boolean> {
  const { hostname, port } = new URL(endpoint);
  return new Promise((answer) => {
    const socket = createConnection({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      answer(true);
    });
    socket.once('error', () => answer(false));
  });
}

/** Polls `probe` until it returns a value (not undefined) or the time is up. */
async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 8_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`nothing after ${timeoutMs} ms`);
    await new Promise((wait) => setTimeout(wait, 150));
  }
}

async function api(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${stack.siteUrl}${path}`, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(sessionId ? { cookie: `__Host-meridian-session=${sessionId}` } : {}),
      ...init.headers,
    },
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** The stored lead with this email, read through the admin API (list, then the full lead). */
async function leadByEmail(email: string): Promise<Lead | undefined> {
  const list = await api('/api/admin/leads');
  expect(list.status).toBe(200);
  const summary = (list.body as { items: { id: string; email: string }[] }).items.find((item) => item.email === email);
  if (!summary) return undefined;
  const full = await api(`/api/admin/leads/${summary.id}`);
  expect(full.status).toBe(200);
  const body = full.body as Lead | { lead: Lead };
  return 'lead' in body ? body.lead : body;
}

async function emailsMentioning(text: string): Promise<StoredEmail[]> {
  const store = (await (await fetch(`${stack.mailViewerUrl}/store`)).json()) as { emails: StoredEmail[] };
  return store.emails.filter((email) => email.subject.includes(text) || (email.body.text ?? '').includes(text));
}

beforeAll(async () => {
  stack = await startStackProcess();
  sessionId = await enrolAndSignIn(stack.siteUrl, 'owner@meridian.local', adminPassword);
}, 90_000);

afterAll(async () => {
  const endpoint = stack?.dynamodbEndpoint;
  await stopStackProcess();
  // Nothing left behind: DynamoDB Local (Java) stops listening. Waited for, not checked once: if
  // the child had to be killed, its watchdog ends Java a moment after the child is gone.
  // (expect.poll works only inside a test, so the file's own poll helper waits here.)
  if (endpoint) {
    const closed = await eventually(async () => ((await isListening(endpoint)) ? undefined : true), 10_000).catch(
      () => false,
    );
    expect(closed, `DynamoDB Local still listens on ${endpoint} 10 s after the stack stopped`).toBe(true);
  }
}, 40_000);

describe('submission flow through the local runner', () => {
  it('turns POST /api/contact into a stored lead and a notification email within seconds', async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `flow.${tag}@example.com`;
    const name = `Flow Visitor ${tag}`;
    const posted = await api('/api/contact', {
      method: 'POST',
      body: JSON.stringify({
        name,
        email,
        company: `Flow Co ${tag}`,
        message: 'We would like to plan the next three years.',
      }),
    });
    expect(posted.status).toBeGreaterThanOrEqual(200);
    expect(posted.status).toBeLessThan(300);
    expect(posted.body).toMatchObject({ received: true });

    const lead = await eventually(() => leadByEmail(email));
    expect(lead).toMatchObject({
      name,
      email,
      source: 'contact_form',
      status: 'new_lead',
      priorityScore: 5,
      probabilityPercent: 25,
    });
    expect(lead.aiScore).toBeGreaterThan(0);

    // The firm's notification, and the visitor's acknowledgement (docs/product/site.md#acknowledgement).
    const [mail, ...more] = await eventually(async () => {
      const found = (await emailsMentioning(name)).filter((sent) => !sent.destination.to.includes(email));
      return found.length > 0 ? found : undefined;
    });
    expect(more).toHaveLength(0);
    const acknowledgement = await eventually(async () =>
      (await emailsMentioning(name)).find((sent) => sent.destination.to.includes(email)),
    );
    expect(acknowledgement?.subject).toBe('Thank you for contacting Meridian Advisory');
    expect(mail?.subject).toContain(name);
    expect(mail?.replyTo).toContain(email);
    expect(mail?.body.text).toContain(`/admin`);
  });

  it('stores an assessment submission as an assessment_tool lead with the server-computed results', async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `assess.${tag}@example.com`;
    const answers = assessmentAnswers((id) => (id % 4) + 1);
    const result = computeAssessmentResult(answers);
    const posted = await api('/api/assessment-email', {
      method: 'POST',
      body: JSON.stringify({
        email,
        assessmentType: 'strategic_readiness',
        score: result.percentage,
        category: result.category,
        results: {
          percentage: result.percentage,
          category: result.category,
          description: result.description,
          recommendations: result.recommendations,
        },
        answers,
      }),
    });
    expect(posted.status).toBeGreaterThanOrEqual(200);
    expect(posted.status).toBeLessThan(300);

    const lead = await eventually(() => leadByEmail(email));
    expect(lead.source).toBe('assessment_tool');
    const stored = (lead.metadata as { assessmentResults?: { percentage: number; category: string } } | undefined)
      ?.assessmentResults;
    expect(stored).toMatchObject({ percentage: result.percentage, category: result.category });

    const mails = await eventually(async () => {
      const found = await emailsMentioning(email);
      return found.length > 0 ? found : undefined;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.text).toContain(`${result.percentage}%`);
  });
});
