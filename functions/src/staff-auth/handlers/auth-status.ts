import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { SESSION_HEADER } from '@meridian/shared/api-paths';
import { isSessionValid } from '../services/sessions';
import { httpHandler } from '../../lib/http';

/**
 * `GET /api/admin/auth-status` (docs/product/admin.md#sessions): `{ authenticated: boolean }`,
 * false for a missing, malformed, unknown or expired `x-session-id`; never 401. A valid check
 * counts as activity and slides the session's idle expiry.
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/auth-status') },
  async ({ headers }) => ({
    authenticated: await isSessionValid(headers[SESSION_HEADER]),
  }),
);
