import { deleteItem, getItem, putItem, updateItem } from '../../lib/dynamodb';
import { signInChallengeKey } from './staff-keys';
import { isConditionalCheckFailed, tableName } from '../../table/table';

/**
 * Sign-ins between the password and the second factor (docs/architecture.md: `signInChallengeKey`,
 * keyed by the SHA-256 of the challenge, which only the browser holds). The item names the user and
 * the step, holds the pending TOTP key of an enrolment (sealed) and counts wrong codes; it is
 * deleted when the sign-in completes, so a challenge signs in once
 * (docs/product/staff-accounts.md#sign-in).
 */

/** What the browser does next: enter a TOTP or recovery code, use a passkey, or enrol a second factor. */
export type SignInStep = 'totp' | 'passkey' | 'enrol';

/** A stored challenge. Times epoch ms. */
export interface SignInChallengeRecord {
  challengeHash: string;
  userId: string;
  step: SignInStep;
  /** The TOTP key offered by the enrolment's setup, sealed; absent before the setup. */
  pendingSecret?: string;
  /** Wrong codes entered so far. */
  failures: number;
  expiresAt: number;
}

/** Stores a new challenge (never overwrites one). */
export async function putSignInChallenge(record: Omit<SignInChallengeRecord, 'failures'>): Promise<void> {
  await putItem({
    TableName: tableName(),
    Item: {
      ...signInChallengeKey(record.challengeHash),
      entity: 'sign_in_challenge',
      userId: record.userId,
      step: record.step,
      failures: 0,
      challengeExpiresAt: record.expiresAt,
      expiresAt: Math.ceil(record.expiresAt / 1000),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
}

/** Reads a challenge (strongly consistent); null when unknown or deleted. Expiry is the caller's rule. */
export async function getSignInChallenge(challengeHash: string): Promise<SignInChallengeRecord | null> {
  const { Item } = await getItem({
    TableName: tableName(),
    Key: signInChallengeKey(challengeHash),
    ConsistentRead: true,
  });
  if (!Item || typeof Item.userId !== 'string' || typeof Item.challengeExpiresAt !== 'number') return null;
  return {
    challengeHash,
    userId: Item.userId,
    step: Item.step === 'totp' || Item.step === 'passkey' ? Item.step : 'enrol',
    ...(typeof Item.pendingSecret === 'string' ? { pendingSecret: Item.pendingSecret } : {}),
    failures: typeof Item.failures === 'number' ? Item.failures : 0,
    expiresAt: Item.challengeExpiresAt,
  };
}

/** Keeps the TOTP key an enrolment's setup offered (replacing an earlier offer of the same sign-in). */
export async function setPendingSecret(challengeHash: string, sealedSecret: string): Promise<void> {
  await updateItem({
    TableName: tableName(),
    Key: signInChallengeKey(challengeHash),
    UpdateExpression: 'SET pendingSecret = :secret',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':secret': sealedSecret },
  });
}

/**
 * Counts one wrong code.
 * @returns the wrong codes so far, this one included (0 when the challenge is gone).
 */
export async function countWrongCode(challengeHash: string): Promise<number> {
  try {
    const { Attributes } = await updateItem({
      TableName: tableName(),
      Key: signInChallengeKey(challengeHash),
      UpdateExpression: 'ADD failures :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    });
    return typeof Attributes?.failures === 'number' ? Attributes.failures : 1;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return 0;
    throw error;
  }
}

/**
 * Deletes a challenge on condition that it still exists: of two requests completing the same
 * sign-in, exactly one gets true.
 */
export async function consumeSignInChallenge(challengeHash: string): Promise<boolean> {
  try {
    await deleteItem({
      TableName: tableName(),
      Key: signInChallengeKey(challengeHash),
      ConditionExpression: 'attribute_exists(pk)',
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
