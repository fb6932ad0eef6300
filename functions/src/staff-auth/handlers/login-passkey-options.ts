import { passkeySignInOptionsRequestSchema } from '@meridian/shared/staff-auth/passkeys';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { passkeySignInOptions } from '../services/passkey-sign-in';
import { httpHandler } from '../../lib/http';

/**
 * `POST /api/admin/login/passkey/options` `{ challenge? }` (docs/product/staff-accounts.md#passkeys):
 * the WebAuthn sign-in options, with a new challenge (5 minutes, single use): for any passkey of
 * the site without a body challenge, or for the user of a password step (`totp` or `passkey`): 200
 * `{ challenge, rpId, allowCredentials, … }` | 401 for an unusable sign-in | 400 when that user has
 * no passkey or for a malformed body.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(staffAuthArea, 'staff-auth/handlers/login-passkey-options'),
    body: passkeySignInOptionsRequestSchema,
  },
  async ({ body }) => passkeySignInOptions(body.challenge),
);
