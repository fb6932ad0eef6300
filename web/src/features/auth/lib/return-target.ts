import { LOGIN_RETURN_PARAM } from '../../../lib/api-client';

/** Where a login goes when no page to return to was named: My day (docs/product/admin.md#login). */
export const DEFAULT_AFTER_LOGIN = '/admin/my-day';

/**
 * The page a login returns to (docs/product/admin.md#deep-links): the `next` parameter of the
 * login page's query when it is a path of this site (starts with one `/`, no backslash, not
 * `/login` itself), otherwise My day (`/admin/my-day`). Anything else (`//evil.test`, `https://…`) is ignored, so
 * the parameter cannot send the browser to another site.
 *
 * @param search - the login page's query string, e.g. `?next=%2Fadmin%3Flead%3Dabc`.
 * @returns a path with its query, e.g. `/admin?lead=abc`.
 */
export function loginReturnTarget(search: string): string {
  const target = new URLSearchParams(search).get(LOGIN_RETURN_PARAM);
  if (!target?.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return DEFAULT_AFTER_LOGIN;
  }
  const path = target.split(/[?#]/, 1)[0] ?? '';
  return path === '/login' ? DEFAULT_AFTER_LOGIN : target;
}
