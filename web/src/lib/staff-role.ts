import { ADMIN_ME_PATH } from '@meridian/shared/admin-api-paths';
import { mayCall } from '@meridian/shared/staff-auth/permissions';
import { type StaffUser, staffUserSchema } from '@meridian/shared/staff-auth/staff';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from './api-client';

/**
 * Who is signed in, and what their role may do (docs/product/staff-accounts.md#roles): the CRM hides
 * the controls of routes the permission table of `shared/` denies to the role. The server refuses
 * them anyway (403); hiding only spares a click that cannot work.
 */

/** Query key of the signed-in user (`GET /api/admin/me`). */
export const meQueryKey = [ADMIN_ME_PATH] as const;

/** The signed-in staff member (`GET /api/admin/me`); a 401 sends the browser to /login. */
export function fetchMe(): Promise<StaffUser> {
  return apiJson('GET', ADMIN_ME_PATH, staffUserSchema);
}

/** The signed-in staff member `{ id, name, email, role }`, cached for five minutes. */
export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 5 * 60_000, retry: false });
}

/**
 * Whether the signed-in role may call a route. True until the role is known (or when it cannot be
 * read): the control shows and the server decides.
 *
 * @param method - HTTP method.
 * @param path - the route's path template from `@meridian/shared/admin-api-paths`.
 */
export function useMayCall(method: string, path: string): boolean {
  const { data } = useMe();
  return data ? mayCall(data.role, method, path) : true;
}
