import { passkeyPathSchema } from '@meridian/shared/staff-auth/passkeys';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { removeOwnPasskey } from '../services/passkey-management';
import { requireSession, staffOf } from '../services/require-session';
import { httpHandler, respond } from '../../lib/http';

/**
 * `DELETE /api/admin/passkeys/{id}` (docs/product/staff-accounts.md#passkeys): removes one of the
 * signed-in user's passkeys: 204 | 409 when it is their only second factor | 404 when they have no
 * such passkey | 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(staffAuthArea, 'staff-auth/handlers/passkey-remove'),
    path: passkeyPathSchema,
    middlewares: [requireSession()],
  },
  async ({ path, event }) => {
    await removeOwnPasskey(staffOf(event).userId, path.id);
    return respond(204);
  },
);
