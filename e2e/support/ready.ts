import type { Page, Response } from 'playwright-core';

/**
 * Acting when the page is ready the way a person sees it. A prerendered public page is visible
 * (and its buttons look clickable) before its JavaScript has run; on a busy machine the app can
 * take seconds longer to hydrate it. A click in that window reaches plain HTML: a form posts
 * natively, a button does nothing. The web entry marks `<html data-hydrated="true">` once React has
 * taken over the page (`web/src/app/hydration-marker.tsx`), and these helpers wait for that mark
 * before a journey's first interaction.
 */

/** The attribute the web entry sets on `<html>` after hydration (see `web/src/app/hydration-marker.tsx`). */
const HYDRATED_SELECTOR = 'html[data-hydrated="true"]';

/** Same bound as a navigation (`setDefaultNavigationTimeout` in `browser.ts`): hydration is part of loading the page. */
const HYDRATION_TIMEOUT_MS = 30_000;

/**
 * Waits until the app has hydrated (or, on a client-rendered page, first rendered) the current
 * document.
 * @throws Error naming the page when the mark does not appear within 30 s
 */
export async function hydrated(page: Page): Promise<void> {
  try {
    await page.locator(HYDRATED_SELECTOR).waitFor({ state: 'attached', timeout: HYDRATION_TIMEOUT_MS });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`${page.url()} did not hydrate (no ${HYDRATED_SELECTOR}): ${reason}`);
  }
}

/**
 * Opens `path` and waits until the page has loaded and hydrated: the moment a person can use it.
 * Use it for every navigation that a journey interacts with afterwards.
 * @param path - a site path ('/contact') or an absolute URL (a link from an email)
 * @returns the navigation's response (null for a same-document navigation)
 */
export async function openRoute(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.waitForLoadState('load');
  await hydrated(page);
  return response;
}
