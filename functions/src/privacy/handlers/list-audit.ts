import { functionEntry } from '../../topology';
import { privacyArea } from '../area';
import { requireSession } from '../../staff-auth/services/require-session';
import { listAuditEntries } from '../data/audit-log';
import { httpHandler } from '../../lib/http';
import { pageQuerySchema } from '../../lib/request-schemas';

/**
 * `GET /api/admin/audit?cursor=&limit=` (docs/product/privacy.md#audit-log): audit entries newest
 * first, `{ items: [{ at, action, target, ipHash }], nextCursor }`, limit 1-500 (default 100). 400
 * for a forged cursor; 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(privacyArea, 'privacy/handlers/list-audit'),
    query: pageQuerySchema(100, 500),
    middlewares: [requireSession()],
  },
  async ({ query }) => listAuditEntries({ cursor: query.cursor ?? null, limit: query.limit }),
);
