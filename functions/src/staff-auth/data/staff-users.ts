import type { StaffRole } from '@meridian/shared/staff-auth/staff';
import type { StaffStatus } from '@meridian/shared/staff-auth/staff-users';
import { getItem, transactWriteItems, updateItem } from '../../lib/dynamodb';
import { ConflictError } from '../../lib/errors';
import { adminCredentialKey } from '../../table/keys';
import { queryPages } from '../../table/paging';
import { GSI1, isConditionalCheckFailed, tableName } from '../../table/table';
import { STAFF_USER_INDEX_PARTITION, staffEmailKey, staffUserIndexKey, staffUserKey } from './staff-keys';
import type { StoredPasswordHash } from './admin-credentials';

/**
 * Staff user items (docs/architecture.md: `staffUserKey`, `staffEmailKey`): the user (name, email,
 * role, status and the scrypt hash of the password) and the claim of the address, written in one
 * transaction so no two users share an address (docs/product/staff-accounts.md#users). Users are
 * listed in gsi1 `STAFF_USERS` (a small partition: the firm's staff).
 */

export type { StaffStatus };

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
  /** The id of the invitation whose link is valid now (invited users only). */
  invitationId?: string;
  /** Outreach emails a London day, as a partner set it; absent: the default (docs/product/outreach.md#limits). */
  dailySendCap?: number;
  createdAt: string;
  updatedAt: string;
}

/** 409: another user already has this email address. */
export class StaffEmailTakenError extends ConflictError {
  constructor() {
    super('A staff member with this email address already exists');
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
    status: item.status === 'disabled' || item.status === 'invited' ? item.status : 'active',
    ...(item.password && typeof item.password === 'object' ? { password: item.password as StoredPasswordHash } : {}),
    ...(typeof item.invitationId === 'string' ? { invitationId: item.invitationId } : {}),
    ...(typeof item.dailySendCap === 'number' ? { dailySendCap: item.dailySendCap } : {}),
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
              ...staffUserIndexKey(user.createdAt, user.id),
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

/**
 * Every staff user, oldest first (gsi1 `STAFF_USERS`; the firm's staff is a few dozen at most).
 * @returns the users, with their password hashes: callers answer only public fields.
 */
export async function listStaffUsers(): Promise<StaffUserRecord[]> {
  const users: StaffUserRecord[] = [];
  const query = {
    TableName: tableName(),
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :p',
    ExpressionAttributeValues: { ':p': STAFF_USER_INDEX_PARTITION },
  };
  for await (const page of queryPages(query)) {
    for (const item of page.items) {
      const user = recordOf(item);
      if (user) users.push(user);
    }
  }
  return users;
}

/**
 * Lists a user of an installation from before the users' list (the first partner) in it. Idempotent.
 */
export async function indexStaffUser(user: Pick<StaffUserRecord, 'id' | 'createdAt'>): Promise<void> {
  const index = staffUserIndexKey(user.createdAt, user.id);
  try {
    await updateItem({
      TableName: tableName(),
      Key: staffUserKey(user.id),
      UpdateExpression: 'SET gsi1pk = :pk, gsi1sk = :sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':pk': index.gsi1pk, ':sk': index.gsi1sk },
    });
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/** A change of a user's name, role, status or daily sending cap (emails a London day). */
export interface StaffUserChange {
  name?: string;
  role?: StaffRole;
  status?: StaffStatus;
  dailySendCap?: number;
}

/**
 * Changes a user's name, role, status or daily sending cap.
 * @param expected - the user's status and role as read: the change applies only if they are unchanged.
 * @param now - when, epoch ms.
 * @returns false when the user does not exist or changed meanwhile.
 */
export async function updateStaffUser(
  userId: string,
  change: StaffUserChange,
  expected: Pick<StaffUserRecord, 'status' | 'role'>,
  now: number,
): Promise<boolean> {
  const names: Record<string, string> = { '#status': 'status', '#role': 'role' };
  const values: Record<string, unknown> = {
    ':now': new Date(now).toISOString(),
    ':status': expected.status,
    ':role': expected.role,
  };
  const sets = ['updatedAt = :now'];
  for (const field of ['name', 'role', 'status', 'dailySendCap'] as const) {
    if (change[field] === undefined) continue;
    names[`#${field}`] = field;
    values[`:new_${field}`] = change[field];
    sets.push(`#${field} = :new_${field}`);
  }
  try {
    await updateItem({
      TableName: tableName(),
      Key: staffUserKey(userId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk) AND #status = :status AND #role = :role',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
