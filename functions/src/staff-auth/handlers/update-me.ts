import { updateMeRequestSchema } from '@meridian/shared/staff-auth/staff-users';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { renameMe } from '../services/own-account';
import { requireSession, staffOf } from '../services/require-session';
import { httpHandler } from '../../lib/http';

/**
 * `PATCH /api/admin/me` `{ name }` (docs/product/staff-accounts.md#your-account): renames the
 * signed-in user; answers `{ id, name, email, role }` | 400 for a malformed body.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(staffAuthArea, 'staff-auth/handlers/update-me'),
    middlewares: [requireSession()],
    body: updateMeRequestSchema,
  },
  async ({ body, event }) => renameMe(staffOf(event).userId, body.name),
);
