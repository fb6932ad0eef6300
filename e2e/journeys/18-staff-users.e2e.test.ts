import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminApi, apiRequest, pollFor, sentEmails, totpCode, uniqueSuffix } from '../support/api';
import { loginThroughUi } from '../support/admin-ui';
import { launchBrowser, newClient, openPage } from '../support/browser';
import { virtualAuthenticator } from '../support/passkeys';
import { openRoute } from '../support/ready';

/**
 * Journey 18 (docs/product/staff-accounts.md#users, #invitations): a partner invites a consultant
 * from the Users screen; the consultant opens the emailed link, chooses a password, enrols TOTP and
 * lands in the CRM without Users or export controls; the partner sets their daily sending cap to
 * 40 (600 is refused on the screen), which a reload shows; the partner disables them and the
 * consultant's very next request is refused with 401. Another consultant joins with a passkey
 * (Chromium's virtual authenticator) instead of the app, and then signs in with the passkey alone.
 */

const PARTNER_IP = '198.51.100.181';
const CONSULTANT_IP = '198.51.100.182';
const NAME = `Casey Journey ${uniqueSuffix()}`;
const EMAIL = `casey-${uniqueSuffix()}@meridian.test`;
const PASSWORD = `Orbit-Kettle-${uniqueSuffix()}-Meadow`;

let browser: Browser;

