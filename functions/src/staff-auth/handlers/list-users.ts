import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { requireSession } from '../services/require-session';
import { listUsers } from '../services/staff-admin';
import { httpHandler } from '../../lib/http';

/**
 * `GET /api/admin/users` (docs/product/staff-accounts.md#users), partners only: every staff user,
 * oldest first, `{ items: [{ id, name, email, role, status, createdAt }] }`.
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/list-users'), middlewares: [requireSession()] },
  async () => ({ items: await listUsers() }),
);
