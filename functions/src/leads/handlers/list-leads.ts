import { functionEntry } from '../../topology';
import { leadsArea } from '../area';
import { requireSession } from '../../staff-auth/services/require-session';
import {
  DEFAULT_LEAD_PAGE_SIZE,
  listLeadChangesPage,
  listLeadSummaryPage,
  MAX_LEAD_PAGE_SIZE,
} from '../data/lead-lists';
import { httpHandler } from '../../lib/http';
import { leadListQuerySchema } from '../../lib/request-schemas';

/**
 * `GET /api/admin/leads?cursor=&limit=` (docs/product/admin.md#crm-screens): one page of compact
 * lead summaries (`LeadSummaryPage`: `{ items, nextCursor }`), newest first, from gsi1 Queries (no
 * Scan). With `updatedSince=<ISO 8601 date-time>` only the leads changed after it, oldest change
 * first, from gsi2 (docs/product/admin.md#changes-since). Limit 1-2000 (default 1000); a page also
 * stops at 5 MB of JSON, inside Lambda's 6 MB response limit. 401 without a session; 400 for a bad
 * cursor, limit or `updatedSince`.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(leadsArea, 'leads/handlers/list-leads'),
    query: leadListQuerySchema(DEFAULT_LEAD_PAGE_SIZE, MAX_LEAD_PAGE_SIZE),
    middlewares: [requireSession()],
  },
  async ({ query }) => {
    const page = { cursor: query.cursor ?? null, limit: query.limit };
    return query.updatedSince ? listLeadChangesPage(query.updatedSince, page) : listLeadSummaryPage(page);
  },
);
