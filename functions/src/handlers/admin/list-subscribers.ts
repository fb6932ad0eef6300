import { requireSession } from '../../auth/require-session';
import { listSubscribers } from '../../data/subscribers';
import { tableEnv } from '../../lib/env';
import { httpHandler } from '../../lib/http';
import { pageQuerySchema } from '../../lib/request-schemas';

/**
 * `GET /api/admin/subscribers?cursor=&limit=` (docs/product/site.md#newsletter): newsletter
 * subscribers newest first, `{ items: [{ email, subscribedAt }], nextCursor }`, limit 1-1000
 * (default 1000). 401 without a session.
 */
export const handler = httpHandler(
  { env: [tableEnv], query: pageQuerySchema(1000, 1000), middlewares: [requireSession()] },
  async ({ query }) => listSubscribers({ cursor: query.cursor ?? null, limit: query.limit }),
);
