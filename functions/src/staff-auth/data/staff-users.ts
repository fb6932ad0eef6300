import type { StaffRole } from '@meridian/shared/staff-auth/staff';
import { getItem, transactWriteItems, updateItem } from '../../lib/dynamodb';
import { INDEX_PARTITIONS } from '../../table/item-types';
import { adminCredentialKey } from '../../table/keys';
import { staffEmailKey, staffUserKey } from './staff-keys';
import { isConditionalCheckFailed, tableName } from '../../table/table';
import type { StoredPasswordHash } from './admin-credentials';

/**
 * Staff user items (docs/architecture.md: `staffUserKey`, `staffEmailKey`): the user (name, email,
 * role, status and the scrypt hash of the password) and the claim of the address, written in one
 * transaction so no two users share an address (docs/product/staff-accounts.md#users).
 */

/** Whether a user may sign in. */
export type StaffStatus = 'active' | 'disabled';

/** A stored staff user. Times ISO-8601 UTC. */
export interface StaffUserRecord {
  id: string;
  name: string;
  /** As entered; the claim holds it lower-cased. */
  email: string;
  role: StaffRole;
  status: StaffStatus;
  /** Absent until the user has chosen a password. */
  password?: StoredPasswordHash;
  createdAt: string;
  updatedAt: string;
}

/** 409: another user already has this email address. */
export class StaffEmailTakenError extends Error {
  constructor() {
    super('A staff member with this email address already exists');
    this.name = 'StaffEmailTakenError';
  }
}

function recordOf(item: Record<string, unknown> | undefined): StaffUserRecord | null {
  if (!item || typeof item.id !== 'string' || typeof item.email !== 'string') return null;
  const role: StaffRole = item.role === 'partner' ? 'partner' : 'consultant';
  return {
    id: item.id,
    name: String(item.name ?? ''),
    email: item.email,
    role,
    status: item.status === 'disabled' ? 'disabled' : 'active',
    ...(item.password && typeof item.password === 'object' ? { password: item.password as StoredPasswordHash } : {}),
    createdAt: String(item.createdAt ?? ''),
    updatedAt: String(item.updatedAt ?? ''),
  };
}

/**
 * Reads a user by id (strongly consistent: a disable or a new password is seen at once).
 * @returns the user, or null when there is none.
 */
export async function getStaffUser(userId: string): Promise<StaffUserRecord | null> {
  const { Item } = await getItem({ TableName: tableName(), Key: staffUserKey(userId), ConsistentRead: true });
  return recordOf(Item);
}

/**
 * Finds a user by email address (any case) through its claim, then reads the user.
 * @returns the user, or null when no user has this address.
 */
export async function findStaffUserByEmail(email: string): Promise<StaffUserRecord | null> {
  const { Item } = await getItem({ TableName: tableName(), Key: staffEmailKey(email), ConsistentRead: true });
  return typeof Item?.userId === 'string' ? getStaffUser(Item.userId) : null;
}

/**
 * Creates a user with the claim of its address, all or nothing.
 * @param user - the new user (a fresh id).
 * @param options.retireSharedPassword - also deletes the shared admin password of older
 *   installations in the same transaction (the migration to the first partner).
 * @throws StaffEmailTakenError when the address is claimed already.
 */
export async function createStaffUser(
  user: StaffUserRecord,
  options: { retireSharedPassword?: boolean } = {},
): Promise<void> {
  const TableName = tableName();
  try {
    await transactWriteItems({
      TransactItems: [
        {
          Put: {
            TableName,
            Item: { ...staffEmailKey(user.email), entity: 'staff_email', userId: user.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName,
            Item: {
              ...staffUserKey(user.id),
              // Listed in gsi1 `STAFF_USERS` (the staff directory of lead owners, docs/product/assignment.md).
              gsi1pk: INDEX_PARTITIONS.staffUserIndex.pk,
              gsi1sk: `${user.createdAt}#${user.id}`,
              entity: 'staff_user',
              ...user,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...(options.retireSharedPassword ? [{ Delete: { TableName, Key: adminCredentialKey() } }] : []),
      ],
    });
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (reasons[0]?.Code === 'ConditionalCheckFailed') throw new StaffEmailTakenError();
    throw error;
  }
}

/**
 * Replaces a user's password hash.
 * @param now - when, epoch ms.
 * @returns false when the user does not exist.
 */
export async function setStaffPassword(userId: string, password: StoredPasswordHash, now: number): Promise<boolean> {
  try {
    await updateItem({
      TableName: tableName(),
      Key: staffUserKey(userId),
      UpdateExpression: 'SET password = :password, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':password': password, ':now': new Date(now).toISOString() },
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
