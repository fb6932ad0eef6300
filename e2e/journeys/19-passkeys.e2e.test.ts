import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, pollFor, sentEmails, uniqueSuffix } from '../support/api';
import { loginThroughUi } from '../support/admin-ui';
import { launchBrowser, newClient, openPage } from '../support/browser';
import { e2eEnv } from '../support/env';
import { virtualAuthenticator } from '../support/passkeys';
import { openRoute } from '../support/ready';

/**
 * Journey 19 (docs/product/staff-accounts.md#passkeys, #forgotten-password): the first partner
 * signs in with password and TOTP, adds a passkey through Chromium's virtual authenticator, logs
 * out and signs in with the passkey alone; a second partner asks for a reset link, reads it in the
 * local SES mailbox, sets a new password, and is still asked for a second factor.
 */

const PASSKEY_IP = '198.51.100.191';
const RESET_IP = '198.51.100.192';
const RESET_EMAIL = `reset-${uniqueSuffix()}@meridian.test`;
const OLD_PASSWORD = `journey-19-old-password-${uniqueSuffix()}`;
const NEW_PASSWORD = `journey-19-new-password-${uniqueSuffix()}`;
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // The operator command creates the second partner (no second factor yet), as in journey 17.
  const run = spawnSync('npm', ['run', '--silent', 'admin:password', '--', '--email', RESET_EMAIL], {
    cwd: REPO_ROOT,
    input: `${OLD_PASSWORD}\n`,
    env: { ...process.env, DYNAMODB_ENDPOINT: e2eEnv().dynamodbEndpoint, TABLE_NAME: 'meridian-local' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
});

afterAll(async () => {
  await browser?.close();
});

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
}

describe('journey 19: passkeys and a forgotten password', () => {
  it('adds a passkey after a TOTP sign-in, then signs in with the passkey alone', async () => {
    const context = await newClient(browser, { ip: PASSKEY_IP });
    const { page, watch } = await openPage(context);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await loginThroughUi(page);

    await page.getByRole('link', { name: 'Passkeys' }).click();
    await page.getByRole('heading', { name: 'Your passkeys' }).waitFor({ timeout: 20_000 });
    const name = `Journey laptop ${uniqueSuffix()}`;
    await page.getByLabel('Name of the new passkey (optional)').fill(name);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const row = page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem').filter({ hasText: 'not used yet' });
    await row.getByRole('button', { name: `Remove ${name}` }).waitFor({ timeout: 20_000 });
    // The authenticator holds one discoverable credential for this site.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

    await logOut(page);
    await openRoute(page, '/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/my-day', { timeout: 20_000 });
    await page.getByText('Signed in as').waitFor({ timeout: 20_000 });
    // The session is in the HttpOnly cookie only: no script reads it.
    const session = (await context.cookies()).find((cookie) => cookie.name === '__Host-meridian-session');
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).toBe('');
    const me = await apiRequest('GET', '/api/admin/me', { ip: PASSKEY_IP, sessionId: session?.value ?? '' });
    expect(await me.json()).toMatchObject({ email: e2eEnv().adminEmail, role: 'partner' });

    // The passkey's last use is on the list now.
    await page.getByRole('link', { name: 'Passkeys' }).click();
    await page.getByText('last used').waitFor({ timeout: 20_000 });
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    await context.close();
  });

  it('sets a new password from the emailed link, and the second factor is still asked', async () => {
    const context = await newClient(browser, { ip: RESET_IP });
    const { page, watch } = await openPage(context);
    await openRoute(page, '/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgotten password' }).waitFor({ timeout: 20_000 });
    await page.getByLabel('Email').fill(RESET_EMAIL);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByRole('status').filter({ hasText: 'If this address belongs to a staff account' }).waitFor();

    const email = await pollFor('the reset email', async () =>
      (await sentEmails()).find((sent) => sent.destination.to.some((to) => to.includes(RESET_EMAIL))),
    );
    expect(email.subject).toContain('Set a new password');
    expect(email.body.html).toContain('Set a new password');
    const link = /https?:\/\/\S+\/admin\/reset-password\?token=[^\s"<]+/.exec(email.body.text ?? '')?.[0];
    expect(link).toBeDefined();
    const { pathname, search } = new URL(link ?? '');

    await openRoute(page, `${pathname}${search}`);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    // This partner has no second factor yet: the new password leads to its enrolment, not into the CRM.
    await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/admin/reset-password');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('__Host-meridian-session');

    // The old password is refused, the new one opens the second step; the link works once.
    const login = (password: string) =>
      apiRequest('POST', '/api/admin/login', { ip: RESET_IP, body: { email: RESET_EMAIL, password } });
    expect((await login(OLD_PASSWORD)).status).toBe(401);
    const next = await login(NEW_PASSWORD);
    expect(await next.json()).toMatchObject({ step: 'enrol' });
    const token = new URLSearchParams(search).get('token');
    const again = await apiRequest('POST', '/api/admin/password/reset', {
      ip: RESET_IP,
      body: { token, password: NEW_PASSWORD },
    });
    expect(again.status).toBe(400);
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    await context.close();
  });
});
