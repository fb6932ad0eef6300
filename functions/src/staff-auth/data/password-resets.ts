import { deleteItem, putItem } from '../../lib/dynamodb';
import { passwordResetKey } from './staff-keys';
import { isConditionalCheckFailed, tableName } from '../../table/table';

/**
 * Password reset links not used yet (docs/architecture.md: `passwordResetKey`, keyed by the
 * SHA-256 of the link's random nonce; the link itself is signed). The item names the user; it is
 * deleted when the link is used, so a link sets a password once
 * (docs/product/staff-accounts.md#forgotten-password).
 */

/** A stored reset. `expiresAt` epoch ms. */
export interface PasswordResetRecord {
  nonceHash: string;
  userId: string;
  expiresAt: number;
}

/** Stores a new reset (never overwrites one). */
export async function putPasswordReset(record: PasswordResetRecord): Promise<void> {
  await putItem({
    TableName: tableName(),
    Item: {
      ...passwordResetKey(record.nonceHash),
      entity: 'password_reset',
      userId: record.userId,
      resetExpiresAt: record.expiresAt,
      expiresAt: Math.ceil(record.expiresAt / 1000),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
}

/**
 * Uses up a reset: deletes it on condition that it exists, so a link works once.
 * @returns the reset as it was stored, or null when it is unknown or used already.
 */
export async function takePasswordReset(nonceHash: string): Promise<PasswordResetRecord | null> {
  try {
    const { Attributes: item } = await deleteItem({
      TableName: tableName(),
      Key: passwordResetKey(nonceHash),
      ConditionExpression: 'attribute_exists(pk)',
      ReturnValues: 'ALL_OLD',
    });
    if (typeof item?.userId !== 'string' || typeof item.resetExpiresAt !== 'number') return null;
    return { nonceHash, userId: item.userId, expiresAt: item.resetExpiresAt };
  } catch (error) {
    if (isConditionalCheckFailed(error)) return null;
    throw error;
  }
}
