import { ADMIN_STAFF_PATH } from '@meridian/shared/admin-api-paths';
import { type StaffMember, staffDirectorySchema } from '@meridian/shared/leads/lead-owners';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiJson } from './api-client';

/**
 * The staff directory (`GET /api/admin/staff`, docs/product/assignment.md): every staff member's
 * id, name, role and whether they are active, for owner names, initials and pickers. One request,
 * cached for five minutes and shared by every row and card (10,000 leads read one map).
 */

/** Query key of the staff directory. */
export const staffQueryKey = [ADMIN_STAFF_PATH] as const;

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
