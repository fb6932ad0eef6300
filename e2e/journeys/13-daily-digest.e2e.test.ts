import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminApi, type ApiLead, type CapturedEmail, sentEmails, uniqueSuffix } from '../support/api';
import { launchBrowser, newClient, openPage } from '../support/browser';
import { leadPageLoaded, signInOnPage } from '../support/admin-ui';
import { e2eEnv } from '../support/env';
import { openRoute } from '../support/ready';

/**
 * Journey 13: the daily digest (docs/product/pipeline.md#daily-digest). With one lead whose next
 * action is past and one left quiet in Value Demo, `npm run digest` (run as of ten days ahead, so
 * both have become due) sends one email to the firm naming both, each with its `/admin?lead=<id>`
 * link; a second run for the same day sends nothing; the link opened while logged out leads
 * through the login to that lead's detail.
 */

const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DAY_MS = 86_400_000;

let browser: Browser;
let api: AdminApi;
const suffix = uniqueSuffix();
const leads: Record<'overdue' | 'stale', ApiLead> = {} as Record<'overdue' | 'stale', ApiLead>;
const names = { overdue: `Odette Overdue ${suffix}`, stale: `Silas Stale ${suffix}` };
// Ten days ahead at 07:30 UTC: tomorrow's next action is overdue, a week in Value Demo is stale.
const digestAt = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 10 * DAY_MS + 7.5 * 3_600_000).toISOString();

async function prospect(name: string, changes: Record<string, unknown>): Promise<ApiLead> {
  const created = await api.request('POST', '/api/admin/leads', { name, company: `Digest Ltd ${suffix}` });
  if (created.status !== 201) throw new Error(`POST prospect: ${created.status} ${await created.text()}`);
  const lead = (await created.json()) as ApiLead;
  const updated = await api.request('PUT', `/api/admin/leads/${lead.id}`, { ...changes, version: lead.version });
  if (!updated.ok) throw new Error(`PUT prospect: ${updated.status} ${await updated.text()}`);
  return (await updated.json()) as ApiLead;
}

/** `npm run digest -- --at <digestAt>` against the suite's stack. */
async function digest(): Promise<string> {
  const { baseUrl, sesUrl } = e2eEnv();
  const { stdout } = await run('npm', ['run', '--silent', 'digest', '--', '--at', digestAt], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: new URL(baseUrl).port, SES_PORT: new URL(sesUrl).port },
    timeout: 60_000,
  });
  return stdout;
}

async function digestEmails(): Promise<CapturedEmail[]> {
  return (await sentEmails()).filter(
    (email) => email.subject.startsWith('Lead digest for') && (email.body.text ?? '').includes(names.overdue),
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  api = await AdminApi.login('198.51.100.131');
  const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
  leads.overdue = await prospect(names.overdue, { status: 'consultation', nextActionDate: tomorrow });
  leads.stale = await prospect(names.stale, { status: 'value_demo' });
});

afterAll(async () => {
  await api?.logout();
  await browser?.close();
});

describe('daily digest', () => {
  it('npm run digest sends one email naming the overdue and the stale lead with their links, once a day', async () => {
    expect(await digest()).toMatch(/digest for \d{4}-\d{2}-\d{2} sent with \d+ leads/);
    const [email, ...others] = await digestEmails();
    expect(others).toHaveLength(0);
    const text = email?.body.text ?? '';
    const { baseUrl } = e2eEnv();
    for (const key of ['overdue', 'stale'] as const) {
      expect(text).toContain(names[key]);
      expect(text).toContain(`${baseUrl}/admin?lead=${leads[key].id}`);
      expect(email?.body.html).toContain(`href="${baseUrl}/admin?lead=${leads[key].id}"`);
    }
    expect(text.indexOf(names.overdue)).toBeGreaterThan(text.indexOf('OVERDUE ('));
    expect(text.indexOf(names.stale)).toBeGreaterThan(text.indexOf('STALE ('));

    expect(await digest()).toContain('already sent');
    expect(await digestEmails()).toHaveLength(1);
  });

  it("the digest's link opens that lead through the login screen", async () => {
    const [email] = await digestEmails();
    const link = new RegExp(`href="([^"]+\\?lead=${leads.stale.id})"`).exec(email?.body.html ?? '')?.[1];
    expect(link).toBeDefined();
    const context = await newClient(browser, { ip: '198.51.100.132' });
    const { page } = await openPage(context);
    await openRoute(page, link ?? '');
    await signInOnPage(page);
    // The CRM replaces the emailed `/admin?lead=<id>` with the lead page (docs/product/leads.md#lead-page).
    await leadPageLoaded(page, names.stale);
    expect(new URL(page.url()).pathname).toBe(`/admin/leads/${leads.stale.id}`);
    await context.close();
  });
});
