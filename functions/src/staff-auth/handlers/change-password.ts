import { changePasswordRequestSchema } from '@meridian/shared/staff-auth/staff-users';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { auditIpHashOf } from '../services/audit-client';
import { clientIpOf } from '../../lib/client-ip';
import { changeMyPassword } from '../services/own-account';
import { requireSession, staffOf } from '../services/require-session';
import { sessionIdOf } from '../services/session-cookie';
import { httpHandler } from '../../lib/http';

/**
 * `POST /api/admin/me/password` `{ currentPassword, newPassword }` (docs/product/staff-accounts.md#your-account):
 * sets a new password and ends the user's other sessions: 200 `{ changed: true }` | 400 for a wrong
 * current password or a new one that breaks the rule | 429 when the client guessed too often.
 * Audited (`password_changed`).
 */
export const handler = httpHandler(
  {
    entry: functionEntry(staffAuthArea, 'staff-auth/handlers/change-password'),
    middlewares: [requireSession()],
    body: changePasswordRequestSchema,
  },
  async ({ body, event }) => {
    const actor = { userId: staffOf(event).userId, ipHash: auditIpHashOf(event), clientIp: clientIpOf(event) };
    await changeMyPassword({ ...actor, sessionId: sessionIdOf(event) ?? '' }, body.currentPassword, body.newPassword);
    return { changed: true };
  },
);
