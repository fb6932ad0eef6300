import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminApi, emailText, pollFor, sentEmails, uniqueSuffix } from '../support/api';
import { loginThroughUi } from '../support/admin-ui';
import { animationsDone, DESKTOP, launchBrowser, newClient, openPage, PHONE } from '../support/browser';
import { canonicalOf, getSite, siteState } from '../support/site';

/**
 * Journey 15: publishing insights (docs/product/publishing.md). Staff write an article in the CRM's
 * editor with a Markdown body that carries a `<script>` and an `onerror` attribute, publish it, and
 * within 15 s the live site serves its prerendered page (title in the `<h1>`, the body as escaped
 * text, its canonical link), lists it on `/insights` and in `sitemap.xml`, without rebuilding the
 * web app; after Unpublish the page answers 404 and is gone from both. A test send of a published
 * article reaches the SES emulator. The editor passes axe at 1280 and 390 px.
 */

let browser: Browser;
let admin: BrowserContext;
let api: AdminApi;

const suffix = uniqueSuffix();
const SCRIPT = '<script>alert(1)</script>';
const IMAGE = '<img src=x onerror=alert(1)>';
const TABLE = '| Measure | Before | After |\n| --- | --: | --: |\n| Decisions a week | 4 | 11 |';
/** How long the site may take to show a change (docs/product/publishing.md#publishing). */
const LIVE_WITHIN_MS = 15_000;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newClient(browser, { ip: '198.51.100.151' });
  api = await AdminApi.login('198.51.100.152');
});

afterAll(async () => {
  await api?.logout();
  await browser?.close();
});

/** Serious and critical axe violations once animations end, at 1280 and then 390 px. */
async function expectAccessible(page: Page, what: string): Promise<void> {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await animationsDone(page);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} -> ${violation.nodes[0]?.target.join(' ')}`);
    expect(serious, `axe on ${what} at ${size.width} px`).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

/** The visitor address of this journey's site requests. */
const SITE_IP = '198.51.100.153';

/** Opens the editor of a new article (logged in) and fills every field but the body. */
async function startArticle(page: Page, title: string): Promise<void> {
  await loginThroughUi(page);
  await page.goto('/admin/articles');
  await page.getByRole('link', { name: 'New article' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/articles/new');
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('combobox', { name: /^Category/ }).selectOption('Strategic Planning');
  await page.getByRole('textbox', { name: /^Excerpt/ }).fill(`Excerpt of ${title}.`);
}

describe('journey 15: publishing insights', () => {
  it('publishes an article written in the editor to the live site without a rebuild, then unpublishes it', async () => {
    const { page, watch } = await openPage(admin);
    const title = `Publishing journey ${suffix}`;
    await startArticle(page, title);
    const slug = await page.getByRole('textbox', { name: 'Slug' }).inputValue();
    expect(slug).toBe(`publishing-journey-${suffix.toLowerCase()}`);
    await page
      .getByRole('textbox', { name: /^Body/ })
      .fill(`## What changes\n\nPlain **bold** words.\n\n${SCRIPT}\n\n${IMAGE}\n\n${TABLE}\n\nThe end.`);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect.poll(() => preview.textContent()).toContain(SCRIPT);
    expect(await preview.locator('script, img, [onerror]').count()).toBe(0);

    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL((url) => /^\/admin\/articles\/(?!new$)[^/]+$/.test(url.pathname), { timeout: 20_000 });
    const publishing = page.getByRole('region', { name: 'Publishing' });
    await publishing.getByText('Draft: not on the site.').waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'the article editor');

    await publishing.getByRole('button', { name: 'Publish now' }).click();
    await publishing.getByText(/^Published /).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('textbox', { name: 'Slug' }).getAttribute('readonly')).not.toBeNull();

    const live = await pollFor(
      `/insights/${slug} to be served`,
      async () => {
        const answer = await getSite(`/insights/${slug}`, SITE_IP);
        return answer.status === 200 && answer.html.includes(title) ? answer.html : undefined;
      },
      LIVE_WITHIN_MS,
    );
    expect(live).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(live, 'the body is prerendered').toContain('Plain <strong>bold</strong> words.');
    expect(live).not.toContain(SCRIPT);
    expect(live).not.toMatch(/<[^>]+\sonerror\s*=/i);
    expect(live).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(canonicalOf(live)).toMatch(new RegExp(`^https?://[^/]+/insights/${slug}$`));
    await expect
      .poll(() => siteState(slug, SITE_IP), { timeout: LIVE_WITHIN_MS })
      .toEqual({
        page: 200,
        listed: true,
        inSitemap: true,
      });

    // Opened in a browser, the page runs nothing from the body.
    const reader = await openPage(admin);
    await reader.page.goto(`/insights/${slug}`);
    await reader.page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 20_000 });
    await reader.page.getByText(SCRIPT).waitFor();
    expect(reader.watch.dialogs, reader.watch.describe()).toEqual([]);
    // The table has cell borders and a shaded header row, as in the article's email.
    const cell = reader.page.getByRole('cell', { name: 'Decisions a week' });
    expect(await cell.evaluate((td) => getComputedStyle(td).borderTopStyle)).toBe('solid');
    const header = reader.page.getByRole('columnheader', { name: 'Measure' });
    expect(await header.evaluate((th) => getComputedStyle(th).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await reader.page.close();

    await publishing.getByRole('button', { name: 'Unpublish' }).click();
    await publishing.getByText('Draft: not on the site.').waitFor({ timeout: 20_000 });
    await expect
      .poll(() => siteState(slug, SITE_IP), { timeout: LIVE_WITHIN_MS })
      .toEqual({
        page: 404,
        listed: false,
        inSitemap: false,
      });
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    expect(watch.dialogs, watch.describe()).toEqual([]);
    await page.close();
  });

  it('sends a test of a published article to one address', async () => {
    const { page, watch } = await openPage(admin);
    const title = `Newsletter journey ${suffix}`;
    const to = `editor-${suffix}@example.com`;
    await startArticle(page, title);
    await page.getByRole('textbox', { name: /^Body/ }).fill('A short article for the newsletter.');
    await page.getByRole('button', { name: 'Create draft' }).click();
    const publishing = page.getByRole('region', { name: 'Publishing' });
    await publishing.getByRole('button', { name: 'Publish now' }).click();
    await publishing.getByText(/^Published /).waitFor({ timeout: 20_000 });

    const send = page.getByRole('region', { name: 'Send to subscribers' });
    await expect
      .poll(() => send.getByRole('button', { name: 'Send to all confirmed subscribers' }).isDisabled())
      .toBe(true);
    await send.getByRole('textbox', { name: 'Send a test to' }).fill(to);
    await send.getByRole('button', { name: 'Send test' }).click();
    await send.getByText(`Test sent to ${to}.`, { exact: false }).waitFor({ timeout: 20_000 });
    await expect
      .poll(() => send.getByRole('button', { name: 'Send to all confirmed subscribers' }).isEnabled())
      .toBe(true);
    await expectAccessible(page, 'the editor of a published article');

    const email = await pollFor(`the test email to ${to}`, async () =>
      (await sentEmails()).find((sent) => sent.destination.to.some((address) => address.includes(to))),
    );
    expect(emailText(email)).toContain(title);
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    await page.close();
  });
});
