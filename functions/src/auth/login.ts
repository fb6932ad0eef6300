import { createHash } from 'node:crypto';
import * as z from '@meridian/shared/zod';
import { releaseLoginAttempt, reserveLoginAttempt } from '../data/login-attempts';
import { TooManyRequestsError, UnauthorizedError } from '../lib/errors';
import { BUSINESS_METRICS, countMetric } from '../lib/metrics';
import { verifyAdminPassword } from './admin-password';
import { throttleKeyOf } from './client-ip';
import { type Clock, systemClock } from './clock';
import { MAX_PASSWORD_LENGTH } from './password';
import { startSession } from './sessions';

/**
 * Admin login with brute-force throttling (issue 4; DECISIONS.md "Repeated failed logins are
 * throttled (HTTP 429)"). Failed logins are counted per client (IPv4 address or IPv6 /64) in fixed
 * windows; past the limit that client gets 429 with `Retry-After` until its window ends, without
 * its password being checked, while any other client can still log in.
 */

/** Length of a counting window, in ms (15 minutes). */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins allowed per client per window; the next attempt gets 429. */
export const MAX_FAILED_LOGINS_PER_WINDOW = 10;

/** Message of the 401 answer (issue 4). */
export const INVALID_PASSWORD_MESSAGE = 'Invalid password';

/** Body of `POST /api/admin/login` (SPEC.md section 7): `{ password }`, required, at most 1024 characters. */
export const loginRequestSchema = z.strictObject({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
});

/**
 * Logs in with the admin password.
 * @param password - the submitted password (the handler's schema bounds its length).
 * @param clientIp - the client address from `clientIpOf`.
 * @param clock - time source (epoch ms).
 * @returns a new session id.
 * @throws TooManyRequestsError (429, `retryAfterSeconds` until the window ends) past the limit.
 * @throws UnauthorizedError (401 'Invalid password') for a wrong password or when none is set.
 */
export async function logIn(
  password: string,
  clientIp: string,
  clock: Clock = systemClock,
): Promise<{ sessionId: string }> {
  const now = clock();
  const windowStart = now - (now % LOGIN_WINDOW_MS);
  const clientKeyHash = createHash('sha256')
    .update(`login:${throttleKeyOf(clientIp)}`)
    .digest('hex');
  const attempts = await reserveLoginAttempt(clientKeyHash, windowStart, LOGIN_WINDOW_MS);
  if (attempts > MAX_FAILED_LOGINS_PER_WINDOW) {
    throw new TooManyRequestsError(
      Math.max(1, Math.ceil((windowStart + LOGIN_WINDOW_MS - now) / 1000)),
      'Too many failed logins; try again later',
    );
  }
  if (!(await verifyAdminPassword(password))) {
    countMetric(BUSINESS_METRICS.loginFailures);
    throw new UnauthorizedError(INVALID_PASSWORD_MESSAGE);
  }
  await releaseLoginAttempt(clientKeyHash, windowStart);
  return { sessionId: await startSession(clock) };
}
