import type { Locator, Page } from 'playwright-core';
import { totpCode } from './api';
import { nextPaint } from './browser';
import { e2eEnv } from './env';
import { openRoute } from './ready';
import { waitForCount, waitUntil } from './wait';

/**
 * Admin screens through the UI, found by role and label (docs/product/admin.md#crm-screens). Usable in
 * hooks as well as tests (no `expect.poll`): every helper waits for the state it promises and
 * fails with a message naming it.
 */

/**
 * Fills the sign-in form on the page (`/login` or a guarded admin page): email and password, then
 * a code of the first partner's TOTP key. Waits for the code step, not for what follows.
 */
export async function signInOnPage(page: Page): Promise<void> {
  const { adminEmail, adminPassword } = e2eEnv();
  await page.getByLabel('Email').fill(adminEmail);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByLabel('Authentication code').fill(totpCode());
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** The page a sign-in without `next` lands on: My day (docs/product/my-day.md). */
export const MY_DAY_PATH = '/admin/my-day';

/**
 * Logs in through `/login` (password and TOTP code), waits for My day, where a sign-in lands, then
 * opens the CRM dashboard `/admin` and waits for it.
 */
export async function loginThroughUi(page: Page): Promise<void> {
  await openRoute(page, '/login');
  await signInOnPage(page);
  await page.waitForURL((url) => url.pathname === MY_DAY_PATH, { timeout: 20_000 });
  await page.getByRole('heading', { name: 'My day', level: 1 }).waitFor({ timeout: 20_000 });
  await openRoute(page, '/admin');
  await page.getByRole('button', { name: 'Logout' }).waitFor({ timeout: 20_000 });
}

/** The lead list of the dashboard tab. */
export function leadList(page: Page): Locator {
  return page.getByRole('list', { name: 'Leads', exact: true });
}

/**
 * Brings the page to a known CRM state whatever an earlier test left behind: `/admin` freshly
 * loaded (no dialog open, empty search, the dashboard tab), logged in (through the UI when the
 * session is gone), and the lead list loaded.
 */
export async function openCrm(page: Page): Promise<void> {
  await page.goto('/admin');
  const logout = page.getByRole('button', { name: 'Logout' });
  const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
  await logout.or(signIn).first().waitFor({ timeout: 20_000 });
  if (await signIn.isVisible()) await loginThroughUi(page);
  await leadList(page)
    .or(page.getByText(/^No leads (found|match your search criteria)$/))
    .first()
    .waitFor({ timeout: 20_000 });
}

/**
 * Types `query` into the lead search and waits until the (deferred) filter has applied: the list
 * shows exactly `rows` rows. Returns the list.
 */
export async function searchLeads(page: Page, query: string, rows = 1): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(query);
  await waitForCount(leadList(page).getByRole('listitem'), rows, `the lead list to show ${rows} row(s) for "${query}"`);
  return leadList(page);
}

/**
 * The lead page of lead `name` (docs/product/leads.md#lead-page): its main landmark, named after
 * the lead.
 */
export function leadPage(page: Page, name: string): Locator {
  return page.getByRole('main', { name, exact: true });
}

/**
 * Waits until the lead page of `name` shows the loaded lead: its heading, the score breakdown and
 * the timeline. Returns the page's main landmark.
 */
export async function leadPageLoaded(page: Page, name: string, timeout = 20_000): Promise<Locator> {
  const main = leadPage(page, name);
  await main.getByRole('heading', { name, level: 2, exact: true }).waitFor({ timeout });
  await main.getByRole('heading', { name: 'Timeline', exact: true }).waitFor({ timeout });
  return main;
}

/**
 * Opens the lead page of lead `name` from the name link of its list row and waits until the lead
 * (score breakdown, timeline) has loaded. Returns the page's main landmark.
 */
export async function openLeadPage(page: Page, name: string): Promise<Locator> {
  await leadList(page).getByRole('link', { name, exact: true }).click();
  return leadPageLoaded(page, name);
}

/**
 * Leaves a lead page with its "Back" link and waits for the CRM (its Logout button and the list or
 * board of the view left).
 */
export async function backFromLeadPage(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: 'Back', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin', { timeout: 20_000 });
  await leadList(page).or(pipelineBoard(page)).first().waitFor({ timeout: 20_000 });
}

/**
 * Closes every open dialog and menu with Escape, one layer at a time, waiting for each to go before the next key press; fails if one stays open.
 */
