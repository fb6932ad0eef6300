import type {
  AuthenticationResponse,
  RegistrationResponse,
  WebAuthnOptions,
} from '@meridian/shared/staff-auth/passkeys';
import { getPasskey, listPasskeys, putPasskey, recordPasskeyUse } from '../data/passkeys';
import { consumeSignInChallenge } from '../data/sign-in-challenges';
import { getStaffUser } from '../data/staff-users';
import { ConflictError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { BUSINESS_METRICS, countMetric } from '../../lib/metrics';
import { AUDIT_EVENTS, audit } from './audit';
import { type Clock, systemClock } from './clock';
import { issuePasskeyChallenge, takeAnsweredChallenge } from './passkey-challenges';
import { complete, EXPIRED_SIGN_IN_MESSAGE, openChallenge, type SignedInSession, staffUserOf } from './second-factor';
import { startSession } from './sessions';
import { reserveAttempt } from './throttle';
import {
  authenticationOptions,
  type NewCredential,
  registrationOptions,
  userIdOfHandle,
  verifyAuthentication,
  verifyRegistration,
} from './webauthn';

/**
 * Passkeys in the sign-in (docs/product/staff-accounts.md#passkeys): enrolling a passkey as the
 * second factor of a first sign-in, signing in with a passkey alone (a discoverable credential,
 * no address typed), and a passkey as the second factor after the password. Every answer counts
 * against the client's throttle like a code; a disabled user's passkey signs nobody in.
 */

/** Message of a passkey answer that signs nobody in. */
export const PASSKEY_SIGN_IN_FAILED_MESSAGE = 'This passkey could not sign you in';
/** Message of an answer to a prompt that is unknown, used, expired or of another sign-in. */
export const EXPIRED_PASSKEY_PROMPT_MESSAGE = 'This passkey prompt has expired; please try again';
/** Name of a passkey the user did not name. */
export const DEFAULT_PASSKEY_NAME = 'Passkey';

/**
 * Stores a verified passkey of a user.
 * @param now - epoch ms.
 * @throws ConflictError (409) when the user has this passkey already.
 */
export async function storePasskey(userId: string, credential: NewCredential, name: string | undefined, now: number) {
  const createdAt = new Date(now).toISOString();
  const record = { userId, ...credential, name: name ?? DEFAULT_PASSKEY_NAME, createdAt };
  if (!(await putPasskey(record))) throw new ConflictError('This passkey is registered already');
  return record;
}

/**
 * Registration options for a user enrolling a passkey (the password step answered `enrol`).
 * @throws UnauthorizedError (401) for an unusable challenge.
 */
export async function passkeyEnrolOptions(challenge: string, clock: Clock = systemClock): Promise<WebAuthnOptions> {
  const { record, user } = await openChallenge(challenge, 'enrol', clock());
  const binding = { userId: user.id, signInChallengeHash: record.challengeHash };
  const webAuthnChallenge = await issuePasskeyChallenge('enrol', binding, clock());
  return registrationOptions(user, webAuthnChallenge, []);
}

/**
 * Enrols the passkey of a registration answer as the user's second factor and starts a session.
 * @throws UnauthorizedError (401) for an unusable sign-in or prompt; ValidationError (400) for an
 *   answer that does not verify; TooManyRequestsError (429) past the client's limit.
 */
export async function confirmPasskeyEnrolment(
  challenge: string,
  response: RegistrationResponse,
  name: string | undefined,
  clientIp: string,
  clock: Clock = systemClock,
): Promise<SignedInSession> {
  const { record, user } = await openChallenge(challenge, 'enrol', clock());
  const attempt = await reserveAttempt(clientIp, user.id, clock);
  const taken = await takeAnsweredChallenge(response.response.clientDataJSON, 'enrol', clock());
  if (taken?.record.signInChallengeHash !== record.challengeHash) {
    await attempt.fail();
    throw new UnauthorizedError(EXPIRED_PASSKEY_PROMPT_MESSAGE);
  }
  const credential = await verifyRegistration(response, async (c) => c === taken.challenge).catch(async (error) => {
    await attempt.fail();
    throw error;
  });
  await attempt.release();
  await storePasskey(user.id, credential, name, clock());
  const signedIn = await complete(record, user, clock);
  audit(AUDIT_EVENTS.loginSucceeded, attempt.clientKeyHash, { enrolled: true, passkey: true });
  return signedIn;
}

/**
 * Sign-in options: for a passkey alone (no challenge: any passkey of the site), or as the second
 * factor of a password step (`totp` or `passkey`: that user's passkeys only).
 * @throws UnauthorizedError (401) for an unusable challenge; ValidationError (400) when its user has no passkey.
 */
export async function passkeySignInOptions(
  challenge: string | undefined,
  clock: Clock = systemClock,
): Promise<WebAuthnOptions> {
  if (challenge === undefined) return authenticationOptions(await issuePasskeyChallenge('sign-in', {}, clock()), []);
  const { record, user } = await openChallenge(challenge, ['totp', 'passkey'], clock());
  const passkeys = await listPasskeys(user.id);
  if (passkeys.length === 0) throw new ValidationError('You have no passkey yet; use your authenticator app');
  const binding = { userId: user.id, signInChallengeHash: record.challengeHash };
  return authenticationOptions(await issuePasskeyChallenge('sign-in', binding, clock()), passkeys);
}

/**
 * Signs in with a passkey's answer: its prompt (taken once), its user (the prompt's, or the user
 * handle's), an active user, the stored passkey and the library's check with its counter. A prompt
 * of a password step also completes that step.
 * @throws UnauthorizedError (401) when it signs nobody in; TooManyRequestsError (429) past the client's limit.
 */
export async function signInWithPasskey(
  response: AuthenticationResponse,
  clientIp: string,
  clock: Clock = systemClock,
): Promise<SignedInSession> {
  const taken = await takeAnsweredChallenge(response.response.clientDataJSON, 'sign-in', clock());
  const userId = taken?.record.userId ?? userIdOfHandle(response.response.userHandle);
  const attempt = await reserveAttempt(clientIp, userId ?? 'passkey', clock);
  const [user, passkey] = userId
    ? await Promise.all([getStaffUser(userId), getPasskey(userId, response.id)])
    : [null, null];
  const checked =
    taken && user?.status === 'active' && passkey
      ? await verifyAuthentication(response, async (c) => c === taken.challenge, passkey).catch(() => null)
      : null;
  if (!taken || !user || !passkey || !checked?.verified) {
    countMetric(BUSINESS_METRICS.loginFailures);
    await attempt.fail();
    throw new UnauthorizedError(PASSKEY_SIGN_IN_FAILED_MESSAGE);
  }
  await attempt.release();
  await recordPasskeyUse(user.id, passkey.credentialId, checked.newCounter, new Date(clock()).toISOString());
  const signInHash = taken.record.signInChallengeHash;
  if (signInHash && !(await consumeSignInChallenge(signInHash))) throw new UnauthorizedError(EXPIRED_SIGN_IN_MESSAGE);
  const sessionId = await startSession(user, clock);
  audit(AUDIT_EVENTS.loginSucceeded, attempt.clientKeyHash, { passkey: true, secondFactor: signInHash !== undefined });
  return { sessionId, user: staffUserOf(user) };
}
