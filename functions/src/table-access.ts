import { LEADING_KEYS } from './table/item-types';

/**
 * The table access a function declares (docs/product/security.md#iam,
 * docs/decisions/034-item-types-described-once.md): the partitions it reads, writes and appends
 * to, as `LeadingKeys` patterns of `table/item-types.ts` (`LEADING_KEYS`; `*` matches any rest),
 * which the CDK stack turns into `dynamodb:LeadingKeys` conditions on the function's table
 * statements.
 */
export interface ItemAccess {
  /** Partitions it reads: GetItem, BatchGetItem, Query (also of these index partitions), ConditionCheckItem. */
  read?: readonly string[];
  /** Partitions it writes (and reads): PutItem, UpdateItem, DeleteItem, BatchWriteItem. */
  write?: readonly string[];
  /**
   * Partitions it only adds items to: PutItem alone, no read, update or delete (the audit log:
   * append-only, docs/product/privacy.md#audit-log). Also as a `Put` of a transaction.
   */
  append?: readonly string[];
}

/** Which DynamoDB access a function has, derived from its {@link ItemAccess}. */
export type TableAccess = 'none' | 'read' | 'readWrite';

/**
 * The table access of a function's items.
 *
 * @param items - the entry's `items`, or undefined for a function without table access.
 * @returns `none` without any partition, `read` with read partitions only, else `readWrite`.
 */
export function tableAccessOf(items: ItemAccess | undefined): TableAccess {
  if ((items?.write?.length ?? 0) > 0 || (items?.append?.length ?? 0) > 0) return 'readWrite';
  return (items?.read?.length ?? 0) > 0 ? 'read' : 'none';
}

/**
 * What the session check of every session-protected admin route touches
 * (`staff-auth/services/require-session.ts`, docs/product/admin.md#sessions): it reads the
 * session, moves its `lastSeenAt` forward (sliding idle expiry) and deletes it once expired.
 */
export const SESSION_CHECK: ItemAccess = { write: [LEADING_KEYS.session] };

/**
 * The access of a session-protected admin route: the session check plus its own.
 *
 * @param items - what the route itself reads, writes and appends to.
 * @returns both together.
 */
export function withSession(items: ItemAccess): ItemAccess {
  return { ...items, write: [...(SESSION_CHECK.write ?? []), ...(items.write ?? [])] };
}
