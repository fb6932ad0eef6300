import { tableEnv } from '../lib/env';

/**
 * Helpers shared by the repositories of the one table (docs/architecture.md, "Single-table
 * design").
 */

/** The table name from `TABLE_NAME` (validated once; throws ConfigurationError when missing). */
export function tableName(): string {
  return tableEnv().TABLE_NAME;
}

/** The one global secondary index. */
export const GSI1 = 'gsi1';

/** True for DynamoDB's ConditionalCheckFailedException (a conditional write that did not apply). */
export function isConditionalCheckFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/**
 * True when a transaction was cancelled because one of its conditions failed (as opposed to a
 * conflict with a concurrent transaction or throttling). `reasons` are the cancellation reasons.
 */
export function isTransactionConditionFailure(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.some((reason) => reason.Code === 'ConditionalCheckFailed');
}

/** True when a transaction was cancelled by a conflicting concurrent transaction (retryable). */
export function isTransactionConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TransactionConflictException') return true;
  if (error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.some((reason) => reason.Code === 'TransactionConflict');
}

/** Opaque paging cursor: base64url of the DynamoDB `LastEvaluatedKey`. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;
}

/**
 * Decodes a cursor made by `encodeCursor`. Only string-valued keys are accepted.
 *
 * @throws ValidationError-free: returns `null` for a malformed cursor; callers turn that into a 400.
 */
export function decodeCursor(cursor: string): Record<string, string> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const entries = Object.entries(value);
    if (entries.length === 0 || entries.length > 4) return null;
    if (!entries.every(([, v]) => typeof v === 'string' && v.length <= 1024)) return null;
    return Object.fromEntries(entries) as Record<string, string>;
  } catch {
    return null;
  }
}
