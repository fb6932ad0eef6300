import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newClient, openPage, PHONE, settle } from '../support/browser';
import { PUBLIC_ROUTES } from '../support/routes';

/**
 * Journey 24: hydration repaints nothing. On every public route, at 1280 px and 390 px, the DOM
 * React hydrates is the DOM the server prerendered: no recoverable error (a hydration mismatch
 * makes React render the subtree again on the client, `window.__recoverableErrors`), no node
 * added, removed or replaced, no attribute or text changed from the moment the page is parsed
 * until it has hydrated and its API answers have arrived, and `#root` reads the same before and
 * after. (Setting an attribute to the value it has changes nothing and is not counted: React does
 * so for inputs.)
 */

/**
 * Public routes whose page is not hydrated but rendered in the browser, by design: the login
 * screen (admin route group, the client-only shell), an article address with no page (the shell,
 * 'Article Not Found'), and an unknown path (the prerendered 404 page, whose text names the
 * address asked for).
 */
const CLIENT_RENDERED = ['/login', '/insights/no-such-article-e2e', '/this-page-does-not-exist-e2e'];

/**
 * Prerendered pages whose content depends on what only the browser knows: the link's token in the
 * query string (the newsletter, booking and outreach opt-out links), the time of the visit (the diagnostic
 * `/admin-direct`, noindex). Hydration must change nothing; then the page shows what the browser
 * brings. On these the check ends with hydration.
 */
const BROWSER_STATE_PAGES = [
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/book/manage',
  '/email/opt-out',
  '/admin-direct',
];

/**
 * Runs in the page before its scripts (as a string: the test's bundler must not rewrite it). From
 * the end of parsing it keeps `#root`'s markup and every DOM change in the body and on `<html>`;
 * with `window.__stopAtHydration` set, it stops recording at the hydration mark.
 */
const RECORDER = `(() => {
  const changes = [];
  window.__domChanges = changes;
  const describe = (node) => node.nodeType === 1
    ? node.localName + (node.id ? '#' + node.id : '') + (node.getAttribute('class') ? '.' + node.getAttribute('class').split(' ').slice(0, 3).join('.') : '')
    : node.nodeName + ' ' + JSON.stringify((node.textContent || '').slice(0, 40));
  document.addEventListener('DOMContentLoaded', () => {
    window.__prerenderedRoot = document.getElementById('root')?.innerHTML;
    let stopped = false;
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (stopped) return;
        const target = record.target;
        if (record.type === 'attributes') {
          if (target === document.documentElement && record.attributeName === 'data-hydrated') {
            if (window.__stopAtHydration) stopped = true;
            continue;
          }
          const now = target.getAttribute(record.attributeName);
          if (now === record.oldValue) continue;
          changes.push('attribute ' + record.attributeName + ' of ' + describe(target) + ': ' + JSON.stringify(record.oldValue) + ' -> ' + JSON.stringify(now));
        } else if (record.type === 'characterData') {
          if (target.data === record.oldValue) continue;
          changes.push('text in ' + describe(target.parentNode) + ': ' + JSON.stringify(record.oldValue) + ' -> ' + JSON.stringify(target.data));
        } else {
          for (const node of record.removedNodes) changes.push('removed ' + describe(node) + ' from ' + describe(target));
          for (const node of record.addedNodes) changes.push('added ' + describe(node) + ' to ' + describe(target));
        }
      }
    });
    const options = { subtree: true, childList: true, attributes: true, characterData: true, attributeOldValue: true, characterDataOldValue: true };
    observer.observe(document.body, options);
    observer.observe(document.documentElement, { attributes: true, attributeOldValue: true });
  });
})();`;

interface HydrationReport {
  prerendered: boolean;
  recoverableErrors: string[];
  changes: string[];
  rootChanged: boolean;
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('journey 24: hydration changes nothing a public page prerendered', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    describe(`at ${viewport.width} px`, () => {
      let context: BrowserContext;
      beforeAll(async () => {
        context = await newClient(browser, { ip: '198.51.100.171', viewport });
        await context.addInitScript({ content: RECORDER });
      });
      afterAll(async () => {
        await context?.close();
      });

      for (const route of PUBLIC_ROUTES) {
        it(route.path, async () => {
          const { page } = await openPage(context);
          if (BROWSER_STATE_PAGES.includes(route.path)) {
            await page.addInitScript({ content: 'window.__stopAtHydration = true;' });
          }
          await page.goto(route.path);
          // Hydrated, and the page's API answers (articles) arrived and rendered.
          await settle(page, 1_500);
          const report = await page.evaluate((): HydrationReport => {
            const state = window as unknown as {
              __recoverableErrors?: string[];
              __domChanges: string[];
              __prerenderedRoot?: string;
            };
            const root = document.getElementById('root');
            return {
              prerendered: root?.dataset.prerenderedPath === window.location.pathname,
              recoverableErrors: state.__recoverableErrors ?? [],
              changes: state.__domChanges,
              rootChanged: root?.innerHTML !== state.__prerenderedRoot,
            };
          });
          await page.close();
          if (CLIENT_RENDERED.includes(route.path)) {
            expect(report.prerendered, `${route.path} is rendered in the browser`).toBe(false);
            return;
          }
          expect(report.prerendered, `${route.path} is a prerendered page`).toBe(true);
          expect(report.recoverableErrors).toEqual([]);
          expect(report.changes).toEqual([]);
          if (!BROWSER_STATE_PAGES.includes(route.path)) expect(report.rootChanged).toBe(false);
        });
      }
    });
  }
});
