import type { Browser } from 'playwright-core';
import { signedInContext } from './bench-session';

/** Budget from the click on a board card to the lead page's header and timeline (docs/product/leads.md#lead-page), in ms. */
export const LEAD_PAGE_TARGET_MS = 300;

/** Figures of one opening of a lead page from the board, in milliseconds. */
export interface LeadPageFigures {
  /** From the pointer press on a card to the lead page showing its header and its timeline. */
  open: number;
  /** The longest task (> 50 ms) between the press and the page shown; 0 when none. */
  longestTask: number;
  /** From the press on the page's "Back" to the board showing cards again. */
  back: number;
}

// Runs in the page before any script: long tasks, and the time of the next pointer press.
const INIT_SCRIPT = `(() => {
  const w = window;
  w.__leadBench = { longTasks: [], press: undefined };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__leadBench.longTasks.push({ start: e.startTime, duration: e.duration }); })
    .observe({ type: 'longtask', buffered: true });
  document.addEventListener('pointerdown', () => { w.__leadBench.press = performance.now(); }, { capture: true });
})();`;

interface LeadBenchState {
  longTasks: { start: number; duration: number }[];
  press: number | undefined;
}

/**
 * One opening of a lead page from the pipeline board in a fresh browser context (empty HTTP
 * cache) with the session cookie set: `/admin` is loaded until all `leads` leads have arrived, the
 * Sales Pipeline tab is opened, then a card of the New Lead column is clicked (on its job title, not a
 * button or the link) and the time to the page's header (the name's heading) and timeline is read
 * with `performance.now()` in the page; then "Back" until the board shows cards again.
 * @throws when a step does not finish within two minutes.
 */
export async function measureLeadPage(
  browser: Browser,
  siteUrl: string,
  sessionId: string,
  leads: number,
): Promise<LeadPageFigures> {
  const context = await signedInContext(browser, siteUrl, sessionId);
  try {
    await context.addInitScript(INIT_SCRIPT);
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    // Every page of leads has arrived when the list's set size is the full count; then the board.
    await page.goto('/admin', { waitUntil: 'commit' });
    await page.waitForFunction(
      (count) => document.querySelector('ul[aria-label="Leads"] li')?.getAttribute('aria-setsize') === String(count),
      leads,
      { polling: 100 },
    );
    await page.getByRole('tab', { name: 'Sales Pipeline' }).click();
    const card = page.locator('[data-stage] article').first();
    await card.waitFor();
    await page.waitForTimeout(500);
    // A line of the card's body (the job title is hidden on the narrow cards of a wide screen).
    await card.locator('p:visible').first().click();
    const shown = await page.waitForFunction(
      () => {
        const main = document.querySelector('main[aria-label]');
        const header = main?.querySelector('h2');
        const timeline = [...(main?.querySelectorAll('h3') ?? [])].some((h) => h.textContent === 'Timeline');
        return header && timeline ? performance.now() : false;
      },
      undefined,
      { polling: 'raf' },
    );
    const shownAt = Number(await shown.jsonValue());
    const state = await page.evaluate(() => (window as unknown as { __leadBench: LeadBenchState }).__leadBench);
    const press = state.press ?? Number.NaN;
    const during = state.longTasks.filter((task) => task.start >= press && task.start <= shownAt);

    await page.getByRole('link', { name: 'Back', exact: true }).click();
    const boardBack = await page.waitForFunction(
      () => (document.querySelector('[data-stage] article') ? performance.now() : false),
      undefined,
      { polling: 'raf' },
    );
    const backAt = Number(await boardBack.jsonValue());
    const backPress = await page.evaluate(
      () => (window as unknown as { __leadBench: LeadBenchState }).__leadBench.press ?? Number.NaN,
    );
    return {
      open: shownAt - press,
      longestTask: Math.max(0, ...during.map((task) => task.duration)),
      back: backAt - backPress,
    };
  } finally {
    await context.close();
  }
}
