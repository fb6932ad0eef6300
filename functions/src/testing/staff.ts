import { randomUUID } from 'node:crypto';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE, STAFF_SESSION_COOKIE } from '@meridian/shared/api-paths';
import type { StaffRole } from '@meridian/shared/staff-auth/staff';
import { createStaffUser, type StaffUserRecord } from '../staff-auth/data/staff-users';
import { startSession } from '../staff-auth/services/sessions';

/**
 * Staff sessions for handler tests: a user of a role (stored, so `GET /api/admin/me` finds it) and
 * the request headers the CRM sends with its session: the session cookie and the request header.
 */

/** Request headers carrying a session id as the CRM's requests do. */
export function sessionHeaders(sessionId: string): Record<string, string> {
  return { cookie: `${STAFF_SESSION_COOKIE}=${sessionId}`, [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE };
}

/**
 * Creates a staff user of `role` with a session.
 * @returns the user and the headers of a request in its session.
 */
export async function signedInStaff(
  role: StaffRole = 'partner',
): Promise<{ user: StaffUserRecord; headers: Record<string, string> }> {
  const now = new Date().toISOString();
  const id = randomUUID();
  const user: StaffUserRecord = {
    id,
    name: `Test ${role}`,
    email: `${role}-${id}@meridian.test`,
    role,
    status: 'active',
    createdAt: now,
    updatedAt: now,
  };
  await createStaffUser(user);
  return { user, headers: sessionHeaders(await startSession(user)) };
}

/** The headers of a request in a new partner's session (most handler tests need no more). */
export async function staffHeaders(role: StaffRole = 'partner'): Promise<Record<string, string>> {
  return (await signedInStaff(role)).headers;
}
