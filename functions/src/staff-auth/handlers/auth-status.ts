import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { sessionIdOf } from '../services/session-cookie';
import { isSessionValid } from '../services/sessions';
import { httpHandler } from '../../lib/http';

/**
 * `GET /api/admin/auth-status` (docs/product/staff-accounts.md#sessions): `{ authenticated: boolean }`,
 * false for a missing, malformed, unknown or expired session cookie; never 401. A valid check
 * counts as activity and slides the session's idle expiry.
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/auth-status') },
  async ({ event }) => ({ authenticated: await isSessionValid(sessionIdOf(event)) }),
);
