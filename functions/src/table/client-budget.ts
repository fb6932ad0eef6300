import * as z from '@meridian/shared/zod';
import { clientBudgetKey } from './budget-keys';
import { takeCounterUnit } from './abuse-counters';
import { type ClientAddressSource, clientIpOf, throttleKeyOf } from '../lib/client-ip';
import { TooManyRequestsError } from '../lib/errors';
import { logger } from '../lib/logger';
import { ipHashOf } from '../lib/privacy-key';

/**
 * Per-client budgets of the public writes (docs/product/security.md#client-budgets): each client
 * address (an IPv4 address, or an IPv6 /64, as the login throttle keys them; stored only as a
 * keyed hash) may send each of these routes at most its budget of accepted requests in one UTC
 * hour; past it the route answers 429 with `Retry-After` (the seconds until the hour ends).
 * The WAF's coarser per-IP rules sit in front of this (docs/product/security.md#waf).
 */

/** Production defaults: accepted requests per client address per UTC hour, before `RATE_LIMIT_SCALE`. */
export const CLIENT_BUDGETS = {
  /** `POST /api/bookings`. */
  booking: 6,
  /** `POST /api/contact`. */
  contact: 10,
  /** `POST /api/assessment-email`. */
  assessmentEmail: 10,
  /** `POST /api/newsletter`. */
  newsletter: 10,
} as const;

/** The name of one budget of {@link CLIENT_BUDGETS}. */
export type ClientBudget = keyof typeof CLIENT_BUDGETS;

/** Length of a budget's window: one UTC hour, in ms. */
export const CLIENT_BUDGET_WINDOW_MS = 60 * 60 * 1000;

/**
 * How long a request waits for its budget's counter before it goes on unchecked, in ms: one AWS
 * DynamoDB request time, so a stalled table delays a visitor by at most 1.5 s. Tests that assert
 * a refusal on a busy machine raise it.
 */
export const clientBudgetWait = { ms: 1_500 };

/** The message of the 429. */
export const CLIENT_BUDGET_MESSAGE =
  'We have received a lot of requests from your network. Please try again later or email us.';

const scaleSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? undefined : value),
  z.coerce.number().positive().max(10_000).default(1),
);

/**
 * `RATE_LIMIT_SCALE`: multiplies every per-client budget of the public routes (default 1).
 *
 * @param env - the environment (default `process.env`).
 * @throws ZodError for a value that is not a positive number up to 10,000.
 */
export function rateLimitScale(env: Record<string, string | undefined> = process.env): number {
  return scaleSchema.parse(env.RATE_LIMIT_SCALE);
}

/**
 * A budget's limit after scaling: at least 1 request an hour.
 *
 * @param budget - which budget.
 * @param scale - `RATE_LIMIT_SCALE`.
 */
export function budgetLimit(budget: ClientBudget, scale: number): number {
  return Math.max(1, Math.floor(CLIENT_BUDGETS[budget] * scale));
}

/**
 * The window of an instant: its start (epoch ms) and the whole seconds left until it ends (at least 1).
 *
 * @param now - epoch ms.
 */
export function budgetWindowOf(now: number): { start: number; secondsLeft: number } {
  const start = now - (now % CLIENT_BUDGET_WINDOW_MS);
  return { start, secondsLeft: Math.max(1, Math.ceil((start + CLIENT_BUDGET_WINDOW_MS - now) / 1000)) };
}

/**
 * Spends one request of a client's budget, after the request's input was found valid (bad input
 * spends nothing). When the counter cannot be reached in one DynamoDB request time, the request
 * goes on (within {@link clientBudgetWait}): a visitor is never refused or kept waiting because the
 * database stalled (docs/decisions/037-nothing-accepted-is-lost.md comes first; the WAF still limits).
 *
 * @param budget - which budget.
 * @param event - the request (its client address: `clientIpOf`).
 * @param now - the instant (default now).
 * @throws TooManyRequestsError (429, `Retry-After` = seconds to the window's end) when the budget is spent.
 */
export async function spendClientBudget(
  budget: ClientBudget,
  event: ClientAddressSource,
  now: Date = new Date(),
): Promise<void> {
  const { start, secondsLeft } = budgetWindowOf(now.getTime());
  const key = clientBudgetKey(budget, ipHashOf(throttleKeyOf(clientIpOf(event))), start);
  const expiresAt = Math.ceil((start + 2 * CLIENT_BUDGET_WINDOW_MS) / 1000);
  const taken = takeCounterUnit(key, budgetLimit(budget, rateLimitScale()), expiresAt, 'client_budget');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), clientBudgetWait.ms);
  });
  try {
    const outcome = await Promise.race([taken, late]);
    if (outcome === false) throw new TooManyRequestsError(secondsLeft, CLIENT_BUDGET_MESSAGE);
    if (outcome === 'late') logger.warn('Client budget not checked in time; request allowed', { budget });
  } catch (error) {
    if (error instanceof TooManyRequestsError) throw error;
    logger.warn('Client budget could not be checked; request allowed', { budget, error });
  } finally {
    clearTimeout(timer);
    taken.catch(() => undefined);
  }
}
