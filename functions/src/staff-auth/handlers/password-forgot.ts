import { FORGOT_PASSWORD_ANSWER, forgotPasswordRequestSchema } from '@meridian/shared/staff-auth/password-reset';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { clientIpOf } from '../../lib/client-ip';
import { requestPasswordReset } from '../services/password-reset';
import { httpHandler, respond } from '../../lib/http';

/**
 * `POST /api/admin/password/forgot` `{ email }` (docs/product/staff-accounts.md#forgotten-password):
 * emails an active user a link to set a new password (one hour, once). Always 202 with the same
 * answer, whether or not the address has an account | 429 past the client's requests | 400 for a
 * malformed body.
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/password-forgot'), body: forgotPasswordRequestSchema },
  async ({ body, event }) => {
    await requestPasswordReset(body.email, clientIpOf(event));
    return respond(202, FORGOT_PASSWORD_ANSWER);
  },
);
