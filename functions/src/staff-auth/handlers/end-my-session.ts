import { idPathSchema } from '@meridian/shared/staff-auth/staff-users';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { endMySession } from '../services/own-account';
import { requireSession, staffOf } from '../services/require-session';
import { httpHandler, respond } from '../../lib/http';

/**
 * `DELETE /api/admin/me/sessions/{id}` (docs/product/staff-accounts.md#your-account): ends one of
 * the signed-in user's sessions by its opaque id: 204 | 404 when none of theirs has this id.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(staffAuthArea, 'staff-auth/handlers/end-my-session'),
    middlewares: [requireSession()],
    path: idPathSchema,
  },
  async ({ path, event }) => {
    await endMySession(staffOf(event).userId, path.id);
    return respond(204);
  },
);
