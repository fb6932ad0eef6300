import { TooManyRequestsError } from '../../lib/errors';

/**
 * 429 for a sign-in attempt refused by the client's throttle (docs/product/staff-accounts.md#throttling).
 * Only the first refusal of a client's window goes into the audit log (`login_throttled`), so a
 * flood of guesses cannot flood the log kept for two years (docs/product/privacy.md#audit-log).
 */
export class LoginThrottledError extends TooManyRequestsError {
  constructor(
    retryAfterSeconds: number,
    /** True for the first refused attempt of the client's window (the counter just passed the limit). */
    readonly firstOfWindow: boolean,
  ) {
    super(retryAfterSeconds, 'Too many failed sign-ins; try again later');
  }
}
