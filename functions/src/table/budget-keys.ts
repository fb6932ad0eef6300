import { type ItemKey, ITEM_TYPES as T } from './item-types';

/**
 * The keys of the abuse budgets (docs/architecture.md, "Single-table design"; docs/product/security.md):
 * one counter per client and window for the public writes, one per UTC hour for visitor emails.
 */

/**
 * One client's spending of one budget in one window:
 * `CLIENT_BUDGET#<budget>#<keyed hash of client address>` / `WINDOW#<window start ISO-8601 UTC>`.
 *
 * @param budget - the budget's name (`booking`, `contact`, …).
 * @param clientHash - the keyed hash of the client's throttling key (`ipHashOf(throttleKeyOf(ip))`).
 * @param windowStart - the window's start, epoch ms.
 */
export const clientBudgetKey = (budget: string, clientHash: string, windowStart: number): ItemKey => ({
  pk: `${T.clientBudget.pk}${budget}#${clientHash}`,
  sk: `${T.clientBudget.sk}${new Date(windowStart).toISOString()}`,
});

/**
 * The visitor emails sent in one UTC hour: `VISITOR_EMAILS` / `HOUR#<yyyy-mm-ddThh>`.
 *
 * @param at - any instant of the hour.
 */
export const visitorEmailCountKey = (at: Date): ItemKey => ({
  pk: T.visitorEmailCount.pk,
  sk: `${T.visitorEmailCount.sk}${at.toISOString().slice(0, 13)}`,
});
