import { createHash, randomBytes } from 'node:crypto';
import type { LoginStep } from '@meridian/shared/staff-auth/staff';
import { listPasskeys } from '../data/passkeys';
import { getTotpFactor } from '../data/second-factors';
import { putSignInChallenge } from '../data/sign-in-challenges';
import { findStaffUserByEmail } from '../data/staff-users';
import { UnauthorizedError } from '../../lib/errors';
import { BUSINESS_METRICS, countMetric } from '../../lib/metrics';
import { type Clock, systemClock } from './clock';
import { verifyAgainstNothing, verifyPassword } from './password';
import { reserveAttempt } from './throttle';

/**
 * The password step of a staff sign-in (docs/product/staff-accounts.md#sign-in): the email and
 * password of an active user open a sign-in challenge for the second factor, never a session. The
 * next step is a TOTP or recovery code, or the enrolment of a second factor when the user has none
 * yet. Throttled per client, per account and globally (`throttle.ts`).
 */

export {
  LOGIN_WINDOW_MS,
  MAX_FAILED_LOGINS_PER_WINDOW,
  MAX_FAILED_LOGINS_PER_ACCOUNT,
  FAILURE_DELAY_MS,
} from './throttle';

/** Message of the 401 answer: it never says which of the two was wrong. */
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';
/** How long a sign-in challenge lasts, in ms (10 minutes). */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/** Hex SHA-256 of a challenge: the only form in which it is stored. */
export function hashChallenge(challenge: string): string {
  return createHash('sha256').update(challenge, 'utf8').digest('hex');
}

/**
 * Checks an email and password.
 * @param email - the submitted address (any case).
 * @param password - the submitted password (the handler's schema bounds its length).
 * @param clientIp - the client address from `clientIpOf`.
 * @param clock - time source (epoch ms).
 * @param pause - waits the given ms (the slow-down of failures; tests record it instead).
 * @returns the next step and its challenge (43 base64url characters, valid 10 minutes, single use).
 * @throws TooManyRequestsError (429) past the client's limit.
 * @throws UnauthorizedError (401 'Invalid email or password') for an unknown, disabled or
 *   password-less user or a wrong password, all alike and in the same time.
 */
export async function logIn(
  email: string,
  password: string,
  clientIp: string,
  clock: Clock = systemClock,
  pause?: (ms: number) => Promise<unknown>,
): Promise<LoginStep> {
  const attempt = await reserveAttempt(clientIp, email, clock, pause);
  const user = await findStaffUserByEmail(email);
  const usable = user?.status === 'active' && user.password ? user : null;
  const right = usable?.password
    ? await verifyPassword(password, usable.password)
    : await verifyAgainstNothing(password);
  if (!usable || !right) {
    countMetric(BUSINESS_METRICS.loginFailures);
    await attempt.fail();
    throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
  }
  await attempt.release();
  return openSecondStep(usable.id, clock);
}

/**
 * Opens the second step of a sign-in whose password was right (or just set by a reset link): `totp`
 * for a user with a TOTP key, `passkey` for a user whose second factors are passkeys only, `enrol`
 * for a user without any.
 * @param userId - the user.
 * @returns the step and its challenge (43 base64url characters, valid 10 minutes, single use).
 */
export async function openSecondStep(userId: string, clock: Clock = systemClock): Promise<LoginStep> {
  const [totp, passkeys] = await Promise.all([getTotpFactor(userId), listPasskeys(userId)]);
  const step = totp ? 'totp' : passkeys.length > 0 ? 'passkey' : 'enrol';
  return { step, challenge: await openSignInChallenge(userId, step, clock) };
}

/**
 * Opens the second step of a sign-in for a user whose password was just proven (the password step,
 * an accepted invitation, a reset link).
 * @param step - `totp` to enter a code, `passkey` to use a passkey, `enrol` to enrol a second factor.
 * @returns the challenge: 43 base64url characters, valid 10 minutes, single use.
 */
export async function openSignInChallenge(
  userId: string,
  step: LoginStep['step'],
  clock: Clock = systemClock,
): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await putSignInChallenge({
    challengeHash: hashChallenge(challenge),
    userId,
    step,
    expiresAt: clock() + CHALLENGE_LIFETIME_MS,
  });
  return challenge;
}
