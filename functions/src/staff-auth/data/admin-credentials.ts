import { getItem, putItem } from '../../lib/dynamodb';
import { adminCredentialKey } from '../../table/keys';
import { tableName } from '../../table/table';

/**
 * The admin credential item (docs/architecture.md: `adminCredentialKey`): the scrypt hash of the
 * one admin password with its salt and parameters (docs/product/admin.md#login). Never the
 * password itself.
 */

const KEY = adminCredentialKey();

/**
 * A stored scrypt password hash: salt and hash (base64) and the cost parameters it was made with.
 * `auth/password.ts` produces and checks it; the data layer only stores it.
 */
export interface StoredPasswordHash {
  algorithm: 'scrypt';
  salt: string;
  hash: string;
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

/** The stored hash with when it was set (ISO-8601 UTC). */
export interface AdminCredential {
  password: StoredPasswordHash;
  updatedAt: string;
}

function isPasswordHash(value: unknown): value is StoredPasswordHash {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    record.algorithm === 'scrypt' &&
    typeof record.salt === 'string' &&
    typeof record.hash === 'string' &&
    ['N', 'r', 'p', 'keyLength'].every((name) => typeof record[name] === 'number')
  );
}

/**
 * Reads the admin credential (strongly consistent, so a password set a moment ago is seen).
 * @returns the credential, or null when no password has been set (or the item is malformed).
 */
export async function getAdminCredential(): Promise<AdminCredential | null> {
  const { Item } = await getItem({ TableName: tableName(), Key: KEY, ConsistentRead: true });
  if (!Item || !isPasswordHash(Item.password)) return null;
  return { password: Item.password, updatedAt: String(Item.updatedAt ?? '') };
}

/**
 * Stores (replaces) the admin password hash.
 * @param password - the hash from `hashPassword`.
 * @param now - when it is set, epoch milliseconds.
 */
export async function putAdminCredential(password: StoredPasswordHash, now: number = Date.now()): Promise<void> {
  await putItem({
    TableName: tableName(),
    Item: { ...KEY, entity: 'admin_credential', password, updatedAt: new Date(now).toISOString() },
  });
}
