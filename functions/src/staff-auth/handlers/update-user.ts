import { idPathSchema, updateUserRequestSchema } from '@meridian/shared/staff-auth/staff-users';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { auditIpHashOf } from '../services/audit-client';
import { requireSession, staffOf } from '../services/require-session';
import { updateUser } from '../services/staff-admin';
import { httpHandler } from '../../lib/http';

/**
 * `PATCH /api/admin/users/{id}` `{ role?, status?, dailySendCap? }`
 * (docs/product/staff-accounts.md#users), partners only: the user after the change; a new role or
 * a disable ends the user's sessions at once | 404 unknown user | 409 for the last active partner |
 * 400 for a malformed body or a daily sending cap outside 1-500. Audited (`user_role_changed`,
 * `user_disabled`, `user_enabled`, `user_send_cap_changed`).
 */
export const handler = httpHandler(
  {
    entry: functionEntry(staffAuthArea, 'staff-auth/handlers/update-user'),
    middlewares: [requireSession()],
    path: idPathSchema,
    body: updateUserRequestSchema,
  },
  async ({ body, path, event }) =>
    updateUser(path.id, body, { userId: staffOf(event).userId, ipHash: auditIpHashOf(event) }),
);
