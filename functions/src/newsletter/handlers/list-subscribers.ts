import { functionEntry } from '../../topology';
import { newsletterArea } from '../area';
import { requireSession } from '../../staff-auth/services/require-session';
import { listSubscribers } from '../data/subscribers';
import { httpHandler } from '../../lib/http';
import { pageQuerySchema } from '../../lib/request-schemas';

/**
 * `GET /api/admin/subscribers?cursor=&limit=` (docs/product/privacy.md#subscribers): subscribers
 * newest first with state and dates, `{ items: [{ id, email, state, createdAt, confirmedAt?,
 * unsubscribedAt? }], nextCursor, confirmedCount }` (expired pending sign-ups left out), limit
 * 1-1000 (default 1000). 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(newsletterArea, 'newsletter/handlers/list-subscribers'),
    query: pageQuerySchema(1000, 1000),
    middlewares: [requireSession()],
  },
  async ({ query }) => listSubscribers({ cursor: query.cursor ?? null, limit: query.limit }),
);
