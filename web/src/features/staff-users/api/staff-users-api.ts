import {
  ADMIN_USER_INVITE_PATH,
  ADMIN_USER_PATH,
  ADMIN_USER_RESET_FACTORS_PATH,
  ADMIN_USERS_PATH,
} from '@meridian/shared/admin-api-paths';
import { fillPath } from '@meridian/shared/api-paths';
import {
  type InviteUserRequest,
  type StaffUserSummary,
  staffUserListSchema,
  staffUserSummarySchema,
  type UpdateUserRequest,
} from '@meridian/shared/staff-auth/staff-users';
import { apiJson } from '../../../lib/api-client';

/**
 * The Users screen's calls (docs/product/staff-accounts.md#users), partners only: the list, the
 * invitation, a change of role or status, a new invitation link and the reset of the second factor.
 * Each throws ApiError for a refused request, with the server's message.
 */

/** Query key of the users' list. */
export const usersKey = [ADMIN_USERS_PATH] as const;

/** `GET /api/admin/users`: every staff user, oldest first. */
export async function fetchUsers(): Promise<StaffUserSummary[]> {
  return (await apiJson('GET', ADMIN_USERS_PATH, staffUserListSchema)).items;
}

/** `POST /api/admin/users`: invites a new user (409 when the address has an account). */
export function inviteUser(body: InviteUserRequest): Promise<StaffUserSummary> {
  return apiJson('POST', ADMIN_USERS_PATH, staffUserSummarySchema, { body });
}

/** `PATCH /api/admin/users/{id}`: a new role, or disable or enable (409 for the last active partner). */
export function updateUser(id: string, body: UpdateUserRequest): Promise<StaffUserSummary> {
  return apiJson('PATCH', fillPath(ADMIN_USER_PATH, { id }), staffUserSummarySchema, { body });
}

/** `POST /api/admin/users/{id}/invite`: a new invitation link; older links stop working. */
export function reinviteUser(id: string): Promise<StaffUserSummary> {
  return apiJson('POST', fillPath(ADMIN_USER_INVITE_PATH, { id }), staffUserSummarySchema);
}

/** `POST /api/admin/users/{id}/reset-factors`: the user's next sign-in enrols a new second factor. */
export function resetFactors(id: string): Promise<StaffUserSummary> {
  return apiJson('POST', fillPath(ADMIN_USER_RESET_FACTORS_PATH, { id }), staffUserSummarySchema);
}
