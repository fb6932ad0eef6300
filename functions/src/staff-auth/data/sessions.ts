import type { StaffRole } from '@meridian/shared/staff-auth/staff';
import { batchWriteItems, deleteItem, getItem, putItem, updateItem } from '../../lib/dynamodb';
import { SESSION_INDEX_PARTITION, sessionIndexKey, sessionKey } from '../../table/keys';
import { queryPages } from '../../table/paging';
import { GSI1, isConditionalCheckFailed, tableName } from '../../table/table';

/**
 * Staff session items (docs/architecture.md: `sessionKey`, keyed by the SHA-256 of the session id).
 * Only the hash of a session id is stored (docs/product/staff-accounts.md#sessions). A session
 * carries its user's id and role. `expiresAt` (epoch seconds) is the absolute expiry, used by
 * DynamoDB TTL for clean-up only; the expiry rules themselves are enforced in
 * `services/sessions.ts`. Sessions are also listed in gsi1 (`sessionIndexKey`, a small partition:
 * live sessions of a few staff), so that a user's sessions can be ended together (never read on a
 * request's session check).
 */

/** A stored session. Times in epoch milliseconds. */
export interface SessionRecord {
  /** Hex SHA-256 of the session id. */
  idHash: string;
  /** The signed-in user. */
  userId: string;
  /** The user's role when the session started (a role change ends the user's sessions). */
  role: StaffRole;
  createdAt: number;
  /** Last request seen with this session (sliding idle expiry). */
  lastSeenAt: number;
  /** Hard end of the session. */
  absoluteExpiresAt: number;
}

const key = sessionKey;

/** Stores a new session; fails (ConditionalCheckFailed) rather than overwrite an existing one. */
export async function putSession(session: SessionRecord): Promise<void> {
  await putItem({
    TableName: tableName(),
    Item: {
      ...key(session.idHash),
      entity: 'session',
      ...sessionIndexKey(new Date(session.createdAt).toISOString(), session.idHash),
      createdAt: new Date(session.createdAt).toISOString(),
      userId: session.userId,
      role: session.role,
      lastSeenAt: session.lastSeenAt,
      absoluteExpiresAt: session.absoluteExpiresAt,
      expiresAt: Math.ceil(session.absoluteExpiresAt / 1000),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
}

/**
 * Reads a session by the hash of its id (strongly consistent: a logout is seen at once). A session
 * of the shared password of older installations (no user) is no session.
 */
export async function getSession(idHash: string): Promise<SessionRecord | null> {
  const { Item } = await getItem({ TableName: tableName(), Key: key(idHash), ConsistentRead: true });
  return recordOf(idHash, Item);
}

function recordOf(idHash: string, item: Record<string, unknown> | undefined): SessionRecord | null {
  if (!item || typeof item.lastSeenAt !== 'number' || typeof item.absoluteExpiresAt !== 'number') return null;
  if (typeof item.userId !== 'string' || (item.role !== 'partner' && item.role !== 'consultant')) return null;
  const createdAt = Date.parse(String(item.createdAt));
  return {
    idHash,
    userId: item.userId,
    role: item.role,
    createdAt: Number.isNaN(createdAt) ? 0 : createdAt,
    lastSeenAt: item.lastSeenAt,
    absoluteExpiresAt: item.absoluteExpiresAt,
  };
}

/**
 * Moves a session's `lastSeenAt` forward to `now` (epoch ms). Does nothing when the session was
 * deleted meanwhile (a logout is never undone) or already carries a later time.
 * @returns true when the session was refreshed.
 */
export async function touchSession(idHash: string, now: number): Promise<boolean> {
  try {
    await updateItem({
      TableName: tableName(),
      Key: key(idHash),
      UpdateExpression: 'SET lastSeenAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND lastSeenAt < :now',
      ExpressionAttributeValues: { ':now': now },
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Deletes a session (logout, or an expired session found on a request). Idempotent. */
export async function deleteSession(idHash: string): Promise<void> {
  await deleteItem({ TableName: tableName(), Key: key(idHash) });
}

/** The query of one user's sessions in gsi1 `SESSIONS` (a filter on the user). */
const sessionsOfQuery = (userId: string) => ({
  TableName: tableName(),
  IndexName: GSI1,
  KeyConditionExpression: 'gsi1pk = :p',
  FilterExpression: 'userId = :user',
  ExpressionAttributeValues: { ':p': SESSION_INDEX_PARTITION, ':user': userId },
});

/**
 * The stored sessions of one user (expired ones too, until they are deleted), oldest first. Read
 * from gsi1: a session started in the same instant may be missing (index lag).
 */
export async function listSessionsOf(userId: string): Promise<SessionRecord[]> {
  const sessions: SessionRecord[] = [];
  for await (const page of queryPages(sessionsOfQuery(userId))) {
    for (const item of page.items) {
      const idHash = String(item.pk).slice(key('').pk.length);
      const session = recordOf(idHash, item);
      if (session) sessions.push(session);
    }
  }
  return sessions;
}

/**
 * Deletes every session of one user (a new password, a disabled account), or every one but
 * `exceptHash`. Pages through gsi1 `SESSIONS` with a filter on the user and deletes in batches of
 * 25; a session created in the same instant may be missed (index lag).
 * @returns how many sessions were deleted.
 */
export async function deleteSessionsOf(userId: string, exceptHash?: string): Promise<number> {
  let deleted = 0;
  const exceptKey = exceptHash === undefined ? undefined : key(exceptHash).pk;
  const query = { ...sessionsOfQuery(userId), ProjectionExpression: 'pk, sk' };
  for await (const page of queryPages(query)) {
    const keys = page.items
      .map((item) => ({ pk: String(item.pk), sk: String(item.sk) }))
      .filter((k) => k.pk !== exceptKey);
    for (let i = 0; i < keys.length; i += 25) {
      let requests: { DeleteRequest: { Key: Record<string, string> } }[] = keys
        .slice(i, i + 25)
        .map((k) => ({ DeleteRequest: { Key: k } }));
      for (let attempt = 0; requests.length > 0 && attempt < 5; attempt += 1) {
        const result = await batchWriteItems({ RequestItems: { [tableName()]: requests } });
        requests = (result.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      }
      if (requests.length > 0) throw new Error('Could not delete every session; run the command again');
    }
    deleted += keys.length;
  }
  return deleted;
}
