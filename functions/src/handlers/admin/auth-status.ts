import { isSessionValid } from '../../auth/sessions';
import { SESSION_HEADER } from '@meridian/shared/api-paths';
import { httpHandler } from '../../lib/http';

/**
 * `GET /api/admin/auth-status` (SPEC.md sections 3 and 7; issue 4): `{ authenticated: boolean }`,
 * false for a missing, malformed, unknown or expired `x-session-id`; never 401. A valid check counts
 * as activity and slides the session's idle expiry.
 */
export const handler = httpHandler({}, async ({ headers }) => ({
  authenticated: await isSessionValid(headers[SESSION_HEADER]),
}));
