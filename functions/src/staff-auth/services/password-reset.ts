import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_RESET_PASSWORD_PAGE } from '@meridian/shared/staff-auth/password-reset';
import type { LoginStep } from '@meridian/shared/staff-auth/staff';
import { putPasswordReset, takePasswordReset } from '../data/password-resets';
import { findStaffUserByEmail, getStaffUser, setStaffPassword } from '../data/staff-users';
import { reserveLoginAttempt } from '../data/login-attempts';
import { sendVisitorEmail } from '../../email/services/visitor-email';
import { notifyEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { TooManyRequestsError } from '../../lib/errors';
import { ExpiredTokenError, signToken, throttleSubjectHashOf, verifyToken } from '../../lib/privacy-key';
import { throttleKeyOf } from '../../lib/client-ip';
import { type Clock, systemClock } from './clock';
import { openSecondStep } from './login';
import { hashPassword } from './password';
import { assertStrongPassword } from './password-rule';
import { passwordResetEmail } from './password-reset-email';
import { endSessionsOf } from './sessions';
import { LOGIN_WINDOW_MS } from './throttle';

/**
 * A forgotten password (docs/product/staff-accounts.md#forgotten-password): a request emails an
 * active user a signed link (the privacy key's signed tokens) that names a random nonce, stored
 * only as its SHA-256 hash for one hour and used up by the first reset; the reset sets the
 * password, ends every session of the user and opens the second step of a sign-in, so the second
 * factor is still needed. A request never says whether the address has an account.
 */

/** How long a reset link works, in ms (1 hour). */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** Reset requests a client may make per throttling window (15 minutes); the next gets 429. */
export const MAX_RESET_REQUESTS_PER_WINDOW = 5;
/** Message of a link that was used, has expired or whose user can no longer sign in. */
export const USED_RESET_LINK_MESSAGE = 'This link has been used or has expired; please ask for a new one';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

async function countRequest(clientIp: string, now: number): Promise<void> {
  const windowStart = now - (now % LOGIN_WINDOW_MS);
  const key = throttleSubjectHashOf(`password-reset:${throttleKeyOf(clientIp)}`);
  if ((await reserveLoginAttempt(key, windowStart, LOGIN_WINDOW_MS)) > MAX_RESET_REQUESTS_PER_WINDOW) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + LOGIN_WINDOW_MS - now) / 1000));
    throw new TooManyRequestsError(retryAfterSeconds, 'Too many requests; try again later');
  }
}

/**
 * Emails a reset link to the address when it belongs to an active user; does nothing otherwise. A
 * failed send is logged, not thrown: the answer is the same as for an unknown address.
 * @param email - the address as typed (any case).
 * @param clientIp - the client address from `clientIpOf`.
 * @throws TooManyRequestsError (429) past the client's requests per window.
 */
export async function requestPasswordReset(email: string, clientIp: string, clock: Clock = systemClock): Promise<void> {
  await countRequest(clientIp, clock());
  const user = await findStaffUserByEmail(email);
  if (user?.status !== 'active') return;
  const nonce = randomBytes(16).toString('base64url');
  const expiresAt = clock() + RESET_LINK_LIFETIME_MS;
  await putPasswordReset({ nonceHash: sha256(nonce), userId: user.id, expiresAt });
  const token = signToken('reset-password', nonce, Math.floor(expiresAt / 1000));
  const siteUrl = notifyEnv().SITE_URL;
  const link = `${siteUrl}${ADMIN_RESET_PASSWORD_PAGE}?token=${encodeURIComponent(token)}`;
  // A failed send must not answer differently from an unknown address: it is logged for the operator.
  await sendVisitorEmail(user.email, passwordResetEmail(user.name, link, siteUrl)).catch((error: unknown) => {
    logger.error('Password reset email not sent', { error: error instanceof Error ? error.message : String(error) });
  });
}

/**
 * Sets a new password with a reset link's token (once), ends the user's sessions and opens the
 * second step of a sign-in.
 * @param password - the new password (the schema applied the length rule; the strength rule is applied here).
 * @returns the next step and its challenge, as the password step answers.
 * @throws InvalidTokenError (400) for a malformed or tampered token; ExpiredTokenError (400) for an
 *   expired or used link or one of a user who can no longer sign in; WeakNewPasswordError (400)
 *   when the password breaks the strength rule (the link still works).
 */
export async function resetPassword(token: string, password: string, clock: Clock = systemClock): Promise<LoginStep> {
  const { subscriberId: nonce } = verifyToken(token, 'reset-password', clock());
  // Before the link is used up: a weak password leaves it working for a better one.
  await assertStrongPassword(password, {});
  const reset = await takePasswordReset(sha256(nonce));
  const user = reset && clock() < reset.expiresAt ? await getStaffUser(reset.userId) : null;
  if (user?.status !== 'active') throw new ExpiredTokenError(USED_RESET_LINK_MESSAGE);
  await setStaffPassword(user.id, await hashPassword(password), clock());
  await endSessionsOf(user.id);
  return openSecondStep(user.id, clock);
}
