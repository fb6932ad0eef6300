import type { ErasedOutcomesResponse } from '@meridian/shared/pipeline/erased-outcome';
import { functionEntry } from '../../topology';
import { privacyArea } from '../area';
import { requireSession } from '../../staff-auth/services/require-session';
import { listErasedOutcomes } from '../data/erased-outcomes';
import { httpHandler } from '../../lib/http';

/**
 * `GET /api/admin/outcomes/erased` (docs/product/dashboard.md#win-rate): every outcome kept of an
 * erased lead, `{ items: [{ result, value | reason, stage, source?, closedAt, createdAt?, erasedAt }] }`,
 * oldest close first; one Query of the index partition. 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(privacyArea, 'privacy/handlers/list-erased-outcomes'),
    middlewares: [requireSession()],
  },
  async (): Promise<ErasedOutcomesResponse> => ({ items: await listErasedOutcomes() }),
);
