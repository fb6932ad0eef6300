import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminLead, visitAdminScreens } from '../support/admin-screens';
import { loginThroughUi } from '../support/admin-ui';
import { animationsDone, DESKTOP, launchBrowser, newClient, openPage, PHONE, settle } from '../support/browser';
import { PUBLIC_ROUTES } from '../support/routes';

/**
 * Journey 7 (the site targets WCAG 2.2 AA): an axe-core scan of every public route (at
 * desktop and phone widths) and of every admin screen and modal: no serious or critical violation.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Serious and critical axe violations on the page, one line each (rule, help, first targets). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.nodes
          .slice(0, 5)
          .map((node) =>
            `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`.trim(),
          )
          .join(' | ')}`,
    );
}

describe('journey 7: accessibility (axe-core)', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    describe(`public routes at ${viewport.width} px`, () => {
      let context: BrowserContext;
      beforeAll(async () => {
        context = await newClient(browser, { ip: '198.51.100.71', viewport });
      });
      afterAll(async () => {
        await context?.close();
      });

      for (const route of PUBLIC_ROUTES) {
        it(`${route.path} has no serious or critical violation`, async () => {
          const { page } = await openPage(context);
          await page.goto(route.path);
          await settle(page);
          await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
          await animationsDone(page);
          expect(await seriousViolations(page), `axe on ${route.path} at ${viewport.width} px`).toEqual([]);
          await page.close();
        });
      }
    });
  }

  describe('admin screens', () => {
    let context: BrowserContext;
    let leadName: string;
    beforeAll(async () => {
      context = await newClient(browser, { ip: '198.51.100.72' });
      leadName = await ensureAdminLead('198.51.100.73');
    });
    afterAll(async () => {
      await context?.close();
    });

    it('every admin screen and modal has no serious or critical violation', async () => {
      const { page } = await openPage(context);
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Admin Access' }).waitFor({ timeout: 15_000 });
      const found: string[] = [];
      const scan = async (screen: string) => {
        for (const line of await seriousViolations(page)) found.push(`${screen}: ${line}`);
      };
      await scan('/admin (login form of the guard)');
      await loginThroughUi(page);
      await visitAdminScreens(page, leadName, scan);
      expect(found).toEqual([]);
      await page.close();
    });
  });
});
