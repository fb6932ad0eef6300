import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { auditIpHashOf } from '../services/audit-client';
import { clientIpOf } from '../services/client-ip';
import { loginRequestSchema, logIn } from '../services/login';
import { httpHandler } from '../../lib/http';
import { withLoginAudit } from '../../privacy/services/audit';

/**
 * `POST /api/admin/login` `{ password }` (docs/product/admin.md#login,
 * docs/product/admin.md#throttling): 200 `{ sessionId }` | 401 `{ "error": "Invalid password" }` |
 * 429 with `Retry-After` when this client failed too often | 400 for a malformed body. The client
 * IP comes from CloudFront's viewer address, never from `x-forwarded-for`. Each outcome is audited
 * (docs/product/privacy.md#audit-log).
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/login'), body: loginRequestSchema },
  async ({ body, event }) => withLoginAudit(auditIpHashOf(event), () => logIn(body.password, clientIpOf(event))),
);
