import type { Page, Request } from 'playwright-core';

/**
 * Starts counting the requests `page` sends from now on (the page-view beacon aside: a `keepalive`
 * fetch whose completion Playwright does not observe). Returns a function that resolves once none
 * has been in flight for `quietMs` (default 300 ms): what an action set loading (lazy images,
 * chunks, API answers) has arrived, without a fixed wait.
 * @throws Error naming the requests still in flight after `timeoutMs` (default 15 s)
 */
export function requestsSettled(page: Page): (quietMs?: number, timeoutMs?: number) => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/page-views') return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (quietMs = 300, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) {
        const urls = [...inFlight].map((request) => request.url()).join(', ');
        throw new Error(`Requests still in flight after ${timeoutMs} ms on ${page.url()}: ${urls || 'none'}`);
      }
      await page.waitForTimeout(50);
    }
  };
}
