import { clientIpOf } from '../../auth/client-ip';
import { loginRequestSchema, logIn } from '../../auth/login';
import { httpHandler } from '../../lib/http';

/**
 * `POST /api/admin/login` `{ password }` (SPEC.md sections 6-7; issue 4).
 * 200 `{ sessionId }` | 401 `{ "error": "Invalid password" }` | 429 with `Retry-After` when this
 * client failed too often | 400 for a malformed body. The client IP comes from CloudFront's
 * viewer address, never from `x-forwarded-for`.
 */
export const handler = httpHandler({ body: loginRequestSchema }, async ({ body, event }) =>
  logIn(body.password, clientIpOf(event)),
);
