import { acceptInvitationRequestSchema } from '@meridian/shared/staff-auth/staff-users';
import { functionEntry } from '../../topology';
import { staffAuthArea } from '../area';
import { auditIpHashOf } from '../services/audit-client';
import { acceptInvitation } from '../services/invitations';
import { httpHandler } from '../../lib/http';
import { auditAction } from '../../privacy/services/audit';

/**
 * `POST /api/admin/invitations/accept` `{ token, password }` (docs/product/staff-accounts.md#invitations),
 * no session: sets the invited user's password and answers `{ step: "enrol", challenge }` for the
 * TOTP enrolment | 400 for a malformed or tampered link or a password that breaks the rule | 410
 * for an expired, used or replaced link. Audited (`invitation_accepted`).
 */
export const handler = httpHandler(
  { entry: functionEntry(staffAuthArea, 'staff-auth/handlers/accept-invitation'), body: acceptInvitationRequestSchema },
  async ({ body, event }) => {
    const { userId, ...next } = await acceptInvitation(body.token, body.password);
    await auditAction({
      action: 'invitation_accepted',
      target: `user:${userId}`,
      ipHash: auditIpHashOf(event),
      actorId: userId,
    });
    return next;
  },
);
