import type { Browser } from 'playwright-core';
import { signedInContext } from './bench-session';

/** Target for a usable My day with 10,000 leads (docs/product/my-day.md#loading), in milliseconds. */
export const MY_DAY_TARGET_MS = 1000;

/** Figures of one visit of My day, in milliseconds from the navigation start. */
export interface MyDayFigures {
  /** The "Due today" section shows its tasks or its empty text. */
  tasksShown: number;
  /** Every section shows its rows or its empty text: no "Loading..." left (the usable My day). */
  usable: number;
}

/**
 * One visit of `/admin/my-day` in a fresh browser context (empty HTTP cache) with the session
 * cookie set: the time to the tasks and to every section, from `performance.now()` in the page.
 * @throws when the page does not get there within two minutes.
 */
export async function measureMyDay(browser: Browser, siteUrl: string, sessionId: string): Promise<MyDayFigures> {
  const context = await signedInContext(browser, siteUrl, sessionId);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await page.goto('/admin/my-day', { waitUntil: 'commit' });
    const tasksShown = await page.waitForFunction(
      () => {
        const section = document.querySelector('section[aria-labelledby="my-day-today"]');
        return section && !section.querySelector('[role="status"]') ? performance.now() : false;
      },
      undefined,
      { polling: 'raf' },
    );
    const usable = await page.waitForFunction(
      () => {
        const sections = document.querySelectorAll('main section[aria-labelledby^="my-day-"]');
        return sections.length === 6 && !document.querySelector('main [role="status"]') ? performance.now() : false;
      },
      undefined,
      { polling: 'raf' },
    );
    return { tasksShown: Number(await tasksShown.jsonValue()), usable: Number(await usable.jsonValue()) };
  } finally {
    await context.close();
  }
}
