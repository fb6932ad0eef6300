import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { endMyOtherSessions } from '../services/own-account';
import { requireSession, staffOf } from '../services/require-session';
import { sessionIdOf } from '../services/session-cookie';
import { httpHandler } from '../../lib/http';

/**
 * `DELETE /api/admin/me/sessions` (docs/product/staff-accounts.md#your-account): "sign out
 * everywhere else", ends every session of the signed-in user but this one; `{ ended: <count> }`.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(staffAuthArea, 'staff-auth/handlers/end-my-other-sessions'),
    middlewares: [requireSession()],
  },
  async ({ event }) => ({ ended: await endMyOtherSessions(staffOf(event).userId, sessionIdOf(event) ?? '') }),
);
