import { passkeyAddRequestSchema } from '@meridian/shared/staff-auth/passkeys';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { addPasskey } from '../services/passkey-management';
import { requireSession, staffOf } from '../services/require-session';
import { httpHandler } from '../../lib/http';

/**
 * `POST /api/admin/passkeys` `{ response, name? }` (docs/product/staff-accounts.md#passkeys): adds
 * the passkey of the browser's answer to the signed-in user: 201 `{ id, name, createdAt }` | 400
 * for an answer that is malformed, does not verify or answers another prompt | 409 for a passkey
 * the user has already | 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(staffAuthArea, 'staff-auth/handlers/passkey-add'),
    body: passkeyAddRequestSchema,
    middlewares: [requireSession()],
    successStatus: 201,
  },
  async ({ body, event }) => addPasskey(staffOf(event).userId, body.response, body.name),
);
