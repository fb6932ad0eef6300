import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { listOwnPasskeys } from '../services/passkey-management';
import { requireSession, staffOf } from '../services/require-session';
import { httpHandler } from '../../lib/http';

/**
 * `GET /api/admin/passkeys` (docs/product/staff-accounts.md#passkeys): the signed-in user's
 * passkeys, oldest first, `{ passkeys: [{ id, name, createdAt, lastUsedAt? }], hasTotp }`. 401
 * without a session.
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/passkeys-list'), middlewares: [requireSession()] },
  async ({ event }) => listOwnPasskeys(staffOf(event).userId),
);
