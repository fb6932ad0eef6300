import { deleteItem, getItem, putItem, queryItems, updateItem } from '../../lib/dynamodb';
import { PASSKEY_PREFIX, passkeyKey, staffUserKey } from './staff-keys';
import { isConditionalCheckFailed, tableName } from '../../table/table';

/**
 * A user's passkeys in the user's partition (docs/architecture.md: `passkeyKey`), one item per
 * WebAuthn credential: its id (base64url), public key (COSE, base64url), signature counter,
 * transports, a name and when it was added and last used (docs/product/staff-accounts.md#passkeys).
 */

/** A stored passkey. Times ISO-8601 UTC. */
export interface PasskeyRecord {
  userId: string;
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt?: string;
}

function recordOf(item: Record<string, unknown> | undefined): PasskeyRecord | null {
  if (!item || typeof item.userId !== 'string' || typeof item.credentialId !== 'string') return null;
  if (typeof item.publicKey !== 'string') return null;
  return {
    userId: item.userId,
    credentialId: item.credentialId,
    publicKey: item.publicKey,
    counter: typeof item.counter === 'number' ? item.counter : 0,
    transports: Array.isArray(item.transports) ? item.transports.map(String) : [],
    name: String(item.name ?? ''),
    createdAt: String(item.createdAt ?? ''),
    ...(typeof item.lastUsedAt === 'string' ? { lastUsedAt: item.lastUsedAt } : {}),
  };
}

/**
 * Stores a new passkey (never overwrites one with the same credential id).
 * @returns false when the user already has this credential.
 */
export async function putPasskey(record: PasskeyRecord): Promise<boolean> {
  try {
    await putItem({
      TableName: tableName(),
      Item: { ...passkeyKey(record.userId, record.credentialId), entity: 'passkey', ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Reads one passkey of a user (strongly consistent); null when the user has no such credential. */
export async function getPasskey(userId: string, credentialId: string): Promise<PasskeyRecord | null> {
  const { Item } = await getItem({
    TableName: tableName(),
    Key: passkeyKey(userId, credentialId),
    ConsistentRead: true,
  });
  return recordOf(Item);
}

/** Lists a user's passkeys, oldest first (a user has a handful: one Query page holds them). */
export async function listPasskeys(userId: string): Promise<PasskeyRecord[]> {
  const { Items = [] } = await queryItems({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': staffUserKey(userId).pk, ':prefix': PASSKEY_PREFIX },
    ConsistentRead: true,
  });
  return Items.map(recordOf)
    .filter((record): record is PasskeyRecord => record !== null)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * Records a sign-in with a passkey: its new signature counter and the time.
 * @param now - ISO-8601 UTC.
 */
export async function recordPasskeyUse(
  userId: string,
  credentialId: string,
  counter: number,
  now: string,
): Promise<void> {
  await updateItem({
    TableName: tableName(),
    Key: passkeyKey(userId, credentialId),
    UpdateExpression: 'SET #counter = :counter, lastUsedAt = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#counter': 'counter' },
    ExpressionAttributeValues: { ':counter': counter, ':now': now },
  });
}

/**
 * Renames a passkey.
 * @returns false when the user has no such passkey.
 */
export async function renamePasskey(userId: string, credentialId: string, name: string): Promise<boolean> {
  try {
    await updateItem({
      TableName: tableName(),
      Key: passkeyKey(userId, credentialId),
      UpdateExpression: 'SET #name = :name',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: { ':name': name },
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * Deletes a passkey.
 * @returns false when the user has no such passkey.
 */
export async function deletePasskey(userId: string, credentialId: string): Promise<boolean> {
  try {
    await deleteItem({
      TableName: tableName(),
      Key: passkeyKey(userId, credentialId),
      ConditionExpression: 'attribute_exists(pk)',
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
