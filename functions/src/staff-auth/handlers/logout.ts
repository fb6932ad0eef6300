import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { SESSION_HEADER } from '@meridian/shared/api-paths';
import { auditLogOut } from '../services/audit';
import { clientIpOf } from '../services/client-ip';
import { endSession } from '../services/sessions';
import { httpHandler } from '../../lib/http';

/**
 * `POST /api/admin/logout` (docs/product/admin.md#sessions): deletes the session named by
 * `x-session-id`, so the id is dead afterwards. Always 200 `{ "loggedOut": true }` (also without a
 * session or with an unknown one: logging out twice is not an error). Logs `auth.logout`
 * (docs/product/security.md#audit-events).
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/logout') },
  async ({ headers, event }) => {
    await endSession(headers[SESSION_HEADER]);
    auditLogOut(clientIpOf(event), headers[SESSION_HEADER] !== undefined);
    return { loggedOut: true };
  },
);
