import { loginRequestSchema } from '@meridian/shared/staff-auth/staff';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { auditIpHashOf } from '../services/audit-client';
import { clientIpOf } from '../../lib/client-ip';
import { logIn } from '../services/login';
import { httpHandler } from '../../lib/http';
import { withLoginAudit } from '../../privacy/services/audit';

/**
 * `POST /api/admin/login` `{ email, password }` (docs/product/staff-accounts.md#sign-in,
 * docs/product/admin.md#throttling): 200 `{ step: "totp" | "enrol", challenge }` (no session yet) |
 * 401 `{ "error": "Invalid email or password" }` | 429 with `Retry-After` when this client failed
 * too often | 400 for a malformed body. The client IP comes from CloudFront's viewer address, never
 * from `x-forwarded-for`. Failures are audited (docs/product/privacy.md#audit-log).
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/login'), body: loginRequestSchema },
  async ({ body, event }) =>
    withLoginAudit(auditIpHashOf(event), () => logIn(body.email, body.password, clientIpOf(event)), {
      startsSession: false,
    }),
);
