import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminApi,
  apiRequest,
  type CapturedEmail,
  pollFor,
  sentEmails,
  submitContact,
  uniqueSuffix,
} from '../support/api';
import { leadList, loginThroughUi, openCrm, openLeadPage, searchLeads } from '../support/admin-ui';
import { animationsDone, DESKTOP, launchBrowser, newClient, openPage, PHONE } from '../support/browser';
import { waitForCount } from '../support/wait';
import { hydrated, openRoute } from '../support/ready';

/**
 * Journey 11: privacy and data rights (docs/product/privacy.md). A visitor signs up for the
 * newsletter, confirms with the link of the confirmation email and is counted as confirmed on the
 * CRM's subscribers screen; the welcome newsletter's unsubscribe link works without a login;
 * `/privacy` is reachable from the footer and from each form; an admin erases a lead from its
 * detail modal after typing its email, and the lead is gone. The notice, the link pages, the
 * privacy screens and the erase dialog pass axe at 1280 and 390 px.
 */

let browser: Browser;
let visitor: BrowserContext;
let admin: BrowserContext;
let api: AdminApi;

const suffix = uniqueSuffix();
const reader = `reader-${suffix}@example.com`;
const LINK_NAME = 'How we use your details (opens in a new tab)';

beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await newClient(browser, { ip: '198.51.100.111' });
  admin = await newClient(browser, { ip: '198.51.100.112' });
  api = await AdminApi.login('198.51.100.113');
});

afterAll(async () => {
  await api?.logout();
  await browser?.close();
});

