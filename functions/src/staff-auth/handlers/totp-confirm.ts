import { factorCodeRequestSchema } from '@meridian/shared/staff-auth/staff';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { auditIpHashOf } from '../services/audit-client';
import { clientIpOf } from '../../lib/client-ip';
import { confirmTotp } from '../services/second-factor';
import { sessionCookie } from '../services/session-cookie';
import { httpHandler, respond } from '../../lib/http';
import { withLoginAudit } from '../../privacy/services/audit';

/**
 * `POST /api/admin/mfa/totp/confirm` `{ challenge, code }` (docs/product/staff-accounts.md#second-factor):
 * a code of the key the setup offered enrols it and signs in: 200 `{ recoveryCodes, user }` (ten
 * codes, shown once) with the session cookie | 400 before the setup | 401 `Invalid code` or an
 * expired sign-in | 429 when throttled. Audited (docs/product/privacy.md#audit-log).
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/totp-confirm'), body: factorCodeRequestSchema },
  async ({ body, event }) => {
    const { sessionId, user, recoveryCodes } = await withLoginAudit(auditIpHashOf(event), () =>
      confirmTotp(body.challenge, body.code, clientIpOf(event)),
    );
    return respond(200, { recoveryCodes, user }, {}, [sessionCookie(sessionId)]);
  },
);
