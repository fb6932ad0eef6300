import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThroughUi } from '../support/admin-ui';
import { launchBrowser, newClient, openPage } from '../support/browser';
import { e2eEnv } from '../support/env';
import { openRoute } from '../support/ready';

/**
 * Journey 6 (docs/product/admin.md#throttling):
 * 150 wrong logins from one client are throttled, and the right password from another client
 * (another browser context presenting another client IP) still logs in.
 */

const ATTACKER_IP = '198.51.100.7';
const ADMIN_IP = '198.51.100.8';
const WRONG_ATTEMPTS = 150;

let browser: Browser;
let attacker: BrowserContext;
let admin: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  attacker = await newClient(browser, { ip: ATTACKER_IP });
  admin = await newClient(browser, { ip: ADMIN_IP });
});

afterAll(async () => {
  await browser?.close();
});

/** Length of a sign-in throttling window (docs/product/admin.md#throttling), in ms. */
const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

describe('journey 6: login throttling', () => {
  it('answers wrong passwords with the error in a red alert, then throttles the client (429)', {
    timeout: 330_000,
  }, async () => {
    // The throttle counts in fixed 15-minute windows (docs/product/admin.md#throttling): a new window
    // starts the count again, so the journey starts with at least 2 minutes of its window left.
    const left = THROTTLE_WINDOW_MS - (Date.now() % THROTTLE_WINDOW_MS);
    if (left < 2 * 60_000) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
    const { page } = await openPage(attacker);
    await openRoute(page, '/login');
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/admin/login') statuses.push(response.status());
    });
    // The first wrong attempts through the form: the server's error shows in an alert.
    await page.getByLabel('Email').fill(e2eEnv().adminEmail);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await page.getByLabel('Password').fill(`wrong-password-${attempt}`);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect.poll(async () => statuses.length, { timeout: 15_000 }).toBe(attempt + 1);
    }
    const alert = page.getByRole('alert').filter({ hasText: /invalid email or password/i });
    await alert.waitFor();
    expect(statuses).toEqual([401, 401, 401]);

    // The rest straight at the API, from the same client.
    const retryAfter: Array<string | undefined> = [];
    for (let attempt = 3; attempt < WRONG_ATTEMPTS; attempt += 1) {
      const response = await attacker.request.post('/api/admin/login', {
        data: { email: e2eEnv().adminEmail, password: `wrong-password-${attempt}` },
        failOnStatusCode: false,
      });
      statuses.push(response.status());
      if (response.status() === 429) {
        retryAfter.push(response.headers()['retry-after']);
        const body = (await response.json()) as { error?: unknown };
        expect(typeof body.error).toBe('string');
      }
    }
    expect(statuses).toHaveLength(WRONG_ATTEMPTS);
    expect(new Set(statuses), 'only 401 (wrong password) or 429 (throttled)').toEqual(new Set([401, 429]));
    const firstThrottled = statuses.indexOf(429);
    expect(
      statuses.slice(firstThrottled).every((status) => status === 429),
      `once throttled, stays throttled: ${statuses.join(',')}`,
    ).toBe(true);
    expect(WRONG_ATTEMPTS - firstThrottled, 'most of the 150 attempts are throttled').toBeGreaterThanOrEqual(100);
    expect(
      retryAfter.every((value) => value !== undefined && Number(value) > 0),
      'every 429 carries Retry-After',
    ).toBe(true);

    // Even the right password is refused to the throttled client, with a visible message.
    statuses.length = 0;
    await page.getByLabel('Password').fill(e2eEnv().adminPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(async () => statuses.length, { timeout: 15_000 }).toBe(1);
    expect(statuses).toEqual([429]);
    // The alert of the earlier 401s is already on screen: wait for it to carry the throttling message.
    await page
      .getByRole('alert')
      .filter({ hasText: /too many/i })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await attacker.cookies()).toEqual([]);
    await page.close();
  });

  it('the right password and code from another client still sign in, into a cookie no script can read', async () => {
    const { page, watch } = await openPage(admin);
    await loginThroughUi(page);
    const [cookie] = await admin.cookies();
    expect(cookie).toMatchObject({
      name: '__Host-meridian-session',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/',
    });
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(cookie?.value ?? '-');
    expect(watch.consoleErrors, watch.describe()).toEqual([]);
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    await page.close();
  });
});
