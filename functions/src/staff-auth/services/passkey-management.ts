import type {
  PasskeyList,
  PasskeySummary,
  RegistrationResponse,
  WebAuthnOptions,
} from '@meridian/shared/staff-auth/passkeys';
import { deletePasskey, listPasskeys, type PasskeyRecord, renamePasskey } from '../data/passkeys';
import { getTotpFactor } from '../data/second-factors';
import { getStaffUser } from '../data/staff-users';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { type Clock, systemClock } from './clock';
import { issuePasskeyChallenge, takeAnsweredChallenge } from './passkey-challenges';
import { EXPIRED_PASSKEY_PROMPT_MESSAGE, storePasskey } from './passkey-sign-in';
import { registrationOptions, verifyRegistration } from './webauthn';

/**
 * A signed-in user's own passkeys (docs/product/staff-accounts.md#passkeys): list, add, rename and
 * remove. The last second factor cannot be removed: a user keeps a TOTP key or at least one passkey.
 */

/** Message of a passkey the user does not have. */
export const PASSKEY_NOT_FOUND_MESSAGE = 'Passkey not found';
/** Message of the removal of the last second factor. */
export const LAST_FACTOR_MESSAGE = 'This is your only second factor; add another before removing it';

const summaryOf = (passkey: PasskeyRecord): PasskeySummary => ({
  id: passkey.credentialId,
  name: passkey.name,
  createdAt: passkey.createdAt,
  ...(passkey.lastUsedAt ? { lastUsedAt: passkey.lastUsedAt } : {}),
});

/** The user's passkeys, oldest first, and whether they have a TOTP key too. */
export async function listOwnPasskeys(userId: string): Promise<PasskeyList> {
  const [passkeys, totp] = await Promise.all([listPasskeys(userId), getTotpFactor(userId)]);
  return { passkeys: passkeys.map(summaryOf), hasTotp: totp !== null };
}

/**
 * Registration options for adding a passkey (the user's passkeys excluded).
 * @throws UnauthorizedError (401) when the user is gone or disabled.
 */
export async function addPasskeyOptions(userId: string, clock: Clock = systemClock): Promise<WebAuthnOptions> {
  const [user, passkeys] = await Promise.all([getStaffUser(userId), listPasskeys(userId)]);
  if (user?.status !== 'active') throw new UnauthorizedError();
  return registrationOptions(user, await issuePasskeyChallenge('add', { userId }, clock()), passkeys);
}

/**
 * Adds the passkey of a registration answer to the user.
 * @returns the new passkey's summary.
 * @throws ValidationError (400) for an answer to another, used or expired prompt or one that does
 *   not verify; ConflictError (409) for a passkey the user has already.
 */
export async function addPasskey(
  userId: string,
  response: RegistrationResponse,
  name: string | undefined,
  clock: Clock = systemClock,
): Promise<PasskeySummary> {
  const taken = await takeAnsweredChallenge(response.response.clientDataJSON, 'add', clock());
  if (taken?.record.userId !== userId) throw new ValidationError(EXPIRED_PASSKEY_PROMPT_MESSAGE);
  const credential = await verifyRegistration(response, async (c) => c === taken.challenge);
  return summaryOf(await storePasskey(userId, credential, name, clock()));
}

/**
 * Renames one of the user's passkeys.
 * @throws NotFoundError (404) when the user has no such passkey.
 */
export async function renameOwnPasskey(userId: string, credentialId: string, name: string): Promise<void> {
  if (!(await renamePasskey(userId, credentialId, name))) throw new NotFoundError(PASSKEY_NOT_FOUND_MESSAGE);
}

/**
 * Removes one of the user's passkeys, unless it is their last second factor.
 * @throws NotFoundError (404) when the user has no such passkey; ConflictError (409) for the last second factor.
 */
export async function removeOwnPasskey(userId: string, credentialId: string): Promise<void> {
  const [passkeys, totp] = await Promise.all([listPasskeys(userId), getTotpFactor(userId)]);
  if (!passkeys.some((passkey) => passkey.credentialId === credentialId)) {
    throw new NotFoundError(PASSKEY_NOT_FOUND_MESSAGE);
  }
  if (!totp && passkeys.length === 1) throw new ConflictError(LAST_FACTOR_MESSAGE);
  if (!(await deletePasskey(userId, credentialId))) throw new NotFoundError(PASSKEY_NOT_FOUND_MESSAGE);
}