export async function closeDialogs(page: Page): Promise<void> {
  const layers = page.getByRole('dialog').or(page.getByRole('menu'));
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const open = await layers.count();
    if (open === 0) return;
    await page.keyboard.press('Escape');
    await waitUntil(
      `Escape to close a layer (${open} open)`,
      () => layers.count(),
      (count) => count < open,
      5_000,
    ).catch(() => undefined); // pressed again below; the final wait reports a layer that stays
  }
  await waitForCount(layers, 0, 'every dialog and menu to close', 5_000);
}

/** Opens a tab of `/admin` by its name ('Dashboard & All Leads' or 'Sales Pipeline'). */
export async function openAdminTab(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor({ timeout: 10_000 });
}

/**
 * Opens the dashboard's detailed widgets behind 'All figures and charts'
 * (docs/product/dashboard.md#headline-figures) and waits for them: the Revenue Dashboard widget.
 */
export async function openAllFigures(page: Page): Promise<void> {
  const disclosure = page.locator('details', { has: page.getByText('All figures and charts', { exact: true }) });
  await disclosure.waitFor({ timeout: 20_000 });
  if (!(await disclosure.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await disclosure.getByText('All figures and charts', { exact: true }).click();
  }
  await page.getByRole('region', { name: 'Revenue Dashboard' }).waitFor({ timeout: 20_000 });
}

/** The pipeline board (docs/product/pipeline.md#stages: the heading says 7-stage). */
export function pipelineBoard(page: Page): Locator {
  return page.getByRole('region', { name: '7-Stage Sales Pipeline' });
}

/**
 * Scrolls the scrollable area around a board column's card list to `top` (px); returns the
 * largest possible scrollTop (0 when the column has no list).
 */
export async function scrollColumn(page: Page, stage: string, top: number): Promise<number> {
  const list = pipelineBoard(page).getByRole('list', { name: `${stage} leads`, exact: true });
  if ((await list.count()) === 0) return 0;
  return list.evaluate((element, y) => {
    let scroller: HTMLElement | null = element as HTMLElement;
    while (
      scroller &&
      !(scroller.scrollHeight > scroller.clientHeight && /(auto|scroll)/.test(getComputedStyle(scroller).overflowY))
    ) {
      scroller = scroller.parentElement;
    }
    if (!scroller) return 0;
    scroller.scrollTop = y;
    return scroller.scrollHeight - scroller.clientHeight;
  }, top);
}

/**
 * Below 1024 px the board shows one stage at a time (docs/product/pipeline.md#board-layout): picks
 * `stage` in its Stage switcher. Nothing on a wider board, where every column shows.
 */
export async function showStage(page: Page, stage: string): Promise<void> {
  const switcher = pipelineBoard(page).getByRole('combobox', { name: 'Stage' });
  if (!(await switcher.isVisible())) return;
  const value = await switcher.getByRole('option', { name: new RegExp(`^${stage} \\(\\d+\\)$`) }).getAttribute('value');
  if (value === null) throw new Error(`No ${stage} in the Stage switcher`);
  await switcher.selectOption(value);
}

/**
 * The card of lead `name` in board column `stage` (chosen in the Stage switcher on a narrow board). The columns are virtualised, so the column is
 * walked from the top until the card is rendered; the walk repeats (the lead list may still be
 * loading or a move may still be landing) until `timeoutMs` (default 20 s) has passed.
 * @throws Error naming the card and the column when it never shows
 */
export async function findCard(page: Page, stage: string, name: string, timeoutMs = 20_000): Promise<Locator> {
  await showStage(page, stage);
  const column = pipelineBoard(page).getByRole('region', { name: stage, exact: true });
  const card = column.getByRole('article', { name, exact: true });
  await column.waitFor({ timeout: 15_000 });
  const deadline = Date.now() + timeoutMs;
  do {
    for (let top = 0, max = 0; top <= max + 400; top += 400) {
      max = await scrollColumn(page, stage, top);
      // A scroll renders the newly visible rows on the next frame: wait on that, then look.
      await nextPaint(page);
      if ((await card.count()) > 0) {
        await card.scrollIntoViewIfNeeded();
        return card;
      }
    }
    await page.waitForTimeout(250);
  } while (Date.now() < deadline);
  throw new Error(`No card for ${name} in the ${stage} column after ${timeoutMs} ms`);
}
