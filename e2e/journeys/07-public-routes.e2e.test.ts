import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import {
  animationsDone,
  type ConsoleEntry,
  DESKTOP,
  launchBrowser,
  newClient,
  openPage,
  PHONE,
  settle,
} from '../support/browser';
import { e2eEnv } from '../support/env';
import { expectCleanHydration, hydrationReport, prepareHydrationCheck, recordHydration } from '../support/hydration';
import { requestsSettled } from '../support/requests-settled';
import { PUBLIC_ROUTES } from '../support/routes';

/**
 * Journey 7: every public route at 1280 px and 390 px, each opened once: the production
 * Content-Security-Policy is served; hydration changes nothing the server prerendered
 * (`support/hydration.ts`: no recoverable error, no DOM change from parsing until the page has
 * hydrated and its API answers arrived; the login, an unknown article and an unknown path are
 * rendered in the browser by design); no console error, uncaught error, CSP violation or dialog
 * while it loads, hydrates and is scrolled through (so lazy content loads); a full-page screenshot
 * into `e2e/screenshots/` (git-ignored); and an axe-core scan (the site targets WCAG 2.2 AA) with no
 * serious or critical violation.
 */

/**
 * The browser logs every non-2xx response as a console error ("Failed to load resource"). The
 * only ones that are the specified behaviour: the unknown article's address and its
 * `GET /api/articles/{slug}` answer 404, and an unknown path may be served with status 404.
 */
function isSpecifiedNotFound(routePath: string, entry: ConsoleEntry): boolean {
  if (!/Failed to load resource: the server responded with a status of 404/.test(entry.text)) return false;
  const resource = entry.url ? new URL(entry.url).pathname : '';
  if (routePath === '/insights/no-such-article-e2e')
    return resource === '/api/articles/no-such-article-e2e' || resource === routePath;
  if (routePath === '/this-page-does-not-exist-e2e') return resource === routePath;
  return false;
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(e2eEnv().screenshotDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

describe('journey 7: every public route: CSP, hydration, console, screenshot, accessibility', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    describe(`public routes at ${viewport.width} px`, () => {
      let context: BrowserContext;
      beforeAll(async () => {
        context = await newClient(browser, { ip: '198.51.100.71', viewport });
        await recordHydration(context);
      });
      afterAll(async () => {
        await context?.close();
      });

      for (const route of PUBLIC_ROUTES) {
        it(`${route.path}`, async () => {
          const { page, watch } = await openPage(context);
          const answersArrived = await prepareHydrationCheck(page, route.path);
          const response = await page.goto(route.path);
          expect(response?.headers()['content-security-policy'], 'the runner serves the production CSP').toMatch(
            /script-src 'self'/,
          );
          // Loaded and hydrated; its API answers are awaited next, so no quiet period here.
          await settle(page, 0);
          await answersArrived();
          // Before the scroll, which loads lazy content on purpose.
          expectCleanHydration(route.path, await hydrationReport(page));
          await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
          // Scroll through the page so that lazy content loads, then back to the top.
          const scrollLoadsSettled = requestsSettled(page);
          await page.evaluate(async () => {
            for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 30));
            }
            window.scrollTo(0, 0);
          });
          await scrollLoadsSettled();
          await animationsDone(page);
          await page.screenshot({
            path: join(e2eEnv().screenshotDir, `${route.name}-${viewport.width}.png`),
            fullPage: true,
          });
          expect(await seriousViolations(page), `axe on ${route.path} at ${viewport.width} px`).toEqual([]);
          const consoleErrors = watch.consoleErrors.filter((entry) => !isSpecifiedNotFound(route.path, entry));
          expect(consoleErrors, watch.describe()).toEqual([]);
          expect(watch.pageErrors, watch.describe()).toEqual([]);
          expect(watch.cspViolations, watch.describe()).toEqual([]);
          expect(watch.dialogs, watch.describe()).toEqual([]);
          await page.close();
        });
      }
    });
  }
});
