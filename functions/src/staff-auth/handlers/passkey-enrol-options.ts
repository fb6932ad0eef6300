import { passkeyEnrolOptionsRequestSchema } from '@meridian/shared/staff-auth/passkeys';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { passkeyEnrolOptions } from '../services/passkey-sign-in';
import { httpHandler } from '../../lib/http';

/**
 * `POST /api/admin/mfa/passkey/options` `{ challenge }` (docs/product/staff-accounts.md#passkeys):
 * for a user enrolling (the password step answered `enrol`), the WebAuthn registration options of a
 * new passkey: 200 `{ challenge, rp, user, … }` | 401 for an unknown, expired or used sign-in | 400
 * for a malformed body.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(staffAuthArea, 'staff-auth/handlers/passkey-enrol-options'),
    body: passkeyEnrolOptionsRequestSchema,
  },
  async ({ body }) => passkeyEnrolOptions(body.challenge),
);
