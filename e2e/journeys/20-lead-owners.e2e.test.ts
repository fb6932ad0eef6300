import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backFromLeadPage, leadList, loginThroughUi, openLeadPage, searchLeads } from '../support/admin-ui';
import { AdminApi, pollFor, submitContact, uniqueSuffix, waitForEmails } from '../support/api';
import { launchBrowser, newClient, openPage } from '../support/browser';
import { e2eEnv } from '../support/env';
import { openRoute } from '../support/ready';
import { waitUntil } from '../support/wait';

/**
 * Journey 20 (docs/product/assignment.md): a partner sets round robin and ticks a consultant (made
 * straight in the stack's table, as no invitation exists yet) as taking new leads; a contact
 * submission goes to that consultant, and the new-lead email reaches the consultant's address; the
 * owner filter (Mine, Unassigned, a person) lives in the address; the partner takes the lead over
 * from its record.
 */

const IP = '198.51.100.201';
const SUFFIX = uniqueSuffix();
const CONSULTANT = { id: randomUUID(), name: `Casey Consultant ${SUFFIX}`, email: `casey-${SUFFIX}@meridian.test` };
const VISITOR = { name: `Olivia Owner ${SUFFIX}`, email: `olivia-${SUFFIX}@example.test` };
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

let browser: Browser;
let api: AdminApi;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await AdminApi.login(IP);
  // The consultant, written with the data layer the stack uses (the same items an invitation makes).
  const at = new Date().toISOString();
  const user = { ...CONSULTANT, role: 'consultant', status: 'active', createdAt: at, updatedAt: at };
  const script = `import('./functions/src/staff-auth/data/staff-users.ts').then((m) => m.createStaffUser(${JSON.stringify(user)}))`;
  const run = spawnSync('npx', ['tsx', '--eval', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, DYNAMODB_ENDPOINT: e2eEnv().dynamodbEndpoint, TABLE_NAME: 'meridian-local' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
});

afterAll(async () => {
  await browser?.close();
});

/** The owner filter of the dashboard (no dialog open). */
const ownerFilter = (page: Page) => page.getByRole('combobox', { name: 'Owner', exact: true }).first();

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} -> ${violation.nodes[0]?.target.join(' ')}`);
}

describe('journey 20: lead owners and assignment', () => {
  it('assigns a contact to the consultant in turn, mails them, filters by owner and reassigns', async () => {
    const context = await newClient(browser, { ip: IP });
    const { page } = await openPage(context);
    await loginThroughUi(page);

    // The partner sets round robin with the consultant taking new leads.
    await openRoute(page, '/admin/assignment');
    await page.getByRole('radio', { name: /^Round robin/ }).check();
    await page.getByRole('checkbox', { name: `${CONSULTANT.name} takes new leads` }).check();
    expect(await seriousViolations(page), 'axe on /admin/assignment').toEqual([]);
    await page.getByRole('button', { name: 'Save assignment' }).click();
    await page.getByText('Assignment saved').first().waitFor({ timeout: 20_000 });

    // A contact submission gets the consultant as its owner, and the email goes to them.
    await submitContact({ ...VISITOR, company: 'Owners Ltd', message: 'Who will call me back?' }, '203.0.113.120');
    const lead = await api.waitForLead(VISITOR.email, (one) => (one as { ownerId?: string }).ownerId !== undefined);
    expect((lead as { ownerId?: string }).ownerId).toBe(CONSULTANT.id);
    // The new-lead notification (not the visitor's acknowledgement) goes to the owner only.
    const notifications = await pollFor('the new-lead email to the owner', async () => {
      const found = (await waitForEmails(VISITOR.name)).filter((one) => one.replyTo.includes(VISITOR.email));
      return found.length > 0 ? found : undefined;
    });
    expect(notifications.map((one) => one.destination.to)).toEqual([[CONSULTANT.email]]);

    // The owner filter lives in the address.
    await openRoute(page, '/admin');
    await leadList(page).waitFor({ timeout: 20_000 });
    await ownerFilter(page).selectOption({ label: CONSULTANT.name });
    await page.waitForURL((url) => url.searchParams.get('owner') === CONSULTANT.id);
    const list = await searchLeads(page, VISITOR.name);
    await list.getByRole('img', { name: `Owner: ${CONSULTANT.name}` }).waitFor();
    await ownerFilter(page).selectOption({ label: 'Unassigned' });
    await page.waitForURL((url) => url.searchParams.get('owner') === 'unassigned');
    await page.getByText('No leads match your search criteria').waitFor();
    await ownerFilter(page).selectOption({ label: 'Mine' });
    await page.waitForURL((url) => url.searchParams.get('owner') === 'mine');
    await page.getByText('No leads match your search criteria').waitFor();
    expect(await seriousViolations(page), 'axe on /admin with the owner filter').toEqual([]);

    // The partner takes the lead over from its page; "Mine" then shows it.
    await ownerFilter(page).selectOption({ label: 'All owners' });
    await searchLeads(page, VISITOR.name);
    const record = await openLeadPage(page, VISITOR.name);
    const me = (await (await api.request('GET', '/api/admin/me')).json()) as { id: string; name: string };
    await record.getByRole('combobox', { name: 'Owner' }).selectOption(me.id);
    await waitUntil(
      'the lead to belong to the partner',
      async () => ((await api.getLead(lead.id)) as { ownerId?: string }).ownerId,
      (ownerId) => ownerId === me.id,
      20_000,
    );
    await record.getByText(`Assigned to ${me.name}`).waitFor({ timeout: 20_000 });
    await backFromLeadPage(page);
    await ownerFilter(page).selectOption({ label: 'Mine' });
    await page.waitForURL((url) => url.searchParams.get('owner') === 'mine');
    await leadList(page)
      .getByRole('img', { name: `Owner: ${me.name}` })
      .first()
      .waitFor({ timeout: 20_000 });
    await context.close();
  });
});
