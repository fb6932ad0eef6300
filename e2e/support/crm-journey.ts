import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { leadList, pipelineBoard } from './admin-ui';
import { type AdminApi, pollFor } from './api';
import { waitUntil } from './wait';

/**
 * Helpers of the admin CRM journey (journeys/03-admin-crm): the list and board locators it reads,
 * a lead's stage as the API stores it, arranging that stage so that each test starts from the state
 * it is about, and a mouse drag of a board card to another column.
 */

/** A box on the page in CSS px relative to the viewport, as `stableBox` measures it. */
type Box = { x: number; y: number; width: number; height: number };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The board column of a stage, by its accessible name (the stage label). */
export function boardColumn(page: Page, stage: string): Locator {
  return pipelineBoard(page).getByRole('region', { name: new RegExp(`^${escapeRegExp(stage)}$`) });
}

/** The link that opens a lead's page from its list row. */
export function listEntry(page: Page, name: string): Locator {
  return leadList(page).getByRole('link', { name, exact: true });
}

/** The stored stage of lead `id` (`GET /api/admin/leads/{id}`). */
export async function statusOf(api: AdminApi, id: string): Promise<string> {
  return (await api.getLead(id)).status;
}

/**
 * Waits up to 10 s until lead `id` is stored in `status`.
 * @param what the awaited state, for the failure message (default `status <status>`)
 * @throws Error naming `what` when the stage never arrives
 */
export async function waitForStatus(api: AdminApi, id: string, status: string, what = `status ${status}`) {
  await pollFor(what, async () => ((await statusOf(api, id)) === status ? true : undefined), 10_000);
}

/**
 * Puts a lead into `status` through the admin API when an earlier test did not leave it there, so
 * that each test starts from the state it is about (a failed step does not fail the next ones).
 */
export async function arrangeStatus(api: AdminApi, id: string, status: string): Promise<void> {
  if ((await statusOf(api, id)) === status) return;
  const response = await api.request('PUT', `/api/admin/leads/${encodeURIComponent(id)}`, { status });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  await waitForStatus(api, id, status, `status ${status} (arranged)`);
}

/**
 * Drags the card `card` with the mouse from the middle of its handle (box `from`) onto the board
 * column `target` (box `to` when measured) of stage `stage`, and lets go once the board announces
 * the card over that column. Under the 8 px activation distance nothing starts; then the pointer
 * travels to the column in steps. It aims at the column's left part: while a card is dragged near
 * the board's edge the board scrolls itself, and on a busy machine it scrolls on between slow
 * moves, so the pointer follows the column where it is now, as a person would.
 * @throws Error when the board never announces the card over the column (15 s)
 */
export async function dragCardOnto(
  page: Page,
  drag: { card: string; from: Box; target: Locator; to: Box; stage: string },
): Promise<void> {
  const startX = drag.from.x + drag.from.width / 2;
  const startY = drag.from.y + drag.from.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX + 4, startY, { steps: 2 });
  await page.mouse.move(startX + 12, startY + 2, { steps: 3 });
  const aim = (box: Box) => ({
    x: box.x + Math.min(box.width / 4, 48),
    y: box.y + Math.min(box.height / 2, 200),
  });
  const end = aim(drag.to);
  await page.mouse.move(end.x, end.y, { steps: 25 });
  const announced = page.getByRole('status').filter({ hasText: `${drag.card} ` });
  await waitUntil(
    `the board to announce the card over ${drag.stage}`,
    async () => {
      const now = await drag.target.boundingBox();
      if (now) await page.mouse.move(aim(now).x + 2, aim(now).y + 2, { steps: 2 });
      return announced.allTextContents();
    },
    (texts) => texts.some((text) => text.includes(`${drag.card} is over ${drag.stage}.`)),
  );
  await page.mouse.up();
}
