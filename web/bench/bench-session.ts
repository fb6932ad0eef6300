import type { Browser, BrowserContext } from 'playwright-core';

/** The viewport of every bench visit, in CSS px. */
export const BENCH_VIEWPORT = { width: 1440, height: 900 } as const;

/**
 * A fresh browser context (empty HTTP cache) against the local stack at `siteUrl`, signed in with
 * the session `sessionId`: the session cookie is set host-only with its path, as the server's
 * Set-Cookie makes it (with a `url`, Chromium refuses a Secure `__Host-` cookie over
 * http://localhost: "Invalid cookie fields").
 *
 * @param browser - the bench's Chromium.
 * @param siteUrl - the local stack's site, e.g. `http://localhost:41234`.
 * @param sessionId - a signed-in session of the first partner.
 * @returns the context; the caller closes it.
 */
export async function signedInContext(browser: Browser, siteUrl: string, sessionId: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: siteUrl, viewport: BENCH_VIEWPORT });
  await context.addCookies([
    {
      name: '__Host-meridian-session',
      value: sessionId,
      domain: new URL(siteUrl).hostname,
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    },
  ]);
  return context;
}
