import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminApi, pollFor, uniqueSuffix } from '../support/api';
import { animationsDone, launchBrowser, newClient, openPage, PHONE, readableText } from '../support/browser';
import { openRoute } from '../support/ready';

/**
 * Journey 4: newsletter sign-up (docs/product/site.md#newsletter), an article page, an unknown slug
 * ('Article Not Found'), the 404 page, and the mobile drawer at 390 px that closes on a link click.
 */

let browser: Browser;
let desktop: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  desktop = await newClient(browser, { ip: '198.51.100.41' });
  phone = await newClient(browser, { ip: '198.51.100.42', viewport: PHONE });
});

afterAll(async () => {
  await browser?.close();
});

describe('journey 4: public site', () => {
  it('signs up for the newsletter and the subscriber is stored once', async () => {
    const email = `news-${uniqueSuffix()}@example.com`;
    const { page, watch } = await openPage(desktop);
    // Signing up twice, the second time in capitals, is not an error and stores one subscriber.
    for (const address of [email, email.toUpperCase()]) {
      await openRoute(page, '/insights');
      const form = page.getByRole('form', { name: 'Newsletter sign-up' });
      await form.getByRole('textbox', { name: /email/i }).fill(address);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /thank|subscribed|on the list|welcome|check your inbox/i })
        .first()
        .waitFor({ timeout: 10_000 });
    }

    const api = await AdminApi.login('198.51.100.43');
    const subscribers = await pollFor(
      'the subscriber to be stored',
      async () => {
        const response = await api.request('GET', '/api/admin/subscribers');
        if (!response.ok) throw new Error(`GET /api/admin/subscribers: ${response.status}`);
        const body = (await response.json()) as
          | Array<{ email: string }>
          | { items?: Array<{ email: string }>; subscribers?: Array<{ email: string }> };
        const list = Array.isArray(body) ? body : (body.items ?? body.subscribers ?? []);
        const matching = list.filter((subscriber) => subscriber.email.toLowerCase() === email);
        return matching.length > 0 ? matching : undefined;
      },
      10_000,
    );
    expect(subscribers).toHaveLength(1);
    await api.logout();

    expect(watch.pageErrors, watch.describe()).toEqual([]);
    expect(watch.consoleErrors, watch.describe()).toEqual([]);
    expect(watch.cspViolations, watch.describe()).toEqual([]);
    await page.close();
  });

  it('opens an article from the listing', async () => {
    const { page, watch } = await openPage(desktop);
    await openRoute(page, '/insights');
    const title = '5 Strategic Planning Mistakes That Cost Companies Millions';
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await page.waitForURL('**/insights/strategic-planning-mistakes');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const main = page.locator('main');
    await expect.poll(async () => readableText(main)).toContain('Strategic Planning');
    await expect.poll(async () => readableText(main)).toMatch(/5 min/);
    // Dated the UK way (docs/product/site.md#interface-details).
    await expect.poll(async () => readableText(main)).toMatch(/\b15 Jan 2025\b/);
    await page.getByRole('heading', { name: 'Ready to Bridge Your Strategy-Execution Gap?' }).waitFor();
    const cta = page.getByRole('link', { name: 'Schedule Your Free Strategic Assessment' });
    expect(new URL(await cta.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe('/contact');
    const back = page.getByRole('link', { name: /back to insights/i }).first();
    expect(new URL(await back.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe('/insights');
    // The document title is set after the page renders.
    await expect.poll(async () => page.title()).toContain(title);

    await cta.click();
    await page.waitForURL('**/contact');
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    expect(watch.consoleErrors, watch.describe()).toEqual([]);
    expect(watch.cspViolations, watch.describe()).toEqual([]);
    await page.close();
  });

  it('shows Article Not Found for an unknown slug, with a way back', async () => {
    const { page, watch } = await openPage(desktop);
    await openRoute(page, '/insights/no-such-article-e2e');
    await page.getByRole('heading', { name: 'Article Not Found' }).waitFor({ timeout: 15_000 });
    await page.getByText("The article you're looking for doesn't exist.").waitFor();
    await page
      .getByRole('link', { name: 'Back to Insights' })
      .or(page.getByRole('button', { name: 'Back to Insights' }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/insights');
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    expect(watch.cspViolations, watch.describe()).toEqual([]);
    await page.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page, watch } = await openPage(desktop);
    await openRoute(page, '/no-such-page-e2e');
    await page.getByRole('heading', { name: 'Page Not Found', exact: true }).waitFor({ timeout: 15_000 });
    await expect.poll(async () => readableText(page.locator('body'))).toContain('We could not find /no-such-page-e2e.');
    // A visitor's page: no developer hint.
    expect(await readableText(page.locator('body'))).not.toMatch(/router|developer/i);
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    expect(watch.cspViolations, watch.describe()).toEqual([]);
    await page.close();
  });

  it('opens the mobile drawer at 390 px and closes it when a link is chosen', async () => {
    const { page, watch } = await openPage(phone);
    await openRoute(page, '/');
    // At 390 px the desktop navigation is hidden and the menu button shows.
    const menuButton = page.getByRole('button', { name: /menu/i });
    await menuButton.click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    // It slides in from the right and comes to rest against the right edge.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? Math.round(box.x + box.width) : null;
      })
      .toBe(PHONE.width);
    await drawer.getByRole('link', { name: 'Strategic Planning' }).waitFor();
    await drawer.getByRole('link', { name: 'About' }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    await expect.poll(async () => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The page does not scroll horizontally at 390 px (read once the drawer has gone and nothing moves).
    await animationsDone(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    expect(watch.consoleErrors, watch.describe()).toEqual([]);
    expect(watch.cspViolations, watch.describe()).toEqual([]);
    await page.close();
  });
});
