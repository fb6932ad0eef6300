import { idPathSchema } from '@meridian/shared/staff-auth/staff-users';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { auditIpHashOf } from '../services/audit-client';
import { requireSession, staffOf } from '../services/require-session';
import { reinviteUser } from '../services/staff-admin';
import { httpHandler } from '../../lib/http';

/**
 * `POST /api/admin/users/{id}/invite` (docs/product/staff-accounts.md#invitations), partners only:
 * emails an invited user a new link (older links stop working) and answers the user | 404 unknown
 * user | 409 when they have accepted already. Audited (`user_reinvited`).
 */
export const handler = httpHandler(
  {
    entry: functionEntry(staffAuthArea, 'staff-auth/handlers/reinvite-user'),
    middlewares: [requireSession()],
    path: idPathSchema,
  },
  async ({ path, event }) => reinviteUser(path.id, { userId: staffOf(event).userId, ipHash: auditIpHashOf(event) }),
);
