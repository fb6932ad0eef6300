import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The hydration check of every public route (journey 7, docs/decisions/036-critical-css-inline-boot-and-page-budgets.md):
 * hydration repaints nothing. The DOM React hydrates is the DOM the server prerendered: no
 * recoverable error (a hydration mismatch makes React render the subtree again on the client,
 * `window.__recoverableErrors`), no node added, removed or replaced, no attribute or text changed
 * from the moment the page is parsed until it has hydrated and its API answers have arrived, and
 * `#root` reads the same before and after. (Setting an attribute to the value it has changes
 * nothing and is not counted: React does so for inputs.) Nor does hydration make a date formatter:
 * the page's dates are read back from its `<time>` elements (`PrerenderedTime`).
 */

/**
 * Public routes whose page is not hydrated but rendered in the browser, by design: the login
 * screen (admin route group, the client-only shell), an article address with no page (the shell,
 * 'Article Not Found'), and an unknown path (the prerendered 404 page, whose text names the
 * address asked for).
 */
export const CLIENT_RENDERED = ['/login', '/insights/no-such-article-e2e', '/this-page-does-not-exist-e2e'];

/**
 * Prerendered pages whose content depends on what only the browser knows: the link's token in the
 * query string (the newsletter, booking and outreach opt-out links), the time of the visit (the diagnostic
 * `/admin-direct`, noindex). Hydration must change nothing; then the page shows what the browser
 * brings. On these the check ends with hydration.
 */
export const BROWSER_STATE_PAGES = [
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
  const formatters = [];
  window.__dateFormattersBeforeHydration = formatters;
  const note = (name) => {
    if (document.documentElement.hasAttribute('data-hydrated')) return;
    const caller = (new Error().stack || '').split('\\n')[3] || '';
    formatters.push(name + ' ' + caller.trim());
  };
  const DateTimeFormat = Intl.DateTimeFormat;
  Intl.DateTimeFormat = new Proxy(DateTimeFormat, {
    construct(target, args) { note('new Intl.DateTimeFormat'); return Reflect.construct(target, args); },
    apply(target, self, args) { note('Intl.DateTimeFormat()'); return Reflect.apply(target, self, args); },
  });
  for (const method of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) {
    const original = Date.prototype[method];
    Date.prototype[method] = function (...args) { note('Date#' + method); return original.apply(this, args); };
  }
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

export interface HydrationReport {
  prerendered: boolean;
  recoverableErrors: string[];
  /** Date formatters made (or `Date#toLocale…` calls) before the page had hydrated, with their callers. */
  dateFormatters: string[];
  changes: string[];
  rootChanged: boolean;
}

/**
 * Records DOM changes on every page of `context` from the end of parsing ({@link RECORDER}).
 */
export async function recordHydration(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: RECORDER });
}

/**
 * Before `page` opens `path`: on the {@link BROWSER_STATE_PAGES} the recording stops at hydration.
 * Returns a function that resolves once no API request of the page is in flight (the page-view
 * beacon aside): the page's answers have arrived, and React has rendered them by the next frame.
 */
export async function prepareHydrationCheck(page: Page, path: string): Promise<() => Promise<void>> {
  if (BROWSER_STATE_PAGES.includes(path)) await page.addInitScript({ content: 'window.__stopAtHydration = true;' });
  const inFlight = new Set<unknown>();
  const counted = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.startsWith('/api/') && pathname !== '/api/page-views';
  };
  page.on('request', (request) => {
    if (counted(request.url())) inFlight.add(request);
  });
  const done = (request: { url(): string }) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    await expect.poll(() => inFlight.size, { message: `API answers of ${path}` }).toBe(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  };
}

/** What the recorder saw on `page` so far, and whether it is a prerendered page. */
export function hydrationReport(page: Page): Promise<HydrationReport> {
  return page.evaluate((): HydrationReport => {
    const state = window as unknown as {
      __recoverableErrors?: string[];
      __domChanges: string[];
      __dateFormattersBeforeHydration: string[];
      __prerenderedRoot?: string;
    };
    const root = document.getElementById('root');
    return {
      prerendered: root?.dataset.prerenderedPath === window.location.pathname,
      recoverableErrors: state.__recoverableErrors ?? [],
      dateFormatters: [...state.__dateFormattersBeforeHydration],
      changes: [...state.__domChanges],
      rootChanged: root?.innerHTML !== state.__prerenderedRoot,
    };
  });
}

/** Asserts that hydration changed nothing on `path` (or that it is rendered in the browser by design). */
export function expectCleanHydration(path: string, report: HydrationReport): void {
  if (CLIENT_RENDERED.includes(path)) {
    expect(report.prerendered, `${path} is rendered in the browser`).toBe(false);
    return;
  }
  expect(report.prerendered, `${path} is a prerendered page`).toBe(true);
  expect(report.recoverableErrors, `recoverable errors on ${path}`).toEqual([]);
  expect(report.changes, `DOM changes while ${path} hydrated`).toEqual([]);
  // The first date formatter of a page is one long task (docs/decisions/062-dates-read-back-on-hydration.md).
  expect(report.dateFormatters, `date formatters made while ${path} hydrated`).toEqual([]);
  if (!BROWSER_STATE_PAGES.includes(path)) expect(report.rootChanged, `#root of ${path} changed`).toBe(false);
}
