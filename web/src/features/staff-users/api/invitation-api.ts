import { ADMIN_INVITATION_ACCEPT_PATH } from '@meridian/shared/admin-api-paths';
import { type AcceptedInvitation, acceptedInvitationSchema } from '@meridian/shared/staff-auth/staff-users';
import { apiJson } from '../../../lib/api-client';

/**
 * `POST /api/admin/invitations/accept` (docs/product/staff-accounts.md#invitations): sets the
 * invited user's password; answers the enrolment's challenge.
 * @throws ApiError: 400 for a bad link or a weak password, 410 for an expired or used link.
 */
export function acceptInvitation(token: string, password: string): Promise<AcceptedInvitation> {
  return apiJson('POST', ADMIN_INVITATION_ACCEPT_PATH, acceptedInvitationSchema, {
    body: { token, password },
    on401: 'throw',
  });
}
