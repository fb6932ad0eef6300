import { requireSession } from '../../staff-auth/services/require-session';
import { privacyEnv, tableEnv } from '../../lib/env';
import { httpHandler } from '../../lib/http';
import { retentionReview } from '../services/privacy-admin';

/**
 * `GET /api/admin/retention` (docs/product/privacy.md#retention): `{ olderThan, leads }`, the leads
 * without activity since `olderThan` (now minus `LEAD_RETENTION_YEARS`, default 3 years), oldest
 * first, for review and erasure. 401 without a session.
 */
export const handler = httpHandler({ env: [tableEnv, privacyEnv], middlewares: [requireSession()] }, async () =>
  retentionReview(),
);
