import { passkeyPathSchema, passkeyRenameRequestSchema } from '@meridian/shared/staff-auth/passkeys';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { renameOwnPasskey } from '../services/passkey-management';
import { requireSession, staffOf } from '../services/require-session';
import { httpHandler, respond } from '../../lib/http';

/**
 * `PUT /api/admin/passkeys/{id}` `{ name }` (docs/product/staff-accounts.md#passkeys): renames one
 * of the signed-in user's passkeys: 204 | 404 when they have no such passkey | 400 for a malformed
 * name or id | 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(staffAuthArea, 'staff-auth/handlers/passkey-rename'),
    path: passkeyPathSchema,
    body: passkeyRenameRequestSchema,
    middlewares: [requireSession()],
  },
  async ({ path, body, event }) => {
    await renameOwnPasskey(staffOf(event).userId, path.id, body.name);
    return respond(204);
  },
);
