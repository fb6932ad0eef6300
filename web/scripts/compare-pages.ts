/**
 * Pixel comparison of two builds of the site: every prerendered public page at 1280 px and 390 px,
 * full page, once as loaded (hydrated, API answers in, nothing touched) and once after the page's
 * held-back stylesheet has loaded too (the first interaction loads it), each against the page of
 * the first build as loaded. pixelmatch counts differing pixels, anti-aliasing left out.
 *
 *   npx tsx scripts/compare-pages.ts <before dist> [after dist, default web/dist] [diff folder]
 *
 * Prints one line per page and width; exits 1 when any page differs. Diff images (red where
 * pixels differ) go to the diff folder (default `web/bench-results/compare`, git-ignored).
 * CHROMIUM_PATH as everywhere else.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { type Browser, chromium, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { listPages } from './page-assets';
import { serveSite } from './site-server';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WIDTHS = [1280, 390] as const;

/** What differs on every visit, masked in both screenshots: the diagnostic page's timestamp of the visit. */
const VOLATILE: Record<string, string> = { '/admin-direct': 'dl > div:last-child dd' };

/** Opens `url` and waits until it has hydrated and its API answers have rendered. */
async function open(browser: Browser, url: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForTimeout(1_000);
  await scrollThrough(page);
  return page;
}

/**
 * Scrolls to the bottom a screen at a time and back to the top, as a reader would: blocks that
 * render only near the viewport (`.render-when-near`, `content-visibility: auto`) are laid out
 * and keep their real height, which a full-page screenshot then shows.
 */
async function scrollThrough(page: Page): Promise<void> {
  const frame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: window.innerHeight / 2,
  }));
  for (let top = 0; top < height; top += step) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await frame();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await frame();
}

async function screenshot(page: Page, path: string): Promise<PNG> {
  const volatile = VOLATILE[path];
  const mask = volatile ? [page.locator(volatile)] : [];
  return PNG.sync.read(await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', mask }));
}

/** Loads the page's held-back stylesheet as an interaction would, and waits for it. */
async function withDeferredStyles(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('focusin')));
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('head > link[rel=stylesheet]')].every((link) => link.sheet),
  );
  await page.waitForTimeout(300);
}

/** Differing pixels of two screenshots (a different height counts every pixel of the difference). */
function compare(before: PNG, after: PNG, diffFile: string): number {
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const pad = (image: PNG) => {
    const padded = new PNG({ width, height });
    PNG.bitblt(image, padded, 0, 0, image.width, image.height, 0, 0);
    return padded;
  };
  const diff = new PNG({ width, height });
  const count = pixelmatch(pad(before).data, pad(after).data, diff.data, width, height, { threshold: 0.1 });
  if (count > 0) writeFileSync(diffFile, PNG.sync.write(diff));
  return count;
}

async function main(): Promise<void> {
  const [beforeDir, afterDir = join(webRoot, 'dist'), diffDir = join(webRoot, 'bench-results', 'compare')] =
    process.argv.slice(2);
  if (!beforeDir) throw new Error('Usage: compare-pages.ts <before dist> [after dist] [diff folder]');
  mkdirSync(diffDir, { recursive: true });
  const [before, after] = await Promise.all([serveSite(resolve(beforeDir)), serveSite(resolve(afterDir))]);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
  });
  let changed = 0;
  try {
    for (const { path } of listPages(resolve(afterDir))) {
      for (const width of WIDTHS) {
        const name = `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}-${width}`;
        const reference = await open(browser, `${before.baseUrl}${path}`, width);
        const expected = await screenshot(reference, path);
        await reference.close();
        const page = await open(browser, `${after.baseUrl}${path}`, width);
        const loaded = compare(expected, await screenshot(page, path), join(diffDir, `${name}-loaded.png`));
        await withDeferredStyles(page);
        const styled = compare(expected, await screenshot(page, path), join(diffDir, `${name}-styled.png`));
        await page.close();
        if (loaded + styled > 0) changed++;
        console.log(
          `${path.padEnd(52)} ${String(width).padStart(4)} px  as loaded: ${loaded} px  with the stylesheet: ${styled} px`,
        );
      }
    }
  } finally {
    await browser.close();
    await Promise.all([before.close(), after.close()]);
  }
  console.log(changed ? `${changed} page views differ (diff images in ${diffDir})` : 'No page differs.');
  if (changed) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
