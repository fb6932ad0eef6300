/**
 * The local bus's retry policy: how often and for how long a failing rule target is retried before
 * its delivery goes to the dead-letter file (`event-bus-journal.ts`).
 *
 * In AWS a delivery has two retry layers (`infra/lib/events.ts`): EventBridge retries the Lambda
 * API call itself (8 retries within 24 h, when Lambda is throttled or unavailable), and Lambda
 * retries an asynchronous invocation whose function threw twice, one and then two minutes later
 * (so over about three minutes), before the event goes to the dead-letter queue. Locally only the second layer matters (invoking a
 * module in this process cannot be throttled), so the defaults copy its shape while keeping a
 * failing consumer visible within minutes:
 *
 * - exponential back-off: 1 s before the first retry, doubled each time, at most 60 s apart
 *   (1, 2, 4, 8, 16, 32, 60, 60, 60 s);
 * - at most 10 attempts in all, so the last one is about 4 minutes (243 s) after the first;
 * - within a maximum event age of 15 minutes, counted from acceptance (or from the replay or
 *   redrive that gave the delivery a new start: a stopped stack's downtime does not count).
 *
 * The span matters because consumers are idempotent with a 60 s lease: a delivery that finds
 * another delivery's lease fails (`EventInProgressError`) and must be retried after the lease has
 * expired. With these delays the 7th attempt comes 63 s after the first and three more follow, so
 * a lease left by a crashed invocation has long expired before the delivery gives up.
 */

/** The retry policy of the local bus; every field is optional in the bus's options. */
export interface DeliveryPolicy {
  /** Attempts per target, the first one included. */
  maxAttempts: number;
  /** Delay before the first retry in ms, doubled for each further retry. */
  baseDelayMs: number;
  /** Longest delay between two attempts, in ms. */
  maxDelayMs: number;
  /** No retry is scheduled later than this many ms after the delivery's window started. */
  maxEventAgeMs: number;
}

/** The defaults of `npm start` (see the module comment for why). */
export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  maxAttempts: 10,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  maxEventAgeMs: 15 * 60_000,
};

/**
 * The delay after a failed attempt.
 *
 * @param attempts - attempts made so far, at least 1
 * @param policy - the retry policy
 * @returns the delay in ms before the next attempt: `baseDelayMs * 2^(attempts-1)`, at most `maxDelayMs`
 */
export function retryDelayMs(attempts: number, policy: DeliveryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

/**
 * Decides what follows a failed attempt.
 *
 * @param attempts - attempts made so far, the failed one included
 * @param windowStartedAt - when the delivery's age window started, in ms since the epoch
 * @param now - the current time, in ms since the epoch
 * @param policy - the retry policy
 * @returns the time of the next attempt in ms since the epoch, or undefined when the delivery is
 *   out of attempts or the next attempt would fall after its maximum age (it is dead-lettered)
 */
export function nextAttemptAt(
  attempts: number,
  windowStartedAt: number,
  now: number,
  policy: DeliveryPolicy,
): number | undefined {
  if (attempts >= policy.maxAttempts) return undefined;
  const at = now + retryDelayMs(attempts, policy);
  return at - windowStartedAt > policy.maxEventAgeMs ? undefined : at;
}
