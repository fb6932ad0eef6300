import { type Lead, type LeadSummary, type LeadSummaryPage, leadSummarySchema } from '@meridian/shared/leads/lead';
import {
  type CursorCheck,
  isLeadIndexCursor,
  LEAD_CHANGE_INDEX_PARTITION,
  LEAD_INDEX_PARTITION,
  leadChangedAfterBound,
  leadChangeCursorAfter,
  leadChangeIndexKey,
  leadIndexKey,
  leadKey,
} from '../../table/keys';
import { fromLeadItem } from './leads';
import {
  clampLimit,
  decodeCursor,
  encodeCursor,
  type PagedQuery,
  queryPage,
  queryPages,
  type RawItem,
} from '../../table/paging';
import { GSI1, GSI2, tableName } from '../../table/table';

/**
 * Lead lists for the CRM (docs/product/admin.md#crm-screens): compact summaries newest first
 * through gsi1 `LEADS` (never a Scan), page by page with a cursor; the leads changed after an
 * instant through gsi2 `LEADS_CHANGED` (docs/product/admin.md#changes-since); and every lead for
 * the CSV export (docs/product/leads.md#csv-export).
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

/** The projection of a lead summary's fields (names as placeholders), for a Query or a BatchGetItem. */
export const summaryProjection = (): Pick<PagedQuery, 'ExpressionAttributeNames' | 'ProjectionExpression'> => ({
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
});

/** The gsi1 Query of lead summaries, newest first, projected to the summary's fields. */
const summaryQuery = (): PagedQuery => ({
  TableName: tableName(),
  IndexName: GSI1,
  KeyConditionExpression: 'gsi1pk = :p',
  ExpressionAttributeValues: { ':p': LEAD_INDEX_PARTITION },
  ...summaryProjection(),
  ScanIndexForward: false,
});

/** The gsi2 Query of the summaries of leads changed after `bound`, oldest change first. */
const changesQuery = (bound: string): PagedQuery => {
  const projection = summaryProjection();
  return {
    TableName: tableName(),
    IndexName: GSI2,
    KeyConditionExpression: '#gsi2pk = :p AND #gsi2sk > :after',
    ExpressionAttributeValues: { ':p': LEAD_CHANGE_INDEX_PARTITION, ':after': bound },
    ProjectionExpression: projection.ProjectionExpression,
    ExpressionAttributeNames: { ...projection.ExpressionAttributeNames, '#gsi2pk': 'gsi2pk', '#gsi2sk': 'gsi2sk' },
    ScanIndexForward: true,
  };
};

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

/** How a page of summaries reads its index: the Query, the cursor check, the cursor after a summary. */
interface SummaryIndex {
  query: PagedQuery;
  check: CursorCheck;
  cursorAfter: (summary: LeadSummary) => string | null;
}

const byCreation = (): SummaryIndex => ({
  query: summaryQuery(),
  check: isLeadIndexCursor,
  cursorAfter: (summary) => encodeCursor({ ...leadKey(summary.id), ...leadIndexKey(summary.createdAt, summary.id) }),
});

/** Options of one page of summaries. */
export interface SummaryPageOptions {
  /** 1-2000 summaries (default 1000). */
  limit?: number;
  /** `nextCursor` of the previous page. */
  cursor?: string | null;
  /** JSON byte budget (default 5 MB). */
  maxBytes?: number;
}

/**
 * One page of lead summaries for `GET /api/admin/leads`, newest first, filled up to `limit` with
 * as many gsi1 Queries as needed (each reads at most 1 MB) and cut short when its JSON would
 * exceed `maxBytes`.
 *
 * @returns `{ items, nextCursor }`; `nextCursor` is null after the last lead.
 * @throws ValidationError (400 `Invalid cursor`) for a cursor that is not a key of the lead index.
 */
export async function listLeadSummaryPage(options: SummaryPageOptions = {}): Promise<LeadSummaryPage> {
  return summaryPage(byCreation(), options);
}

/**
 * One page of the summaries of the leads changed after an instant, for
 * `GET /api/admin/leads?updatedSince=` (docs/product/admin.md#changes-since): a gsi2 Query (never a
 * Scan) of the leads whose `updatedAt` is later than `updatedSince`, oldest change first, paged and
 * cut like {@link listLeadSummaryPage}.
 *
 * @param updatedSince - the instant (exclusive).
 * @returns `{ items, nextCursor }`; `nextCursor` is null after the last change.
 * @throws ValidationError (400 `Invalid cursor`) for a cursor that is not a key of the changes
 *   index after that instant.
 */
export async function listLeadChangesPage(
  updatedSince: Date,
  options: SummaryPageOptions = {},
): Promise<LeadSummaryPage> {
  const bound = leadChangedAfterBound(updatedSince.toISOString());
  return summaryPage(
    {
      query: changesQuery(bound),
      check: leadChangeCursorAfter(bound),
      cursorAfter: (summary) =>
        encodeCursor({ ...leadKey(summary.id), ...leadChangeIndexKey(summary.updatedAt, summary.id) }),
    },
    options,
  );
}

async function summaryPage(index: SummaryIndex, options: SummaryPageOptions): Promise<LeadSummaryPage> {
  const limit = clampLimit(options.limit, DEFAULT_LEAD_PAGE_SIZE, MAX_LEAD_PAGE_SIZE);
  const maxBytes = options.maxBytes ?? MAX_LEAD_PAGE_BYTES;
  const start = options.cursor ? decodeCursor(options.cursor, index.check) : undefined;
  const items: LeadSummary[] = [];
  let bytes = 0;
  let lastKey: RawItem | undefined;
  for await (const chunk of queryPages(index.query, { start, maxItems: limit })) {
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
        return { items, nextCursor: index.cursorAfter(items[items.length - 1] as LeadSummary) };
      }
      items.push(summary);
      bytes += size;
    }
  }
  return { items, nextCursor: encodeCursor(lastKey) };
}

/**
 * Every lead's summary, newest first, one DynamoDB page (at most 1 MB) at a time, through gsi1
 * (never a Scan); for the daily digest.
 */
export async function* summaryPages(): AsyncGenerator<LeadSummary[]> {
  for await (const chunk of queryPages(summaryQuery())) yield chunk.items.map(toLeadSummary);
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
