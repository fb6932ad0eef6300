import { passkeyEnrolRequestSchema } from '@meridian/shared/staff-auth/passkeys';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { auditIpHashOf } from '../services/audit-client';
import { clientIpOf } from '../../lib/client-ip';
import { confirmPasskeyEnrolment } from '../services/passkey-sign-in';
import { sessionCookie } from '../services/session-cookie';
import { httpHandler, respond } from '../../lib/http';
import { withLoginAudit } from '../../privacy/services/audit';

/**
 * `POST /api/admin/mfa/passkey/confirm` `{ challenge, response, name? }`
 * (docs/product/staff-accounts.md#passkeys): the browser's answer to the enrolment's prompt stores
 * the passkey as the second factor and signs in: 200 `{ user }` with the session cookie | 400 for
 * an answer that is malformed or does not verify | 401 for an expired sign-in or prompt | 429 when
 * throttled. Audited (docs/product/privacy.md#audit-log).
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/passkey-enrol-confirm'), body: passkeyEnrolRequestSchema },
  async ({ body, event }) => {
    const { sessionId, user } = await withLoginAudit(
      auditIpHashOf(event),
      () => confirmPasskeyEnrolment(body.challenge, body.response, body.name, clientIpOf(event)),
      { method: 'passkey' },
    );
    return respond(200, { user }, {}, [sessionCookie(sessionId)]);
  },
);
