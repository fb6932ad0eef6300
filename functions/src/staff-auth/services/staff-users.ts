import type { StaffUser } from '@meridian/shared/staff-auth/staff';
import { getStaffUser } from '../data/staff-users';
import { UnauthorizedError } from '../../lib/errors';
import { staffUserOf } from './second-factor';

/**
 * The signed-in staff member (docs/product/staff-accounts.md#users).
 * @param userId - the session's user.
 * @returns `{ id, name, email, role }`.
 * @throws UnauthorizedError (401) when the user no longer exists or is disabled.
 */
export async function currentStaffUser(userId: string): Promise<StaffUser> {
  const user = await getStaffUser(userId);
  if (user?.status !== 'active') throw new UnauthorizedError();
  return staffUserOf(user);
}
