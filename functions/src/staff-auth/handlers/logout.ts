import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { auditLogOut } from '../services/audit';
import { clientIpOf } from '../../lib/client-ip';
import { clearedSessionCookie, sessionIdOf } from '../services/session-cookie';
import { endSession } from '../services/sessions';
import { httpHandler, respond } from '../../lib/http';

/**
 * `POST /api/admin/logout` (docs/product/staff-accounts.md#sessions): deletes the session named by
 * the session cookie, so the id is dead afterwards, and clears the cookie. Always 200
 * `{ "loggedOut": true }` (also without a session or with an unknown one: logging out twice is not
 * an error). Logs `auth.logout` (docs/product/security.md#audit-events).
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/logout') },
  async ({ event }) => {
    const sessionId = sessionIdOf(event);
    await endSession(sessionId);
    auditLogOut(clientIpOf(event), sessionId !== undefined);
    return respond(200, { loggedOut: true }, {}, [clearedSessionCookie()]);
  },
);
