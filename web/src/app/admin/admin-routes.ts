import './admin-styles.css';
import { ADMIN_AUTH_STATUS_PATH, ADMIN_MY_DAY_PATH } from '@meridian/shared/admin-api-paths';
import type { RouteObject } from 'react-router';
import { requestEarly } from '../../lib/early-requests';

/**
 * The admin route group (docs/product/admin.md#crm-screens). Every
 * screen is a lazy module, so none of the admin code, drag and drop or charts reaches a public page.
 * Each page module exports `Component` (React Router's lazy-route convention). A new path goes into
 * `ADMIN_PATHS` of `../routes.tsx` too: only the paths are in every page's first JavaScript, and this
 * table loads with the first admin screen (`routes.test.tsx` checks that both agree).
 */
export const adminRoutes: RouteObject[] = [
  { path: '/login', lazy: () => import('./pages/login-page') },
  { path: '/admin', lazy: () => import('./pages/admin-page') },
  { path: '/admin/my-day', lazy: () => import('./pages/my-day-page') },
  { path: '/admin/leads/:id', lazy: () => import('./pages/lead-page') },
  { path: '/admin-quick', lazy: () => import('./pages/admin-quick-page') },
  { path: '/admin-test', lazy: () => import('./pages/admin-test-page') },
  { path: '/simple-admin', lazy: () => import('./pages/simple-admin-page') },
  { path: '/debug-analytics', lazy: () => import('./pages/debug-analytics-page') },
  { path: '/admin/subscribers', lazy: () => import('./pages/privacy-pages') },
  { path: '/admin/privacy', lazy: () => import('./pages/privacy-pages') },
  { path: '/admin/audit', lazy: () => import('./pages/privacy-pages') },
  { path: '/admin/availability', lazy: () => import('./pages/booking-availability-page') },
  { path: '/admin/assignment', lazy: () => import('./pages/assignment-page') },
  { path: '/admin/articles', lazy: () => import('./pages/articles-page') },
  { path: '/admin/articles/new', lazy: () => import('./pages/articles-page') },
  { path: '/admin/articles/:id', lazy: () => import('./pages/articles-page') },
  { path: '/admin/passkeys', lazy: () => import('./pages/passkeys-page') },
  { path: '/admin/reset-password', lazy: () => import('./pages/reset-password-page') },
  { path: '/admin/users', lazy: () => import('./pages/users-page') },
  { path: '/admin/account', lazy: () => import('./pages/account-page') },
  { path: '/admin/invite', lazy: () => import('./pages/invite-page') },
  { path: '/admin/leads/:id/email', lazy: () => import('./pages/compose-email-page') },
  { path: '/admin/email-templates', lazy: () => import('./pages/email-templates-page') },
];

/**
 * The GETs an admin screen waits for before it shows anything, sent before its code has loaded
 * (`requestEarly`): My day is usable within 1 s with 10,000 leads (docs/product/my-day.md#loading).
 */
const EARLY_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  '/admin/my-day': [ADMIN_AUTH_STATUS_PATH, ADMIN_MY_DAY_PATH],
};

/**
 * Sends the early requests of the admin screen at `path` (a path of this table), if it has any.
 *
 * @param path - the route's path, e.g. `/admin/my-day`.
 */
export function requestEarlyFor(path: string): void {
  for (const request of EARLY_REQUESTS[path] ?? []) requestEarly(request);
}
