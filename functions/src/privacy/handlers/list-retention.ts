import { functionEntry } from '../../topology';
import { privacyArea } from '../area';
import { requireSession } from '../../staff-auth/services/require-session';
import { httpHandler } from '../../lib/http';
import { retentionReview } from '../services/privacy-admin';

/**
 * `GET /api/admin/retention` (docs/product/privacy.md#retention): `{ olderThan, leads }`, the leads
 * without activity since `olderThan` (now minus `LEAD_RETENTION_YEARS`, default 3 years), oldest
 * first, for review and erasure. 401 without a session.
 */
export const handler = httpHandler(
  { entry: functionEntry(privacyArea, 'privacy/handlers/list-retention'), middlewares: [requireSession()] },
  async () => retentionReview(),
);
