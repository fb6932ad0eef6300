import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSchedule } from './run-schedule';
import { type LocalStack, startLocalStack } from './start';

interface StoredEmail {
  subject: string;
  body: { text?: string; html?: string };
}

describe('npm run digest: the local stand-in of the schedule (docs/product/pipeline.md#daily-digest)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'local-digest-'));
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startLocalStack({ port: 0, dynamodbPort: 0, sesPort: 0, smtpPort: 0, dataDir, quiet: true });
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // That the links open the lead (through the login) is checked in a browser by journey 13: this
  // test runs before any web build exists (npm test builds the web app for the journeys only).
  it('runs the digest function in the running stack: one email naming an overdue and a stale lead, with their links', async () => {
    const { createLead } = await import('@meridian/functions/leads/services/leads');
    const overdue = await createLead(
      { name: 'Olivia Overdue', source: 'linkedin', status: 'consultation', nextActionDate: '2030-03-06' },
      { now: new Date('2030-03-05T10:00:00Z') },
    );
    const stale = await createLead(
      { name: 'Sam Stale', source: 'linkedin', status: 'initial_contact' },
      { now: new Date('2030-02-01T10:00:00Z') },
    );

    const run = await runSchedule(stack.runner.url, 'LeadDigest', '2030-03-11T07:30:00Z', stack.mailViewerUrl);
    expect(run).toMatchObject({ ok: true, result: { status: 'sent', day: '2030-03-11', leads: 2 } });
    expect(run.message).toContain(stack.mailViewerUrl);

    const store = (await (await fetch(`${stack.mailViewerUrl}/store`)).json()) as { emails: StoredEmail[] };
    const digests = store.emails.filter((email) => email.subject.startsWith('Lead digest for'));
    expect(digests).toHaveLength(1);
    const text = digests[0]?.body.text ?? '';
    expect(text).toContain('Olivia Overdue');
    expect(text).toContain('Sam Stale');
    for (const lead of [overdue, stale]) {
      const link = `${stack.siteUrl}/admin?lead=${lead.id}`;
      expect(text).toContain(link);
      expect(digests[0]?.body.html).toContain(`href="${link}"`);
    }

    const again = await runSchedule(stack.runner.url, 'LeadDigest', '2030-03-11T09:00:00Z');
    expect(again).toMatchObject({ ok: true, result: { status: 'already-done', day: '2030-03-11' } });
    expect(again.message).toContain('already sent');
  });

  it('names an unknown schedule and a stack that is not running', async () => {
    expect(await runSchedule(stack.runner.url, 'NoSuchSchedule')).toEqual({
      ok: false,
      message: 'NoSuchSchedule failed: No schedule NoSuchSchedule',
    });
    const down = await runSchedule('http://127.0.0.1:9', 'LeadDigest');
    expect(down.ok).toBe(false);
    expect(down.message).toContain('npm start');
  });
});
