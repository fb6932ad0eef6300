import { setTimeout as sleep } from 'node:timers/promises';
import * as z from '@meridian/shared/zod';
import { releaseLoginAttempt, reserveLoginAttempt } from '../data/login-attempts';
import { TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import { BUSINESS_METRICS, countMetric } from '../../lib/metrics';
import { verifyAdminPassword } from './admin-password';
import { AUDIT_EVENTS, audit, throttleKeyHashOf } from './audit';
import { type Clock, systemClock } from './clock';
import { GLOBAL_FAILED_LOGINS_LIMIT } from '../../security-events';
import { MAX_PASSWORD_LENGTH } from './password';
import { startSession } from './sessions';

/**
 * Admin login with brute-force throttling (docs/product/admin.md#throttling). Failed logins are
 * counted per client (IPv4 address or IPv6 /64) in fixed windows; past the limit that client gets
 * 429 with `Retry-After` until its window ends, without its password being checked, while any
 * other client can still log in. Failures are also counted across all clients: past
 * {@link GLOBAL_FAILED_LOGINS_LIMIT} in a window (a distributed guessing attack), every failing
 * login answers only after {@link GLOBAL_FAILURE_DELAY_MS}, while the right password still logs in
 * at once from any address. Each outcome is an audit log line (`audit.ts`).
 */

/** Length of a counting window, in ms (15 minutes). */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins allowed per client per window; the next attempt gets 429. */
export const MAX_FAILED_LOGINS_PER_WINDOW = 10;

/** Failed logins across all clients in one window before failing logins are slowed down. */
export { GLOBAL_FAILED_LOGINS_LIMIT };
/** Delay of a failing login while the global limit is passed, in ms. */
export const GLOBAL_FAILURE_DELAY_MS = 2_000;
/** Counter key of all clients' attempts (never a client hash: those are 64 hex digits). */
const ALL_CLIENTS = 'all-clients';

/** Message of the 401 answer (docs/product/admin.md#login). */
export const INVALID_PASSWORD_MESSAGE = 'Invalid password';

/** Body of `POST /api/admin/login` (docs/product/admin.md#login): `{ password }`, required, at most 1024 characters. */
export const loginRequestSchema = z.strictObject({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
});

/**
 * Logs in with the admin password.
 * @param password - the submitted password (the handler's schema bounds its length).
 * @param clientIp - the client address from `clientIpOf`.
 * @param clock - time source (epoch ms).
 * @param pause - waits the given ms (the global failure delay; tests record it instead).
 * @returns a new session id.
 * @throws TooManyRequestsError (429, `retryAfterSeconds` until the window ends) past the limit.
 * @throws UnauthorizedError (401 'Invalid password') for a wrong password or when none is set.
 */
export async function logIn(
  password: string,
  clientIp: string,
  clock: Clock = systemClock,
  pause: (ms: number) => Promise<unknown> = sleep,
): Promise<{ sessionId: string }> {
  const now = clock();
  const windowStart = now - (now % LOGIN_WINDOW_MS);
  const clientKeyHash = throttleKeyHashOf(clientIp);
  const attempts = await reserveLoginAttempt(clientKeyHash, windowStart, LOGIN_WINDOW_MS);
  if (attempts > MAX_FAILED_LOGINS_PER_WINDOW) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + LOGIN_WINDOW_MS - now) / 1000));
    audit(AUDIT_EVENTS.loginThrottled, clientKeyHash, { attempts, retryAfterSeconds });
    throw new TooManyRequestsError(retryAfterSeconds, 'Too many failed logins; try again later');
  }
  const allAttempts = await reserveLoginAttempt(ALL_CLIENTS, windowStart, LOGIN_WINDOW_MS);
  if (!(await verifyAdminPassword(password))) {
    countMetric(BUSINESS_METRICS.loginFailures);
    const slowed = allAttempts > GLOBAL_FAILED_LOGINS_LIMIT;
    audit(AUDIT_EVENTS.loginFailed, clientKeyHash, { attempts, failuresAllClients: allAttempts, slowed });
    if (slowed) await pause(GLOBAL_FAILURE_DELAY_MS);
    throw new UnauthorizedError(INVALID_PASSWORD_MESSAGE);
  }
  await Promise.all([releaseLoginAttempt(clientKeyHash, windowStart), releaseLoginAttempt(ALL_CLIENTS, windowStart)]);
  audit(AUDIT_EVENTS.loginSucceeded, clientKeyHash);
  return { sessionId: await startSession(clock) };
}
