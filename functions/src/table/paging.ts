import type { DynamoDBDocumentClient, QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { queryItems } from '../lib/dynamodb';
import { ValidationError } from '../lib/errors';
import type { CursorCheck, CursorKey } from './keys';

/**
 * The one DynamoDB paging loop of the repositories: one page with an opaque cursor
 * ({@link queryPage}), or every page in turn ({@link queryPages}). A cursor is the base64url JSON
 * of a `LastEvaluatedKey`; on the way back in it must be exactly a key of the index being paged
 * (its `CursorCheck` from `keys.ts`), so a forged cursor is a 400 `Invalid cursor` and never
 * reaches DynamoDB (docs/product/security.md#input-validation).
 */

/** A Query without paging parameters; `queryPage` and `queryPages` set `Limit` and the start key. */
export type PagedQuery = Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>;

/** A raw item as the document client returns it. */
export type RawItem = Record<string, unknown>;

/** One page: its items and the cursor of the next page (null after the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const MAX_CURSOR_LENGTH = 2048;

/** Opaque paging cursor: base64url of a `LastEvaluatedKey` (null when there is no next page). */
export function encodeCursor(key: RawItem | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;
}

/**
 * Decodes a cursor made by {@link encodeCursor} and checks its key shape.
 *
 * @param cursor - the `nextCursor` a client sent back.
 * @param check - the key shape of the index being paged (e.g. `isLeadIndexCursor`).
 * @returns the start key for DynamoDB.
 * @throws ValidationError (400 `Invalid cursor`) for anything but a key of that index: not
 *   base64url JSON, not an object of strings, or of the wrong attributes or values.
 */
export function decodeCursor(cursor: string, check: CursorCheck): CursorKey {
  const key = parseCursor(cursor);
  if (!key || !check(key)) throw new ValidationError('Invalid cursor');
  return key;
}

function parseCursor(cursor: string): CursorKey | undefined {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const entries = Object.entries(value);
    if (entries.length === 0 || entries.length > 4) return undefined;
    if (!entries.every(([, v]) => typeof v === 'string' && v.length > 0 && v.length <= 1024)) return undefined;
    return Object.fromEntries(entries) as CursorKey;
  } catch {
    return undefined;
  }
}

/** Clamps a requested page size to whole numbers in `[1, max]`. */
export function clampLimit(limit: number | undefined, fallback: number, max: number): number {
  return Math.min(Math.max(Math.trunc(limit ?? fallback), 1), max);
}

/**
 * One page of a Query (one request; DynamoDB also stops it at 1 MB).
 *
 * @param query - the Query without `Limit` and `ExclusiveStartKey`.
 * @param page.cursor - the previous page's `nextCursor`, or null/undefined for the first page.
 * @param page.limit - at most this many items.
 * @param page.check - the cursor's required key shape.
 * @returns the raw items and the next cursor.
 * @throws ValidationError (400) for a cursor that is not a key of this index.
 */
export async function queryPage(
  query: PagedQuery,
  page: { cursor?: string | null; limit: number; check: CursorCheck },
): Promise<Page<RawItem>> {
  const start = page.cursor ? decodeCursor(page.cursor, page.check) : undefined;
  const result = await queryItems({ ...query, Limit: page.limit, ExclusiveStartKey: start });
  return { items: result.Items ?? [], nextCursor: encodeCursor(result.LastEvaluatedKey) };
}

/** One DynamoDB answer of {@link queryPages}: its items and the key to continue after them. */
export interface QueryChunk {
  items: RawItem[];
  lastKey: RawItem | undefined;
}

/**
 * Every page of a Query in turn, until the last page or `maxItems` items.
 *
 * @param options.start - a decoded start key (from {@link decodeCursor}).
 * @param options.pageSize - items per request (default: DynamoDB's 1 MB pages only).
 * @param options.maxItems - stop after this many items in total.
 * @param options.client - the document client (default: the shared one; benchmarks pass a bare client).
 * @yields each answer's items with its `LastEvaluatedKey` (undefined after the last page).
 */
export async function* queryPages(
  query: PagedQuery,
  options: { start?: CursorKey; pageSize?: number; maxItems?: number; client?: DynamoDBDocumentClient } = {},
): AsyncGenerator<QueryChunk> {
  let start: RawItem | undefined = options.start;
  let seen = 0;
  do {
    const remaining = options.maxItems === undefined ? undefined : options.maxItems - seen;
    const limit =
      remaining === undefined ? options.pageSize : Math.min(remaining, options.pageSize ?? Number.POSITIVE_INFINITY);
    const result = await queryItems({ ...query, Limit: limit, ExclusiveStartKey: start }, options.client);
    const items = result.Items ?? [];
    seen += items.length;
    start = result.LastEvaluatedKey;
    yield { items, lastKey: start };
  } while (start && (options.maxItems === undefined || seen < options.maxItems));
}
