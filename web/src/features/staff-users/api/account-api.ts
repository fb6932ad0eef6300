import {
  ADMIN_ME_PASSWORD_PATH,
  ADMIN_ME_PATH,
  ADMIN_ME_SESSION_PATH,
  ADMIN_ME_SESSIONS_PATH,
} from '@meridian/shared/admin-api-paths';
import { fillPath } from '@meridian/shared/api-paths';
import { type StaffUser, staffUserSchema } from '@meridian/shared/staff-auth/staff';
import { type OwnSession, ownSessionListSchema } from '@meridian/shared/staff-auth/staff-users';
import * as z from '@meridian/shared/zod';
import { apiJson, apiRequest } from '../../../lib/api-client';

/**
 * The Your account screen's calls (docs/product/staff-accounts.md#your-account): the name, the
 * password and one's own sessions. Each throws ApiError for a refused request.
 */

/** Query key of one's own sessions. */
export const mySessionsKey = [ADMIN_ME_SESSIONS_PATH] as const;

/** `PATCH /api/admin/me`: a new name; answers the user. */
export function renameMe(name: string): Promise<StaffUser> {
  return apiJson('PATCH', ADMIN_ME_PATH, staffUserSchema, { body: { name } });
}

/** `POST /api/admin/me/password`: 400 with the reason for a wrong current or a weak new password. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await apiJson('POST', ADMIN_ME_PASSWORD_PATH, z.object({ changed: z.literal(true) }), {
    body: { currentPassword, newPassword },
  });
}

/** `GET /api/admin/me/sessions`: one's live sessions, newest first. */
export async function fetchMySessions(): Promise<OwnSession[]> {
  return (await apiJson('GET', ADMIN_ME_SESSIONS_PATH, ownSessionListSchema)).items;
}

/** `DELETE /api/admin/me/sessions`: ends every session but this one. */
export async function endOtherSessions(): Promise<void> {
  await apiRequest('DELETE', ADMIN_ME_SESSIONS_PATH);
}

/** `DELETE /api/admin/me/sessions/{id}`: ends one session. */
export async function endSession(id: string): Promise<void> {
  await apiRequest('DELETE', fillPath(ADMIN_ME_SESSION_PATH, { id }));
}
