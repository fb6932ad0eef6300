import { normaliseEmail } from '@meridian/shared/fields';
import { INDEX_PARTITIONS as I, type IndexKey, type ItemKey, ITEM_TYPES as T } from '../../table/item-types';

/**
 * The keys of the staff-auth items (docs/product/staff-accounts.md), built from their description
 * in `table/item-types.ts` as every other key builder is (docs/decisions/034-item-types-described-once.md).
 */

/** A staff user: `USER#<id>` / `USER` (docs/product/staff-accounts.md). */
export const staffUserKey = (userId: string): ItemKey => ({ pk: `${T.staffUser.pk}${userId}`, sk: T.staffUser.sk });

/** A user's TOTP factor, in the user's partition: `USER#<id>` / `TOTP`. */
export const totpFactorKey = (userId: string): ItemKey => ({ pk: `${T.totpFactor.pk}${userId}`, sk: T.totpFactor.sk });

/** Sort key prefix of a user's recovery codes (a Query on the user's partition lists them). */
export const RECOVERY_CODE_PREFIX = T.recoveryCode.sk;

/** One unused recovery code of a user: `USER#<id>` / `RECOVERY#<sha-256 of the code>`. */
export const recoveryCodeKey = (userId: string, codeHash: string): ItemKey => ({
  pk: `${T.recoveryCode.pk}${userId}`,
  sk: `${T.recoveryCode.sk}${codeHash}`,
});

/** The claim of a staff email address: `USER_EMAIL#<lower-cased email>` / `USER_EMAIL` → the user id. */
export const staffEmailKey = (email: string): ItemKey => ({
  pk: `${T.staffEmail.pk}${normaliseEmail(email)}`,
  sk: T.staffEmail.sk,
});

/** A pending sign-in between the password and the second factor: `SIGN_IN#<sha-256 of the challenge>` / `SIGN_IN`. */
export const signInChallengeKey = (challengeHash: string): ItemKey => ({
  pk: `${T.signInChallenge.pk}${challengeHash}`,
  sk: T.signInChallenge.sk,
});

/** Sort key prefix of a user's passkeys (a Query on the user's partition lists them). */
export const PASSKEY_PREFIX = T.passkeyCredential.sk;

/** One passkey of a user: `USER#<id>` / `PASSKEY#<credential id>` (base64url). */
export const passkeyKey = (userId: string, credentialId: string): ItemKey => ({
  pk: `${T.passkeyCredential.pk}${userId}`,
  sk: `${T.passkeyCredential.sk}${credentialId}`,
});

/** A WebAuthn challenge waiting for the browser's answer: `PASSKEY_CHALLENGE#<sha-256>` / `PASSKEY_CHALLENGE`. */
export const passkeyChallengeKey = (challengeHash: string): ItemKey => ({
  pk: `${T.passkeyChallenge.pk}${challengeHash}`,
  sk: T.passkeyChallenge.sk,
});

/** A password reset link waiting to be used: `PASSWORD_RESET#<sha-256 of its nonce>` / `PASSWORD_RESET`. */
export const passwordResetKey = (nonceHash: string): ItemKey => ({
  pk: `${T.passwordReset.pk}${nonceHash}`,
  sk: T.passwordReset.sk,
});

/** A user's entry in the list of staff users (gsi1 `STAFF_USERS`, oldest first). */
export const staffUserIndexKey = (createdAt: string, userId: string): IndexKey => ({
  gsi1pk: I.staffUserIndex.pk,
  gsi1sk: `${createdAt}#${userId}`,
});

/** The partition of the staff users' list in gsi1. */
export const STAFF_USER_INDEX_PARTITION = I.staffUserIndex.pk;

/** An invitation link of an invited user: `INVITATION#<random id>` / `INVITATION`. */
export const invitationKey = (invitationId: string): ItemKey => ({
  pk: `${T.invitation.pk}${invitationId}`,
  sk: T.invitation.sk,
});
