import { ADMIN_STAFF_PATH } from '@meridian/shared/admin-api-paths';
import { type StaffMember, staffDirectorySchema } from '@meridian/shared/leads/lead-owners';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mayCall } from '@meridian/shared/staff-auth/permissions';
import type { StaffUser } from '@meridian/shared/staff-auth/staff';
import { apiJson } from './api-client';
import { fetchMe, meQueryKey } from './staff-role';

/**
 * The staff directory (`GET /api/admin/staff`, docs/product/assignment.md): every staff member's
 * id, name, role and whether they are active, for owner names, initials and pickers. One request,
 * cached for five minutes and shared by every row and card (10,000 leads read one map).
 */

/** Query key of the staff directory. */
export const staffQueryKey = [ADMIN_STAFF_PATH] as const;

/**
 * The signed-in member as the CRM header loaded them (`GET /api/admin/me`), read from the cache
 * without fetching: a screen torn down by a logout (the cache cleared) asks nothing and gets no 401.
 */
export function useSignedInMember(): StaffUser | undefined {
  return useQuery({ queryKey: meQueryKey, queryFn: fetchMe, enabled: false, staleTime: 5 * 60_000 }).data;
}

/** Whether the signed-in member may call a route (false while unknown), without fetching. */
export function useMayCallQuietly(method: string, path: string): boolean {
  const me = useSignedInMember();
  return me ? mayCall(me.role, method, path) : false;
}

/** Every staff member, in the order they joined. */
export function fetchStaffDirectory(): Promise<StaffMember[]> {
  return apiJson('GET', ADMIN_STAFF_PATH, staffDirectorySchema).then((directory) => directory.users);
}

/** The staff directory as a list and a map by id (empty while loading). */
export function useStaffDirectory() {
  const query = useQuery({ queryKey: staffQueryKey, queryFn: fetchStaffDirectory, staleTime: 5 * 60_000 });
  const users = query.data;
  return useMemo(() => {
    const list = users ?? [];
    return { users: list, byId: new Map(list.map((user) => [user.id, user])) };
  }, [users]);
}
