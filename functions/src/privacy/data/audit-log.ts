import { randomUUID } from 'node:crypto';
import { type AuditAction, type AuditPage, auditEntrySchema } from '@meridian/shared/privacy/audit-log';
import { putItem } from '../../lib/dynamodb';
import { AUDIT_INDEX_PARTITION, auditEntryKey, auditIndexKey, isAuditIndexCursor } from '../../table/keys';
import { clampLimit, queryPage } from '../../table/paging';
import { GSI1, tableName } from '../../table/table';
import type { PlanStep } from '../../table/write-plan';

/**
 * The audit log (docs/product/privacy.md#audit-log): one item per entry (`auditEntryKey`), listed
 * newest first through gsi1 (`auditIndexKey`), expiring after 2 years. Entries never hold an
 * address or a name: targets are ids or keyed hashes, the client IP is a keyed hash. Entries are
 * append-only: written once with a conditional put (`attribute_not_exists(pk)`), never updated or
 * deleted (the functions that write them may only put audit items, docs/product/security.md#iam);
 * DynamoDB's TTL removes them.
 */

/** The condition of every audit write: a new entry, never an overwrite. */
const APPEND_ONLY = 'attribute_not_exists(pk)';

/** How long an entry is kept: 2 years (s). */
export const AUDIT_RETENTION_SECONDS = 2 * 365 * 24 * 60 * 60;

/** What one entry records. */
export interface AuditRecord {
  action: AuditAction;
  /** A lead id, `subscriber:<id>`, `email:<keyed hash>`, `article:<id>` or `admin`. */
  target: string;
  /** The keyed hash of the client IP (`ipHashOf`). */
  ipHash: string;
  /** How a sign-in was made, when not with a password (docs/product/staff-accounts.md#passkeys). */
  method?: 'passkey';
  /** The staff user who acted, when the action was a signed-in user's. */
  actorId?: string;
}

function auditItem(record: AuditRecord, now: Date): Record<string, unknown> {
  const id = randomUUID();
  const at = now.toISOString();
  return {
    ...auditEntryKey(id),
    ...auditIndexKey(at, id),
    entity: 'audit_entry',
    at,
    ...record,
    expiresAt: Math.floor(now.getTime() / 1000) + AUDIT_RETENTION_SECONDS,
  };
}

/** The plan step `audit`: the entry, written in the same transaction as the change it records. */
export function auditStep(record: AuditRecord, now: Date = new Date()): PlanStep {
  return {
    name: 'audit',
    item: { Put: { TableName: tableName(), Item: auditItem(record, now), ConditionExpression: APPEND_ONLY } },
  };
}

/** Writes one entry on its own (for actions without a write of their own: logins, exports). */
export async function recordAudit(record: AuditRecord, now: Date = new Date()): Promise<void> {
  await putItem({ TableName: tableName(), Item: auditItem(record, now), ConditionExpression: APPEND_ONLY });
}

/**
 * One page of the audit log, newest first.
 *
 * @param options.limit - page size, 1-500 (default 100).
 * @param options.cursor - `nextCursor` of the previous page.
 * @throws ValidationError (400 `Invalid cursor`) for a cursor that is not a key of the audit index.
 */
export async function listAuditEntries(options: { cursor?: string | null; limit?: number } = {}): Promise<AuditPage> {
  const page = await queryPage(
    {
      TableName: tableName(),
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': AUDIT_INDEX_PARTITION },
      ScanIndexForward: false,
    },
    { cursor: options.cursor, limit: clampLimit(options.limit, 100, 500), check: isAuditIndexCursor },
  );
  return { items: page.items.map((item) => auditEntrySchema.parse(item)), nextCursor: page.nextCursor };
}
