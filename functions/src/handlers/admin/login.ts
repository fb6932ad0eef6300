import { clientIpOf } from '../../auth/client-ip';
import { loginRequestSchema, logIn } from '../../auth/login';
import { tableEnv } from '../../lib/env';
import { httpHandler } from '../../lib/http';

/**
 * `POST /api/admin/login` `{ password }` (docs/product/admin.md#login,
 * docs/product/admin.md#throttling): 200 `{ sessionId }` | 401 `{ "error": "Invalid password" }` |
 * 429 with `Retry-After` when this client failed too often | 400 for a malformed body. The client
 * IP comes from CloudFront's viewer address, never from `x-forwarded-for`.
 */
export const handler = httpHandler({ env: [tableEnv], body: loginRequestSchema }, async ({ body, event }) =>
  logIn(body.password, clientIpOf(event)),
);
