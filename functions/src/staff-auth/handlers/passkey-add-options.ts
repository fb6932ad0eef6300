import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { addPasskeyOptions } from '../services/passkey-management';
import { requireSession, staffOf } from '../services/require-session';
import { httpHandler } from '../../lib/http';

/**
 * `POST /api/admin/passkeys/options` (docs/product/staff-accounts.md#passkeys): the WebAuthn
 * registration options of a new passkey for the signed-in user (their passkeys excluded), with a
 * challenge of 5 minutes. 401 without a session.
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/passkey-add-options'), middlewares: [requireSession()] },
  async ({ event }) => addPasskeyOptions(staffOf(event).userId),
);
