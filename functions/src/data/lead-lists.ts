import { type Lead, type LeadSummary, type LeadSummaryPage, leadSummarySchema } from '@meridian/shared/lead';
import { isLeadIndexCursor, LEAD_INDEX_PARTITION, leadIndexKey, leadKey } from './keys';
import { fromLeadItem } from './leads';
import { clampLimit, decodeCursor, encodeCursor, type PagedQuery, queryPage, queryPages, type RawItem } from './paging';
import { GSI1, tableName } from './table';

/**
 * Lead lists for the CRM (docs/product/admin.md#crm-screens): compact summaries newest first
 * through gsi1 `LEADS` (never a Scan), page by page with a cursor, and every lead for the CSV
 * export (docs/product/leads.md#csv-export).
 */

/** Default page size of `GET /api/admin/leads`. */
export const DEFAULT_LEAD_PAGE_SIZE = 1000;
/** Largest page size a caller may ask for. */
export const MAX_LEAD_PAGE_SIZE = 2000;
/**
 * Byte budget of one page's JSON (5 MB): Lambda's synchronous response limit is 6 MB, so a page is
 * cut short (with a cursor) rather than fail, however long the leads' texts are.
 */
export const MAX_LEAD_PAGE_BYTES = 5 * 1024 * 1024;

const SUMMARY_FIELDS = Object.keys(leadSummarySchema.shape).filter(
  (field) => field !== 'assessmentPercentage' && field !== 'assessmentCategory',
);

/** The gsi1 Query of lead summaries, newest first, projected to the summary's fields. */
const summaryQuery = (): PagedQuery => ({
  TableName: tableName(),
  IndexName: GSI1,
  KeyConditionExpression: 'gsi1pk = :p',
  ExpressionAttributeValues: { ':p': LEAD_INDEX_PARTITION },
  ExpressionAttributeNames: {
    ...Object.fromEntries(SUMMARY_FIELDS.map((field, index) => [`#f${index}`, field])),
    '#metadata': 'metadata',
    '#assessmentResults': 'assessmentResults',
    '#percentage': 'percentage',
    '#category': 'category',
  },
  ProjectionExpression: [
    ...SUMMARY_FIELDS.map((_, index) => `#f${index}`),
    '#metadata.#assessmentResults.#percentage',
    '#metadata.#assessmentResults.#category',
  ].join(', '),
  ScanIndexForward: false,
});

/** A lead summary from a (projected) lead item. */
export function toLeadSummary(item: RawItem): LeadSummary {
  const results = (item.metadata as { assessmentResults?: { percentage?: unknown; category?: unknown } } | undefined)
    ?.assessmentResults;
  return leadSummarySchema.parse({
    ...item,
    assessmentPercentage: typeof results?.percentage === 'number' ? results.percentage : undefined,
    assessmentCategory: typeof results?.category === 'string' ? results.category : undefined,
  });
}

/**
 * One Query's page of lead summaries, newest first.
 *
 * @param options.limit - page size, 1-1000 (default 100).
 * @param options.cursor - `nextCursor` of the previous page, or null/undefined for the first.
 * @returns the items and the cursor of the next page (null on the last page).
 * @throws ValidationError (400 `Invalid cursor`) when the cursor is not a key of the lead index.
 */
export async function listLeadSummaries(
  options: { cursor?: string | null; limit?: number } = {},
): Promise<LeadSummaryPage> {
  const page = await queryPage(summaryQuery(), {
    cursor: options.cursor,
    limit: clampLimit(options.limit, 100, 1000),
    check: isLeadIndexCursor,
  });
  return { items: page.items.map(toLeadSummary), nextCursor: page.nextCursor };
}

/** The cursor that continues after a summary (its table and gsi1 keys). */
function cursorAfter(summary: LeadSummary): string | null {
  return encodeCursor({ ...leadKey(summary.id), ...leadIndexKey(summary.createdAt, summary.id) });
}

/**
 * One page of lead summaries for `GET /api/admin/leads`, newest first, filled up to `limit` with
 * as many gsi1 Queries as needed (each reads at most 1 MB) and cut short when its JSON would
 * exceed `maxBytes`.
 *
 * @param options.limit - 1-2000 summaries (default 1000).
 * @param options.cursor - `nextCursor` of the previous page.
 * @param options.maxBytes - JSON byte budget (default 5 MB).
 * @returns `{ items, nextCursor }`; `nextCursor` is null after the last lead.
 * @throws ValidationError (400 `Invalid cursor`) for a cursor that is not a key of the lead index.
 */
export async function listLeadSummaryPage(
  options: { cursor?: string | null; limit?: number; maxBytes?: number } = {},
): Promise<LeadSummaryPage> {
  const limit = clampLimit(options.limit, DEFAULT_LEAD_PAGE_SIZE, MAX_LEAD_PAGE_SIZE);
  const maxBytes = options.maxBytes ?? MAX_LEAD_PAGE_BYTES;
  const start = options.cursor ? decodeCursor(options.cursor, isLeadIndexCursor) : undefined;
  const items: LeadSummary[] = [];
  let bytes = 0;
  let lastKey: RawItem | undefined;
  for await (const chunk of queryPages(summaryQuery(), { start, maxItems: limit })) {
    const summaries = chunk.items.map(toLeadSummary);
    lastKey = chunk.lastKey;
    // One measurement per Query answer; item by item only when the answer would cross the budget.
    const chunkBytes = Buffer.byteLength(JSON.stringify(summaries), 'utf8');
    if (bytes + chunkBytes <= maxBytes) {
      items.push(...summaries);
      bytes += chunkBytes;
      continue;
    }
    for (const summary of summaries) {
      const size = Buffer.byteLength(JSON.stringify(summary), 'utf8') + 1;
      if (bytes + size > maxBytes && items.length > 0) {
        return { items, nextCursor: cursorAfter(items[items.length - 1] as LeadSummary) };
      }
      items.push(summary);
      bytes += size;
    }
  }
  return { items, nextCursor: encodeCursor(lastKey) };
}

/**
 * Every lead, newest first, page by page (gsi1 Query, never Scan), for the CSV export.
 *
 * @param pageSize - items per Query (DynamoDB also stops each Query at 1 MB).
 */
export async function* allLeads(pageSize = 1000): AsyncGenerator<Lead> {
  const query: PagedQuery = {
    TableName: tableName(),
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :p',
    ExpressionAttributeValues: { ':p': LEAD_INDEX_PARTITION },
    ScanIndexForward: false,
  };
  for await (const chunk of queryPages(query, { pageSize })) {
    for (const item of chunk.items) yield fromLeadItem(item);
  }
}