/** The invitation link emailed to `email`, as a path and query of the local site. */
async function invitationPathOf(email: string): Promise<string> {
  const sent = await pollFor('the invitation email', async () =>
    (await sentEmails()).find((each) => each.destination.to.includes(email)),
  );
  const link = /https?:\/\/[^\s"<]+\/admin\/invite\?token=[^\s"<]+/.exec(sent.body.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');
  const { pathname, search } = new URL(link);
  return `${pathname}${search}`;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Serious and critical axe violations of the page, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

describe('journey 18: staff users and invitations', () => {
  it('invites a consultant, who joins without partner controls, until a partner disables them', async () => {
    const partnerContext = await newClient(browser, { ip: PARTNER_IP });
    const { page: partner, watch: partnerWatch } = await openPage(partnerContext);
    await loginThroughUi(partner);
    await partner.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    await partner.getByRole('heading', { name: 'Users', level: 1 }).waitFor({ timeout: 20_000 });
    await partner.getByRole('table').waitFor({ timeout: 20_000 });
    expect(await seriousViolations(partner)).toEqual([]);

    const invite = partner.getByRole('form', { name: 'Invite a user' });
    await invite.getByLabel('Email').fill(EMAIL);
    await invite.getByLabel('Name').fill(NAME);
    await invite.getByLabel('Role').selectOption('consultant');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await partner.getByText(`Invitation sent to ${EMAIL}`).waitFor({ timeout: 20_000 });
    const row = partner.getByRole('row').filter({ hasText: EMAIL });
    await row.getByText('Invited').waitFor({ timeout: 20_000 });

    // The email, from the local SES mailbox.
    const email = await pollFor('the invitation email', async () =>
      (await sentEmails()).find((each) => each.destination.to.includes(EMAIL)),
    );
    expect(email.subject).toContain('invitation');
    expect(email.body.html).toContain(NAME);
    const link = /https?:\/\/[^\s"<]+\/admin\/invite\?token=[^\s"<]+/.exec(email.body.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    const { pathname, search } = new URL(link);

    // The consultant joins: password, TOTP enrolment, recovery codes, the CRM.
    const consultantContext = await newClient(browser, { ip: CONSULTANT_IP });
    const { page: consultant, watch: consultantWatch } = await openPage(consultantContext);
    await openRoute(consultant, `${pathname}${search}`);
    await consultant.getByRole('heading', { name: 'Accept your invitation' }).waitFor({ timeout: 20_000 });
    const choose = consultant.getByRole('form', { name: 'Choose your password' });
    await choose.getByLabel('Password').fill('password1234');
    await choose.getByText(/too easy to guess/).waitFor({ timeout: 20_000 });
    expect(await seriousViolations(consultant)).toEqual([]);
    await choose.getByLabel('Password').fill(PASSWORD);
    await choose.getByText('Strong enough.').waitFor({ timeout: 20_000 });
    await choose.getByRole('button', { name: 'Set password' }).click();
    await consultant.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor({ timeout: 20_000 });
    await consultant.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor({ timeout: 20_000 });
    const secret = (await consultant.locator('code').first().textContent())?.trim() ?? '';
    await consultant.getByLabel('Authentication code').fill(totpCode(secret));
    await consultant.getByRole('button', { name: 'Confirm' }).click();
    await consultant.getByRole('list', { name: 'Recovery codes' }).waitFor({ timeout: 20_000 });
    await consultant.getByRole('button', { name: 'Continue' }).click();
    await consultant.waitForURL((url) => url.pathname === '/admin/my-day', { timeout: 20_000 });
    await consultant.getByText(NAME).first().waitFor({ timeout: 20_000 });

    // Once the role is known, a consultant sees neither Users nor the export.
    const staffNav = consultant.getByRole('navigation', { name: 'Staff' });
    await staffNav.getByRole('link', { name: 'Your account' }).waitFor({ timeout: 20_000 });
    const adminNav = consultant.getByRole('navigation', { name: 'Admin' });
    await adminNav.getByRole('link', { name: 'My day' }).waitFor({ timeout: 20_000 });
    expect(await adminNav.getByRole('link', { name: 'Users' }).count()).toBe(0);
    expect(await adminNav.getByRole('link', { name: 'Audit' }).count()).toBe(0);
    await adminNav.getByRole('link', { name: 'Leads' }).click();
    await consultant.getByRole('button', { name: 'Add Prospect' }).waitFor({ timeout: 20_000 });
    expect(await consultant.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
    const session = (await consultantContext.cookies()).find((cookie) => cookie.name === '__Host-meridian-session');
    const sessionId = session?.value ?? '';
    expect((await apiRequest('GET', '/api/admin/users', { ip: CONSULTANT_IP, sessionId })).status).toBe(403);
    expect((await apiRequest('GET', '/api/admin/me', { ip: CONSULTANT_IP, sessionId })).status).toBe(200);

    // The partner disables the consultant: their very next request is refused.
    await partner.reload();
    const activeRow = partner.getByRole('row').filter({ hasText: EMAIL });
    await activeRow.getByText('Active').waitFor({ timeout: 20_000 });

    // The consultant's daily sending cap: 100 until changed, 1-500 (docs/product/outreach.md#limits).
    const cap = activeRow.getByRole('spinbutton', { name: `Daily sending cap of ${NAME}` });
    expect(await cap.inputValue()).toBe('100');
    await cap.fill('600');
    await activeRow.getByRole('button', { name: `Save cap of ${NAME}` }).click();
    await activeRow.getByRole('alert').getByText('from 1 to 500').waitFor({ timeout: 20_000 });
    await cap.fill('40');
    await activeRow.getByRole('button', { name: `Save cap of ${NAME}` }).click();
    await partner.getByText(`${NAME} may now send 40 emails a day`).waitFor({ timeout: 20_000 });
    await partner.reload();
    await activeRow.getByText('Active').waitFor({ timeout: 20_000 });
    expect(await activeRow.getByRole('spinbutton', { name: `Daily sending cap of ${NAME}` }).inputValue()).toBe('40');

    await activeRow.getByRole('button', { name: `Disable ${NAME}` }).click();
    await partner.getByText(`${NAME} is disabled and signed out`).waitFor({ timeout: 20_000 });
    await activeRow.getByText('Disabled').waitFor({ timeout: 20_000 });
    expect((await apiRequest('GET', '/api/admin/me', { ip: CONSULTANT_IP, sessionId })).status).toBe(401);
    await consultant.reload();
    await consultant.getByRole('button', { name: 'Sign In', exact: true }).waitFor({ timeout: 20_000 });

    // The partner's own account screen.
    await partner.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Your account' }).click();
    await partner.getByRole('list', { name: 'Your sessions' }).getByText('(this session)').waitFor({ timeout: 20_000 });
    expect(await seriousViolations(partner)).toEqual([]);

    expect(partnerWatch.pageErrors, partnerWatch.describe()).toEqual([]);
    expect(consultantWatch.pageErrors, consultantWatch.describe()).toEqual([]);
    await consultantContext.close();
    await partnerContext.close();
  });

  it('lets an invited consultant enrol a passkey instead of the app, then sign in with it alone', async () => {
    const email = `passkey-${uniqueSuffix()}@meridian.test`;
    const name = `Pax Journey ${uniqueSuffix()}`;
    const partnerApi = await AdminApi.login('198.51.100.183');
    const invited = await partnerApi.request('POST', '/api/admin/users', { email, name, role: 'consultant' });
    expect(invited.status).toBe(201);
    const path = await invitationPathOf(email);

    const context = await newClient(browser, { ip: '198.51.100.184' });
    const { page, watch } = await openPage(context);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await openRoute(page, path);
    const choose = page.getByRole('form', { name: 'Choose your password' });
    await choose.getByLabel('Password').fill(PASSWORD);
    await choose.getByText('Strong enough.').waitFor({ timeout: 20_000 });
    await choose.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('button', { name: 'Use a passkey', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/my-day', { timeout: 20_000 });
    await page.getByText(name).first().waitFor({ timeout: 20_000 });
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/my-day', { timeout: 20_000 });
    await page.getByText(name).first().waitFor({ timeout: 20_000 });
    const session = (await context.cookies()).find((cookie) => cookie.name === '__Host-meridian-session');
    const me = await apiRequest('GET', '/api/admin/me', { ip: '198.51.100.184', sessionId: session?.value ?? '' });
    expect(await me.json()).toMatchObject({ email, role: 'consultant' });
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    await partnerApi.request('POST', '/api/admin/logout');
    await context.close();
  });
});
