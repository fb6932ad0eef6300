import { requireSession } from '../../auth/require-session';
import { listLeadSummaryPage } from '../../data/lead-admin';
import { httpHandler } from '../../lib/http';
import { leadPageQuerySchema } from './schemas';

/**
 * `GET /api/admin/leads?cursor=&limit=` (SPEC.md section 7; issue 4): one page of compact lead
 * summaries (`LeadSummaryPage`: `{ items, nextCursor }`), newest first, from gsi1 Queries (no
 * Scan). Limit 1-2000 (default 1000); a page also stops at 5 MB of JSON, inside Lambda's 6 MB
 * response limit. 401 without a session; 400 for a bad cursor or limit.
 */
export const handler = httpHandler({ query: leadPageQuerySchema, middlewares: [requireSession()] }, async ({ query }) =>
  listLeadSummaryPage({ cursor: query.cursor ?? null, limit: query.limit }),
);
