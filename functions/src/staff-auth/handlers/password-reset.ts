import { resetPasswordRequestSchema } from '@meridian/shared/staff-auth/password-reset';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { resetPassword } from '../services/password-reset';
import { httpHandler } from '../../lib/http';

/**
 * `POST /api/admin/password/reset` `{ token, password }` (docs/product/staff-accounts.md#forgotten-password):
 * sets the new password of a reset link (once), ends every session of the user and answers the
 * next sign-in step, as the password step does: 200 `{ step, challenge }` (no session yet) | 400
 * for a password the rule refuses, or a link that is invalid, used or expired.
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/password-reset'), body: resetPasswordRequestSchema },
  async ({ body }) => resetPassword(body.token, body.password),
);
