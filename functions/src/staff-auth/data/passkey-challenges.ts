import { deleteItem, putItem } from '../../lib/dynamodb';
import { passkeyChallengeKey } from './staff-keys';
import { isConditionalCheckFailed, tableName } from '../../table/table';

/**
 * WebAuthn challenges between the options and the browser's answer (docs/architecture.md:
 * `passkeyChallengeKey`, keyed by the SHA-256 of the challenge). The item says what the challenge
 * is for and, where it is bound to someone, whose it is; it is deleted when an answer arrives, so a
 * challenge is answered once (docs/product/staff-accounts.md#passkeys).
 */

/**
 * What a challenge is for: enrolling a passkey during the sign-in (`enrol`), adding one while
 * signed in (`add`), or signing in (`sign-in`).
 */
export type PasskeyChallengePurpose = 'enrol' | 'add' | 'sign-in';

/** A stored challenge. `expiresAt` epoch ms. */
export interface PasskeyChallengeRecord {
  challengeHash: string;
  purpose: PasskeyChallengePurpose;
  /** The user it is bound to (absent for a sign-in with a passkey alone). */
  userId?: string;
  /** The SHA-256 of the password step's challenge it completes (enrolment, second factor). */
  signInChallengeHash?: string;
  expiresAt: number;
}

const PURPOSES: readonly string[] = ['enrol', 'add', 'sign-in'] satisfies PasskeyChallengePurpose[];

/** Stores a new challenge (never overwrites one). */
export async function putPasskeyChallenge(record: PasskeyChallengeRecord): Promise<void> {
  await putItem({
    TableName: tableName(),
    Item: {
      ...passkeyChallengeKey(record.challengeHash),
      entity: 'passkey_challenge',
      purpose: record.purpose,
      ...(record.userId ? { userId: record.userId } : {}),
      ...(record.signInChallengeHash ? { signInChallengeHash: record.signInChallengeHash } : {}),
      challengeExpiresAt: record.expiresAt,
      expiresAt: Math.ceil(record.expiresAt / 1000),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
}

/**
 * Takes a challenge: deletes it on condition that it exists, so of two answers to one challenge
 * exactly one gets it. Expiry is the caller's rule.
 * @returns the challenge as it was stored, or null when it is unknown or taken already.
 */
export async function takePasskeyChallenge(challengeHash: string): Promise<PasskeyChallengeRecord | null> {
  try {
    const { Attributes: item } = await deleteItem({
      TableName: tableName(),
      Key: passkeyChallengeKey(challengeHash),
      ConditionExpression: 'attribute_exists(pk)',
      ReturnValues: 'ALL_OLD',
    });
    if (!item || typeof item.purpose !== 'string' || !PURPOSES.includes(item.purpose)) return null;
    if (typeof item.challengeExpiresAt !== 'number') return null;
    return {
      challengeHash,
      purpose: item.purpose as PasskeyChallengePurpose,
      ...(typeof item.userId === 'string' ? { userId: item.userId } : {}),
      ...(typeof item.signInChallengeHash === 'string' ? { signInChallengeHash: item.signInChallengeHash } : {}),
      expiresAt: item.challengeExpiresAt,
    };
  } catch (error) {
    if (isConditionalCheckFailed(error)) return null;
    throw error;
  }
}
