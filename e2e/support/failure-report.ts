import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Where a failed journey's screenshots go (ignored by git). */
const FAILURE_DIR = join(process.cwd(), 'test-results', 'e2e-failures');
/** The last requests of a page kept for a failure report. */
const KEPT_REQUESTS = 40;

interface PageTrail {
  /** Every address the page's main frame went to, in order. */
  addresses: string[];
  /** The last API answers: method, path, status, ms. */
  requests: string[];
}

const openPages = new Map<Page, PageTrail>();

/**
 * Follows `page` for a failure report: the addresses its main frame went to and its last API
 * answers. A journey that fails prints them for every page still open, with the page's visible
 * text, and saves a screenshot under `test-results/e2e-failures/` ({@link reportOpenPages}).
 */
export function followForFailureReport(page: Page): void {
  const trail: PageTrail = { addresses: [], requests: [] };
  openPages.set(page, trail);
  page.on('close', () => openPages.delete(page));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) trail.addresses.push(`${new Date().toISOString()} ${frame.url()}`);
  });
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    void request
      .response()
      .then((response) => {
        const ms = Math.round(request.timing().responseEnd);
        trail.requests.push(`${request.method()} ${url.pathname} ${response?.status() ?? '-'} ${ms} ms`);
        if (trail.requests.length > KEPT_REQUESTS) trail.requests.shift();
      })
      .catch(() => undefined);
  });
  page.on('requestfailed', (request) => {
    trail.requests.push(
      `${request.method()} ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText}`,
    );
  });
}

/**
 * Prints, for every page still open, its address trail, last API answers and visible text (first
 * 2,000 characters), and saves its screenshot. Never throws: a report must not hide the failure.
 *
 * @param testName - the failed test's name, for the screenshot's file name.
 */
export async function reportOpenPages(testName: string): Promise<void> {
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  let index = 0;
  for (const [page, trail] of openPages) {
    index += 1;
    try {
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText (the text a reader sees), not the DOM property
      const text = (await page.locator('body').innerText({ timeout: 2_000 })).replace(/\s+/g, ' ').slice(0, 2_000);
      await mkdir(FAILURE_DIR, { recursive: true });
      const screenshot = join(FAILURE_DIR, `${slug}-${index}.png`);
      await page.screenshot({ path: screenshot, fullPage: true, timeout: 5_000 });
      console.error(
        [
          `[e2e failure] page ${index} at ${page.url()} (screenshot ${screenshot})`,
          `addresses:\n  ${trail.addresses.join('\n  ')}`,
          `last API answers:\n  ${trail.requests.join('\n  ')}`,
          `visible text: ${text}`,
        ].join('\n'),
      );
    } catch (error) {
      console.error(`[e2e failure] page ${index} at ${page.url()}: no report (${String(error)})`);
    }
  }
}
