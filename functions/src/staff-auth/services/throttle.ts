import { setTimeout as sleep } from 'node:timers/promises';
import { releaseLoginAttempt, reserveLoginAttempt } from '../data/login-attempts';
import { GLOBAL_FAILED_LOGINS_LIMIT } from '../../security-events';
import { AUDIT_EVENTS, audit, throttleKeyHashOf } from './audit';
import { type Clock, systemClock } from './clock';
import { LoginThrottledError } from './login-throttled-error';
import { throttleSubjectHashOf } from '../../lib/privacy-key';

/**
 * Brute-force throttling of sign-ins (docs/product/admin.md#throttling,
 * docs/product/staff-accounts.md#throttling). Every password and every second-factor code reserves
 * an attempt in fixed windows before it is checked (one atomic counter, so concurrent guesses cannot
 * slip past the limit) and gives it back when it was right; what remains counts failures.
 * - Per client (IPv4 address or IPv6 /64): past the limit that client gets 429 with `Retry-After`
 *   until its window ends, without its input being checked.
 * - Per account and across all clients: past their limits failing attempts are answered only after
 *   {@link FAILURE_DELAY_MS}, never refused, so a right password and code from another address is
 *   never locked out by someone else's failures.
 */

/** Length of a counting window, in ms (15 minutes). */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed attempts allowed per client per window; the next attempt gets 429. */
export const MAX_FAILED_LOGINS_PER_WINDOW = 10;
/** Failed attempts on one account per window before its failing attempts are slowed down. */
export const MAX_FAILED_LOGINS_PER_ACCOUNT = 20;
/** Delay of a failing attempt while an account or the global limit is passed, in ms. */
export const FAILURE_DELAY_MS = 2_000;
/** Counter key of all clients' attempts (never a client hash: those are 22 base64url characters). */
const ALL_CLIENTS = 'all-clients';

/** The attempts reserved for one sign-in step, to give back when it succeeds or to count as failed. */
export interface ReservedAttempt {
  /** The client's throttle key hash (for the audit log line). */
  clientKeyHash: string;
  /** Gives the reserved attempts back (the step succeeded). */
  release(): Promise<void>;
  /** Treats the attempt as failed: audits it, and waits first when a slower limit is passed. */
  fail(): Promise<void>;
}

/** The keyed hash that names an account's counter (an email or a user id, any case). */
function accountKeyHash(account: string): string {
  return throttleSubjectHashOf(`account:${account.trim().toLowerCase()}`);
}

/**
 * Reserves one attempt of a client on an account.
 * @param clientIp - the client address from `clientIpOf`.
 * @param account - what the attempt is against (a normalised email or a user id).
 * @param clock - time source (epoch ms).
 * @param pause - waits the given ms (tests record it instead).
 * @throws LoginThrottledError (429, `retryAfterSeconds` until the window ends) when the client is past its limit.
 */
export async function reserveAttempt(
  clientIp: string,
  account: string,
  clock: Clock = systemClock,
  pause: (ms: number) => Promise<unknown> = sleep,
): Promise<ReservedAttempt> {
  const now = clock();
  const windowStart = now - (now % LOGIN_WINDOW_MS);
  const clientKeyHash = throttleKeyHashOf(clientIp);
  const attempts = await reserveLoginAttempt(clientKeyHash, windowStart, LOGIN_WINDOW_MS);
  if (attempts > MAX_FAILED_LOGINS_PER_WINDOW) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + LOGIN_WINDOW_MS - now) / 1000));
    audit(AUDIT_EVENTS.loginThrottled, clientKeyHash, { attempts, retryAfterSeconds });
    throw new LoginThrottledError(retryAfterSeconds, attempts === MAX_FAILED_LOGINS_PER_WINDOW + 1);
  }
  const accountHash = accountKeyHash(account);
  const [allAttempts, accountAttempts] = await Promise.all([
    reserveLoginAttempt(ALL_CLIENTS, windowStart, LOGIN_WINDOW_MS),
    reserveLoginAttempt(accountHash, windowStart, LOGIN_WINDOW_MS),
  ]);
  return {
    clientKeyHash,
    release: async () => {
      await Promise.all([clientKeyHash, ALL_CLIENTS, accountHash].map((key) => releaseLoginAttempt(key, windowStart)));
    },
    fail: async () => {
      const slowed = allAttempts > GLOBAL_FAILED_LOGINS_LIMIT || accountAttempts > MAX_FAILED_LOGINS_PER_ACCOUNT;
      audit(AUDIT_EVENTS.loginFailed, clientKeyHash, {
        attempts,
        failuresAllClients: allAttempts,
        failuresAccount: accountAttempts,
        slowed,
      });
      if (slowed) await pause(FAILURE_DELAY_MS);
    },
  };
}
