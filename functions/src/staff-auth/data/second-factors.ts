import { deleteItem, getItem, queryItems, transactWriteItems } from '../../lib/dynamodb';
import { RECOVERY_CODE_PREFIX, recoveryCodeKey, staffUserKey, totpFactorKey } from './staff-keys';
import { isConditionalCheckFailed, tableName } from '../../table/table';

/**
 * A user's second factors in the user's partition (docs/architecture.md: `totpFactorKey`,
 * `recoveryCodeKey`): the TOTP key, encrypted (`services/secret-box.ts`), and one item per unused
 * recovery code, keyed by the code's SHA-256, deleted when used (docs/product/staff-accounts.md#second-factor).
 */

/** A stored TOTP factor: the sealed key and when it was confirmed (ISO-8601 UTC). */
export interface TotpFactorRecord {
  sealedSecret: string;
  confirmedAt: string;
}

/** Reads a user's TOTP factor (strongly consistent); null when the user has none. */
export async function getTotpFactor(userId: string): Promise<TotpFactorRecord | null> {
  const { Item } = await getItem({ TableName: tableName(), Key: totpFactorKey(userId), ConsistentRead: true });
  if (typeof Item?.sealedSecret !== 'string') return null;
  return { sealedSecret: Item.sealedSecret, confirmedAt: String(Item.confirmedAt ?? '') };
}

/** The sort keys of a user's unused recovery codes. */
async function recoveryCodeSortKeys(userId: string): Promise<string[]> {
  const { pk } = staffUserKey(userId);
  const { Items = [] } = await queryItems({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': RECOVERY_CODE_PREFIX },
    ProjectionExpression: 'sk',
    ConsistentRead: true,
  });
  return Items.map((item) => String(item.sk));
}

/**
 * Stores a confirmed TOTP factor with a new set of recovery codes, replacing any earlier factor and
 * codes, in one transaction.
 * @param codeHashes - SHA-256 (hex) of each new recovery code.
 * @param now - epoch ms.
 */
export async function putTotpFactor(
  userId: string,
  sealedSecret: string,
  codeHashes: readonly string[],
  now: number,
): Promise<void> {
  const TableName = tableName();
  const { pk } = staffUserKey(userId);
  const old = await recoveryCodeSortKeys(userId);
  const fresh = codeHashes.map((hash) => recoveryCodeKey(userId, hash));
  const freshKeys = new Set(fresh.map((key) => key.sk));
  await transactWriteItems({
    TransactItems: [
      {
        Put: {
          TableName,
          Item: {
            ...totpFactorKey(userId),
            entity: 'totp_factor',
            sealedSecret,
            confirmedAt: new Date(now).toISOString(),
          },
        },
      },
      ...old.filter((sk) => !freshKeys.has(sk)).map((sk) => ({ Delete: { TableName, Key: { pk, sk } } })),
      ...fresh.map((key) => ({ Put: { TableName, Item: { ...key, entity: 'recovery_code' } } })),
    ],
  });
}

/**
 * Uses up one recovery code: deletes its item, on condition that it exists, so a code signs in once.
 * @returns true when the code was unused (and is now used), false otherwise.
 */
export async function useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
  try {
    await deleteItem({
      TableName: tableName(),
      Key: recoveryCodeKey(userId, codeHash),
      ConditionExpression: 'attribute_exists(pk)',
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Removes a user's TOTP factor and recovery codes (the next sign-in enrols again). */
export async function deleteSecondFactors(userId: string): Promise<void> {
  const { pk } = staffUserKey(userId);
  const keys = [totpFactorKey(userId), ...(await recoveryCodeSortKeys(userId)).map((sk) => ({ pk, sk }))];
  for (const key of keys) await deleteItem({ TableName: tableName(), Key: key });
}
