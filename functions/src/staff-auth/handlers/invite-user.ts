import { inviteUserRequestSchema } from '@meridian/shared/staff-auth/staff-users';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { auditIpHashOf } from '../services/audit-client';
import { requireSession, staffOf } from '../services/require-session';
import { inviteUser } from '../services/staff-admin';
import { httpHandler } from '../../lib/http';

/**
 * `POST /api/admin/users` `{ email, name, role }` (docs/product/staff-accounts.md#invitations),
 * partners only: 201 with the new user (status `invited`) after emailing them an invitation link |
 * 409 when the address already has an account | 400 for a malformed body. Audited (`user_invited`).
 */
export const handler = httpHandler(
  {
    entry: functionEntry(staffAuthArea, 'staff-auth/handlers/invite-user'),
    middlewares: [requireSession()],
    body: inviteUserRequestSchema,
    successStatus: 201,
  },
  async ({ body, event }) => inviteUser(body, { userId: staffOf(event).userId, ipHash: auditIpHashOf(event) }),
);