/** Serious and critical axe violations on the page once animations end (rule and first target). */
async function seriousViolations(page: Page): Promise<string[]> {
  await animationsDone(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} -> ${violation.nodes[0]?.target.join(' ')}`);
}

/** Runs axe at 1280 px and at 390 px, then returns to 1280 px. */
async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), `axe on ${what} at 1280 px`).toEqual([]);
  await page.setViewportSize(PHONE);
  expect(await seriousViolations(page), `axe on ${what} at 390 px`).toEqual([]);
  await page.setViewportSize(DESKTOP);
}

/** Waits (bounded) for the email to `address` whose subject starts with `subject`. */
async function emailTo(address: string, subject: string): Promise<CapturedEmail> {
  return pollFor(`an email "${subject}…" to ${address}`, async () =>
    (await sentEmails()).find(
      (email) => email.subject.startsWith(subject) && email.destination.to.some((to) => to.includes(address)),
    ),
  );
}

/** The site path (with `?token=`) of the email's button linking to `path`, e.g. `/newsletter/confirm?token=…`. */
function linkIn(email: CapturedEmail, path: string): string {
  const escaped = path.replace(/\//g, '\\/');
  const match = new RegExp(`href="https?://[^"]*?(${escaped}\\?token=[^"]+)"`).exec(email.body.html ?? '');
  if (!match?.[1]) throw new Error(`No ${path} link in "${email.subject}"`);
  return match[1];
}

/** The subscriber list through the admin API: every row of the first page and the confirmed count. */
async function subscribers(): Promise<{ items: Array<{ email: string; state: string }>; confirmedCount: number }> {
  const response = await api.request('GET', '/api/admin/subscribers');
  if (!response.ok) throw new Error(`GET /api/admin/subscribers: ${response.status} ${await response.text()}`);
  return (await response.json()) as { items: Array<{ email: string; state: string }>; confirmedCount: number };
}

/** Clicks a "How we use your details" link and returns the privacy notice it opened in a new tab. */
async function followPrivacyLink(link: Locator): Promise<void> {
  const [notice] = await Promise.all([visitor.waitForEvent('page'), link.click()]);
  await notice.waitForLoadState('load');
  expect(new URL(notice.url()).pathname).toBe('/privacy');
  await notice.getByRole('heading', { level: 1, name: 'How we use your details' }).waitFor();
  await notice.close();
}

describe('journey 11: privacy and data rights', () => {
  it('signs up, confirms from the confirmation email and counts as confirmed on the subscribers screen', async () => {
    const before = (await subscribers()).confirmedCount;
    const { page, watch } = await openPage(visitor);
    await openRoute(page, '/insights');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByRole('textbox', { name: /email/i }).fill(reader);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').filter({ hasText: 'Please check your inbox' }).waitFor();
    expect((await subscribers()).confirmedCount, 'a pending sign-up does not count').toBe(before);

    const confirmation = await emailTo(reader, 'Please confirm');
    const link = linkIn(confirmation, '/newsletter/confirm');
    await page.goto(link);
    await page.getByText('Your subscription is confirmed').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).search, 'the token leaves the address bar').toBe('');
    await expectAccessible(page, '/newsletter/confirm (confirmed)');
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    expect(watch.consoleErrors, watch.describe()).toEqual([]);
    await page.close();

    const crm = (await openPage(admin)).page;
    await loginThroughUi(crm);
    await crm.goto('/admin/subscribers');
    const row = crm.getByRole('row').filter({ has: crm.getByRole('rowheader', { name: reader, exact: true }) });
    // The access check, the screen's chunk and the list load one after another: slow on a busy machine.
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('Confirmed');
    await expect
      .poll(() => crm.getByText(/^Confirmed subscribers:/).textContent())
      .toContain(`Confirmed subscribers: ${before + 1}`);
    await expectAccessible(crm, '/admin/subscribers');
    await crm.close();
  });

  it("unsubscribes with the welcome newsletter's link, without logging in", async () => {
    const welcome = await emailTo(reader, 'Welcome to');
    const headers = (welcome as CapturedEmail & { headers?: Array<{ name: string; value: string }> }).headers ?? [];
    expect(headers.map((header) => [header.name.toLowerCase(), header.value])).toContainEqual([
      'list-unsubscribe-post',
      'List-Unsubscribe=One-Click',
    ]);
    const link = linkIn(welcome, '/newsletter/unsubscribe');

    const stranger = await newClient(browser, { ip: '198.51.100.114' });
    const { page, watch } = await openPage(stranger);
    await page.goto(link);
    await page.getByText('You have been unsubscribed').waitFor({ timeout: 15_000 });
    expect((await stranger.cookies()).map((cookie) => cookie.name)).not.toContain('__Host-meridian-session');
    await expectAccessible(page, '/newsletter/unsubscribe (done)');
    await expect
      .poll(async () => (await subscribers()).items.find((item) => item.email === reader)?.state)
      .toBe('unsubscribed');

    await page.goto('/newsletter/unsubscribe?token=not-a-real-token');
    await page.getByText('This unsubscribe link is invalid or has expired').waitFor({ timeout: 15_000 });
    await expectAccessible(page, '/newsletter/unsubscribe (refused)');
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    await stranger.close();
  });

  it('reaches /privacy from the footer and from under each form; Cookie settings reopens the choice', async () => {
    const { page } = await openPage(visitor);
    await openRoute(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Cookie settings' }).click();
    const settings = page.getByRole('region', { name: 'Cookie settings' });
    await settings.waitFor();
    await expectAccessible(page, 'the cookie settings');
    await settings.getByRole('button', { name: 'Close' }).click();
    await waitForCount(settings, 0, 'the cookie settings to close');
    await footer.getByRole('link', { name: 'Privacy notice' }).click();
    await page.waitForURL((url) => url.pathname === '/privacy');
    await page.getByRole('heading', { level: 1, name: 'How we use your details' }).waitFor();
    await expectAccessible(page, '/privacy');

    await openRoute(page, '/contact');
    await followPrivacyLink(
      page.getByRole('form', { name: 'Consultation request' }).getByRole('link', { name: LINK_NAME }),
    );

    await openRoute(page, '/insights');
    await followPrivacyLink(
      page.getByRole('form', { name: 'Newsletter sign-up' }).getByRole('link', { name: LINK_NAME }),
    );

    // The assessment's results with twenty saved answers, then the link under its email form.
    await page.goto('/strategic-assessment');
    await page.evaluate(() => {
      const answers = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [String(index + 1), 3]));
      window.sessionStorage.setItem('strategic-assessment-answers', JSON.stringify(answers));
    });
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: /calculate/i }).click();
    const results = page.getByRole('region', { name: 'Your Strategic Readiness Results' });
    await results.waitFor({ timeout: 15_000 });
    await followPrivacyLink(results.getByRole('link', { name: LINK_NAME }));
    await page.close();
  });

  it('erases a lead from its page after its email is typed: the lead is gone', async () => {
    const name = `Erin Erase ${suffix}`;
    const email = `erase-${suffix}@example.com`;
    await submitContact({ name, email, message: 'Please erase me after this test.' }, '198.51.100.115');
    const lead = await api.waitForLead(email);

    const { page } = await openPage(admin);
    await openCrm(page);
    await searchLeads(page, name);
    const detail = await openLeadPage(page, name);
    await detail.getByRole('button', { name: 'Erase…' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase ${name}` });
    await dialog.waitFor();
    const erase = dialog.getByRole('button', { name: 'Erase permanently' });
    await dialog.getByLabel("Type the lead's email or name to confirm").fill('someone-else@example.com');
    await expect.poll(() => erase.isDisabled()).toBe(true);
    await dialog.getByLabel("Type the lead's email or name to confirm").fill(email.toUpperCase());
    await expectAccessible(page, 'the erase dialog');
    await erase.click();
    await page.getByText('Lead erased', { exact: true }).waitFor({ timeout: 15_000 });
    await waitForCount(page.getByRole('dialog'), 0, 'the erase dialog to close');
    await waitForCount(leadList(page).getByRole('listitem'), 0, 'the erased lead to leave the list');

    await expect
      .poll(
        async () =>
          (await apiRequest('GET', `/api/admin/leads/${lead.id}`, { ip: '198.51.100.113', sessionId: api.sessionId }))
            .status,
      )
      .toBe(404);
    expect(await api.leadsByEmail(email)).toEqual([]);

    await page.goto('/admin/audit');
    // Other journeys share the stack and write audit entries too: find this erasure's row by the lead's id.
    const erasure = page
      .getByRole('table', { name: 'Audit log entries, newest first' })
      .getByRole('row')
      .filter({ hasText: lead.id });
    await expect.poll(() => erasure.count(), { timeout: 15_000 }).toBe(1);
    expect(await erasure.textContent()).toContain('Lead erased');
    await expectAccessible(page, '/admin/audit');
    await page.goto('/admin/privacy');
    await page.getByRole('heading', { name: 'Retention review' }).waitFor();
    await expectAccessible(page, '/admin/privacy');
    await page.close();
  });
});
