import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { listMySessions } from '../services/own-account';
import { requireSession, staffOf } from '../services/require-session';
import { sessionIdOf } from '../services/session-cookie';
import { httpHandler } from '../../lib/http';

/**
 * `GET /api/admin/me/sessions` (docs/product/staff-accounts.md#your-account): the signed-in user's
 * live sessions, newest first, `{ items: [{ id, createdAt, lastSeenAt, current }] }`; `id` is
 * opaque (never the session id).
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/list-my-sessions'), middlewares: [requireSession()] },
  async ({ event }) => ({ items: await listMySessions(staffOf(event).userId, sessionIdOf(event) ?? '') }),
);
