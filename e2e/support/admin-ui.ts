import type { Locator, Page } from 'playwright-core';
import { e2eEnv } from './env';

/**
 * Admin screens through the UI, found by role and label (docs/product/admin.md#crm-screens). Usable in
 * hooks as well as tests (no `expect.poll`).
 */

/** Logs in through `/login` and waits for the CRM dashboard. */
export async function loginThroughUi(page: Page, password = e2eEnv().adminPassword): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/admin', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Logout' }).waitFor({ timeout: 20_000 });
}

/** Opens a tab of `/admin` by its name ('Dashboard & All Leads' or 'Sales Pipeline'). */
export async function openAdminTab(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor({ timeout: 10_000 });
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
 * The card of lead `name` in board column `stage`. The columns are virtualised, so the column is
 * scrolled from the top until the card is rendered (bounded by the column's height).
 */
export async function findCard(page: Page, stage: string, name: string): Promise<Locator> {
  const card = pipelineBoard(page)
    .getByRole('region', { name: stage, exact: true })
    .getByRole('article', { name, exact: true });
  await pipelineBoard(page).getByRole('region', { name: stage, exact: true }).waitFor({ timeout: 15_000 });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    for (let top = 0, max = 0; top <= max + 400; top += 400) {
      max = await scrollColumn(page, stage, top);
      await page.waitForTimeout(60);
      if ((await card.count()) > 0) {
        await card.scrollIntoViewIfNeeded();
        return card;
      }
    }
    await page.waitForTimeout(1_000); // the lead list may still be loading
  }
  throw new Error(`No card for ${name} in the ${stage} column`);
}
