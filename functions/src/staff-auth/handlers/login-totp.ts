import { factorCodeRequestSchema } from '@meridian/shared/staff-auth/staff';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { auditIpHashOf } from '../services/audit-client';
import { clientIpOf } from '../../lib/client-ip';
import { signInWithCode } from '../services/second-factor';
import { sessionCookie } from '../services/session-cookie';
import { httpHandler, respond } from '../../lib/http';
import { withLoginAudit } from '../../privacy/services/audit';

/**
 * `POST /api/admin/login/totp` `{ challenge, code }` (docs/product/staff-accounts.md#second-factor):
 * a 6-digit TOTP code or an unused recovery code completes the sign-in of the password step: 200
 * `{ user }` with the session cookie | 401 `Invalid code` or an expired sign-in | 429 when throttled
 * | 400 for a malformed body. Audited (docs/product/privacy.md#audit-log).
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/login-totp'), body: factorCodeRequestSchema },
  async ({ body, event }) => {
    const { sessionId, user } = await withLoginAudit(auditIpHashOf(event), () =>
      signInWithCode(body.challenge, body.code, clientIpOf(event)),
    );
    return respond(200, { user }, {}, [sessionCookie(sessionId)]);
  },
);
