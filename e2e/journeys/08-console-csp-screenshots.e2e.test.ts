import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminLead, visitAdminScreens } from '../support/admin-screens';
import { loginThroughUi } from '../support/admin-ui';
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
import { PUBLIC_ROUTES } from '../support/routes';

/**
 * Journey 8: no console error, no uncaught error and no Content-Security-Policy
 * violation (the local runner serves the production CSP) on any route, public or admin; a
 * full-page screenshot of every public route at 1280 px and 390 px into `e2e/screenshots/`
 * (git-ignored).
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

describe('journey 8: no console error or CSP violation; screenshots', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    describe(`public routes at ${viewport.width} px`, () => {
      let context: BrowserContext;
      beforeAll(async () => {
        context = await newClient(browser, { ip: '198.51.100.81', viewport });
      });
      afterAll(async () => {
        await context?.close();
      });

      for (const route of PUBLIC_ROUTES) {
        it(`${route.path}`, async () => {
          const { page, watch } = await openPage(context);
          const response = await page.goto(route.path);
          expect(response?.headers()['content-security-policy'], 'the runner serves the production CSP').toMatch(
            /script-src 'self'/,
          );
          await settle(page);
          await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
          // Scroll through the page so that lazy content loads, then back to the top.
          await page.evaluate(async () => {
            for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 30));
            }
            window.scrollTo(0, 0);
          });
          await settle(page, 1_000);
          await animationsDone(page);
          await page.screenshot({
            path: join(e2eEnv().screenshotDir, `${route.name}-${viewport.width}.png`),
            fullPage: true,
          });
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

  describe('admin screens', () => {
    let context: BrowserContext;
    let leadName: string;
    beforeAll(async () => {
      context = await newClient(browser, { ip: '198.51.100.82' });
      leadName = await ensureAdminLead('198.51.100.83');
    });
    afterAll(async () => {
      await context?.close();
    });

    it('every admin screen and modal', async () => {
      const { page, watch } = await openPage(context);
      const problems: string[] = [];
      const check = async (screen: string) => {
        for (const entry of watch.consoleErrors)
          problems.push(`${screen}: console ${entry.type}: ${entry.text} (${entry.url})`);
        for (const error of watch.pageErrors) problems.push(`${screen}: page error: ${error}`);
        for (const violation of watch.cspViolations)
          problems.push(
            `${screen}: CSP ${violation.violatedDirective} blocked ${violation.blockedURI} (${violation.sourceFile}:${violation.lineNumber})`,
          );
        for (const dialog of watch.dialogs)
          problems.push(`${screen}: unexpected ${dialog.type} dialog: ${dialog.message}`);
        watch.reset();
      };
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Admin Access' }).waitFor({ timeout: 15_000 });
      await check('/admin (login form of the guard)');
      await loginThroughUi(page);
      await check('/login -> /admin');
      await visitAdminScreens(page, leadName, check);
      expect(problems).toEqual([]);
      await page.close();
    });
  });
});
