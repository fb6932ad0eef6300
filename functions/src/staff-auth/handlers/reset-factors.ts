import { idPathSchema } from '@meridian/shared/staff-auth/staff-users';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { auditIpHashOf } from '../services/audit-client';
import { requireSession, staffOf } from '../services/require-session';
import { resetFactors } from '../services/staff-admin';
import { httpHandler } from '../../lib/http';

/**
 * `POST /api/admin/users/{id}/reset-factors` (docs/product/staff-accounts.md#users), partners only:
 * removes the user's TOTP key and recovery codes and ends their sessions, so their next sign-in
 * enrols again; answers the user | 404 unknown user. Audited (`user_factors_reset`).
 */
export const handler = httpHandler(
  {
    entry: functionEntry(staffAuthArea, 'staff-auth/handlers/reset-factors'),
    middlewares: [requireSession()],
    path: idPathSchema,
  },
  async ({ path, event }) => resetFactors(path.id, { userId: staffOf(event).userId, ipHash: auditIpHashOf(event) }),
);
