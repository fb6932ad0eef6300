import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, totpCode, uniqueSuffix } from '../support/api';
import { launchBrowser, newClient, openPage } from '../support/browser';
import { e2eEnv } from '../support/env';
import { openRoute } from '../support/ready';

/**
 * Journey 17 (docs/product/staff-accounts.md): the recovery tool creates a partner; their first
 * sign-in in the CRM enrols TOTP from the key on screen and shows ten recovery codes; the session
 * lives in a cookie no script can read; after logout a recovery code signs in once; the old session
 * header is no session.
 */

const IP = '198.51.100.171';
const PASSWORD = `journey-17-password-${uniqueSuffix()}`;
const EMAIL = `partner-${uniqueSuffix()}@meridian.test`;
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // The operator command, against the stack's table, with the password piped in.
  const run = spawnSync('npm', ['run', '--silent', 'admin:password', '--', '--email', EMAIL], {
    cwd: REPO_ROOT,
    input: `${PASSWORD}\n`,
    env: { ...process.env, DYNAMODB_ENDPOINT: e2eEnv().dynamodbEndpoint, TABLE_NAME: 'meridian-local' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stderr).toContain(`Password of partner ${EMAIL} set`);
});

afterAll(async () => {
  await browser?.close();
});

describe('journey 17: staff sign-in with a second factor', () => {
  it('enrols TOTP on the first sign-in, then a recovery code signs in once', async () => {
    const context = await newClient(browser, { ip: IP });
    const { page, watch } = await openPage(context);
    await openRoute(page, '/login');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor({ timeout: 20_000 });
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.locator('code').first().textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Authentication code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor({ timeout: 20_000 });
    expect(await codes.count()).toBe(10);
    const recoveryCode = (await codes.first().textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/my-day', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Logout' }).waitFor({ timeout: 20_000 });
    await page.getByText('Signed in as').waitFor();

    // No script on the page can read the session.
    const session = (await context.cookies()).find((cookie) => cookie.name === '__Host-meridian-session');
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(
      session?.value ?? '-',
    );
    // The header of earlier versions is no session; the cookie is.
    const byHeader = await fetch(`${e2eEnv().baseUrl}/api/admin/me`, {
      headers: { 'x-session-id': session?.value ?? '', 'cloudfront-viewer-address': `${IP}:4321` },
    });
    expect(byHeader.status).toBe(401);
    const me = await apiRequest('GET', '/api/admin/me', { ip: IP, sessionId: session?.value ?? '' });
    expect(await me.json()).toMatchObject({ email: EMAIL, role: 'partner' });

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('__Host-meridian-session');

    // The recovery code signs in once, and is refused the second time.
    for (const outcome of ['signed in', 'refused'] as const) {
      await openRoute(page, '/login');
      await page.getByLabel('Email').fill(EMAIL);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByLabel('Authentication code').fill(recoveryCode.toUpperCase());
      await page.getByRole('button', { name: 'Verify' }).click();
      if (outcome === 'signed in') {
        await page.getByRole('button', { name: 'Logout' }).waitFor({ timeout: 20_000 });
        await page.getByRole('button', { name: 'Logout' }).click();
        await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
      } else {
        await page.getByRole('alert').filter({ hasText: 'Invalid code' }).waitFor({ timeout: 15_000 });
      }
    }
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    await context.close();
  });
});
