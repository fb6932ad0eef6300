import { totpSetupRequestSchema } from '@meridian/shared/staff-auth/staff';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { setUpTotp } from '../services/second-factor';
import { httpHandler } from '../../lib/http';

/**
 * `POST /api/admin/mfa/totp/setup` `{ challenge }` (docs/product/staff-accounts.md#second-factor):
 * for a user enrolling (the password step answered `enrol`), a new TOTP key: 200
 * `{ secret, otpauthUri }` | 401 for an unknown, expired or used sign-in | 400 for a malformed body.
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/totp-setup'), body: totpSetupRequestSchema },
  async ({ body }) => setUpTotp(body.challenge),
);
