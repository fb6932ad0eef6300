import { passkeySignInRequestSchema } from '@meridian/shared/staff-auth/passkeys';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { auditIpHashOf } from '../services/audit-client';
import { clientIpOf } from '../../lib/client-ip';
import { signInWithPasskey } from '../services/passkey-sign-in';
import { sessionCookie } from '../services/session-cookie';
import { httpHandler, respond } from '../../lib/http';
import { withLoginAudit } from '../../privacy/services/audit';

/**
 * `POST /api/admin/login/passkey` `{ response }` (docs/product/staff-accounts.md#passkeys): the
 * browser's answer to a passkey prompt signs in (alone, or as the second factor of a password
 * step): 200 `{ user }` with the session cookie | 401 "This passkey could not sign you in" | 429
 * when throttled | 400 for a malformed body. Audited (docs/product/privacy.md#audit-log).
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/login-passkey'), body: passkeySignInRequestSchema },
  async ({ body, event }) => {
    const { sessionId, user } = await withLoginAudit(
      auditIpHashOf(event),
      () => signInWithPasskey(body.response, clientIpOf(event)),
      { method: 'passkey' },
    );
    return respond(200, { user }, {}, [sessionCookie(sessionId)]);
  },
);
