import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { requireSession, staffOf } from '../services/require-session';
import { currentStaffUser } from '../services/staff-users';
import { httpHandler } from '../../lib/http';

/**
 * `GET /api/admin/me` (docs/product/staff-accounts.md#sessions): the signed-in staff member,
 * `{ id, name, email, role }`. 401 without a session.
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/me'), middlewares: [requireSession()] },
  async ({ event }) => currentStaffUser(staffOf(event).userId),
);
