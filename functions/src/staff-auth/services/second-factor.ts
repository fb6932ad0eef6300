import type { StaffUser, TotpSetup } from '@meridian/shared/staff-auth/staff';
import { getTotpFactor, putTotpFactor, useRecoveryCode } from '../data/second-factors';
import {
  consumeSignInChallenge,
  countWrongCode,
  getSignInChallenge,
  type SignInChallengeRecord,
  type SignInStep,
  setPendingSecret,
} from '../data/sign-in-challenges';
import { getStaffUser, type StaffUserRecord } from '../data/staff-users';
import { UnauthorizedError, ValidationError } from '../../lib/errors';
import { BUSINESS_METRICS, countMetric } from '../../lib/metrics';
import { AUDIT_EVENTS, audit } from './audit';
import { type Clock, systemClock } from './clock';
import { hashChallenge } from './login';
import { open, seal } from './secret-box';
import { startSession } from './sessions';
import { reserveAttempt } from './throttle';
import { hashRecoveryCode, isValidTotp, newRecoveryCodes, newTotpKey, normaliseRecoveryCode } from './totp';

/**
 * The second step of a staff sign-in (docs/product/staff-accounts.md#second-factor): enrolling a
 * TOTP key (setup, then confirm with a code, which answers ten recovery codes) or entering a TOTP
 * or recovery code. Each completes the sign-in challenge of the password step once, and starts a
 * session. Wrong codes count against the client's throttle; five on one challenge end it, so the
 * password is needed again.
 */

/** Wrong codes a challenge survives. */
export const MAX_WRONG_CODES = 5;
/** Message of a challenge that is unknown, expired, used or of another step. */
export const EXPIRED_SIGN_IN_MESSAGE = 'This sign-in has expired; please sign in again';
/** Message of a wrong code. */
export const INVALID_CODE_MESSAGE = 'Invalid code';

/** A completed sign-in: the new session and who it belongs to. */
export interface SignedInSession {
  sessionId: string;
  user: StaffUser;
}

/** The public fields of a user. */
export function staffUserOf(user: StaffUserRecord): StaffUser {
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

/**
 * Opens the sign-in challenge of a password step for its next step.
 * @param step - the step (or steps) the caller completes.
 * @param now - epoch ms.
 * @returns the challenge and its active user.
 * @throws UnauthorizedError (401) for an unknown, expired or used challenge, one of another step or
 *   of a user who is disabled or gone.
 */
export async function openChallenge(
  challenge: string,
  step: SignInStep | readonly SignInStep[],
  now: number,
): Promise<{ record: SignInChallengeRecord; user: StaffUserRecord }> {
  const steps: readonly SignInStep[] = typeof step === 'string' ? [step] : step;
  const record = await getSignInChallenge(hashChallenge(challenge));
  const user =
    record && steps.includes(record.step) && now < record.expiresAt ? await getStaffUser(record.userId) : null;
  if (!record || user?.status !== 'active') throw new UnauthorizedError(EXPIRED_SIGN_IN_MESSAGE);
  return { record, user };
}

async function wrongCode(record: SignInChallengeRecord, fail: () => Promise<void>): Promise<never> {
  countMetric(BUSINESS_METRICS.loginFailures);
  if ((await countWrongCode(record.challengeHash)) >= MAX_WRONG_CODES) {
    await consumeSignInChallenge(record.challengeHash);
  }
  await fail();
  throw new UnauthorizedError(INVALID_CODE_MESSAGE);
}

/**
 * Completes a sign-in: uses up its challenge (once) and starts the session.
 * @throws UnauthorizedError (401) when the challenge was used meanwhile.
 */
export async function complete(
  record: SignInChallengeRecord,
  user: StaffUserRecord,
  clock: Clock,
): Promise<SignedInSession> {
  if (!(await consumeSignInChallenge(record.challengeHash))) throw new UnauthorizedError(EXPIRED_SIGN_IN_MESSAGE);
  const sessionId = await startSession(user, clock);
  return { sessionId, user: staffUserOf(user) };
}

/**
 * Offers a new TOTP key to a user enrolling (step `enrol`); a second call replaces the offer.
 * @param challenge - the challenge of the password step.
 * @returns the key in base32 and its `otpauth://` URI.
 * @throws UnauthorizedError (401) for an unknown, expired or used challenge, or one of the `totp` step.
 */
export async function setUpTotp(challenge: string, clock: Clock = systemClock): Promise<TotpSetup> {
  const { record, user } = await openChallenge(challenge, 'enrol', clock());
  const key = newTotpKey(user.email);
  await setPendingSecret(record.challengeHash, seal(key.secret, user.id));
  return key;
}

/**
 * Confirms the offered TOTP key with a code from the app: stores the key (sealed) with ten new
 * recovery codes and starts a session.
 * @returns the session, the user and the recovery codes (shown once, stored only as hashes).
 * @throws ValidationError (400) when no key was offered on this challenge yet.
 * @throws UnauthorizedError (401) for a wrong code or an unusable challenge.
 * @throws TooManyRequestsError (429) past the client's limit.
 */
export async function confirmTotp(
  challenge: string,
  code: string,
  clientIp: string,
  clock: Clock = systemClock,
): Promise<SignedInSession & { recoveryCodes: string[] }> {
  const { record, user } = await openChallenge(challenge, 'enrol', clock());
  if (!record.pendingSecret) throw new ValidationError('Set up the authenticator app first');
  const attempt = await reserveAttempt(clientIp, user.id, clock);
  const secret = open(record.pendingSecret, user.id);
  if (!isValidTotp(secret, code, clock())) return wrongCode(record, attempt.fail);
  await attempt.release();
  const recoveryCodes = newRecoveryCodes();
  const hashes = recoveryCodes.map((recoveryCode) => hashRecoveryCode(normaliseRecoveryCode(recoveryCode) ?? ''));
  await putTotpFactor(user.id, seal(secret, user.id), hashes, clock());
  const signedIn = await complete(record, user, clock);
  audit(AUDIT_EVENTS.loginSucceeded, attempt.clientKeyHash, { enrolled: true });
  return { ...signedIn, recoveryCodes };
}

/**
 * Completes a sign-in with a TOTP code or an unused recovery code (which is used up).
 * @throws UnauthorizedError (401) for a wrong code or an unusable challenge.
 * @throws TooManyRequestsError (429) past the client's limit.
 */
export async function signInWithCode(
  challenge: string,
  code: string,
  clientIp: string,
  clock: Clock = systemClock,
): Promise<SignedInSession> {
  const { record, user } = await openChallenge(challenge, 'totp', clock());
  const attempt = await reserveAttempt(clientIp, user.id, clock);
  const factor = await getTotpFactor(user.id);
  const recoveryCode = normaliseRecoveryCode(code);
  const right = recoveryCode
    ? await useRecoveryCode(user.id, hashRecoveryCode(recoveryCode))
    : factor !== null && isValidTotp(open(factor.sealedSecret, user.id), code, clock());
  if (!right) return wrongCode(record, attempt.fail);
  await attempt.release();
  const signedIn = await complete(record, user, clock);
  audit(AUDIT_EVENTS.loginSucceeded, attempt.clientKeyHash, { recoveryCode: recoveryCode !== null });
  return signedIn;
}
