import {
  ADMIN_ARTICLES_PATH,
  ADMIN_AUDIT_PATH,
  ADMIN_BOOKING_AVAILABILITY_PATH,
  ADMIN_EMAIL_TEMPLATE_PATH,
  ADMIN_LEADS_PATH,
  ADMIN_MY_DAY_PATH,
  ADMIN_RETENTION_PATH,
  ADMIN_SUBSCRIBERS_PATH,
  ADMIN_USERS_PATH,
} from '@meridian/shared/admin-api-paths';
import { mayCall } from '@meridian/shared/staff-auth/permissions';
import type { StaffRole } from '@meridian/shared/staff-auth/staff';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/utils';
import { useMe } from '../../lib/staff-role';

/** The path of My day (docs/product/my-day.md). */
export const MY_DAY_PATH = '/admin/my-day';

/** One destination of the admin navigation and the API route its screen loads first. */
interface NavItem {
  name: string;
  /** Path and query of the screen. */
  to: string;
  /** The screen's first `GET` (or the call of `apiMethod`): a role that may not call it does not see the link. */
  api: string;
  /** The method of `api` (default `GET`): the templates editor is shown to those who may save (`PUT`). */
  apiMethod?: 'GET' | 'PUT';
  /** Whether the item is the current screen, from the address's path and `tab` parameter. */
  current: (path: string, tab: string | null) => boolean;
}

/** Every admin destination, in the navigation's order (docs/product/admin.md#navigation). */
export const ADMIN_NAV: readonly NavItem[] = [
  { name: 'My day', to: MY_DAY_PATH, api: ADMIN_MY_DAY_PATH, current: (path) => path === MY_DAY_PATH },
  {
    name: 'Leads',
    to: '/admin',
    api: ADMIN_LEADS_PATH,
    // A lead page belongs to the leads (docs/product/leads.md#lead-page).
    current: (path, tab) => (path === '/admin' && tab !== 'pipeline') || path.startsWith('/admin/leads/'),
  },
  {
    name: 'Pipeline',
    to: '/admin?tab=pipeline',
    api: ADMIN_LEADS_PATH,
    current: (path, tab) => path === '/admin' && tab === 'pipeline',
  },
  {
    name: 'Articles',
    to: '/admin/articles',
    api: ADMIN_ARTICLES_PATH,
    current: (path) => path.startsWith('/admin/articles'),
  },
  {
    name: 'Subscribers',
    to: '/admin/subscribers',
    api: ADMIN_SUBSCRIBERS_PATH,
    current: (path) => path === '/admin/subscribers',
  },
  {
    name: 'Bookings',
    to: '/admin/availability',
    api: ADMIN_BOOKING_AVAILABILITY_PATH,
    current: (path) => path === '/admin/availability',
  },
  {
    name: 'Templates',
    to: '/admin/email-templates',
    api: ADMIN_EMAIL_TEMPLATE_PATH,
    apiMethod: 'PUT',
    current: (path) => path === '/admin/email-templates',
  },
  { name: 'Privacy', to: '/admin/privacy', api: ADMIN_RETENTION_PATH, current: (path) => path === '/admin/privacy' },
  { name: 'Audit', to: '/admin/audit', api: ADMIN_AUDIT_PATH, current: (path) => path === '/admin/audit' },
  { name: 'Users', to: '/admin/users', api: ADMIN_USERS_PATH, current: (path) => path === '/admin/users' },
];

/**
 * The destinations a role may open: those whose screen's first `GET` the role may call
 * (`mayCall`, the one permission table, docs/product/staff-accounts.md#roles).
 */
export function navItemsFor(role: StaffRole): NavItem[] {
  return ADMIN_NAV.filter((item) => mayCall(role, item.apiMethod ?? 'GET', item.api));
}

/**
 * The persistent admin navigation (docs/product/admin.md#navigation), on every admin screen: My day,
 * Leads, Pipeline, Articles, Subscribers, Bookings, Templates (partners), Privacy, Audit and Users, each shown only to a
 * role that may use it, the current one marked `aria-current="page"`. Nothing shows until the
 * signed-in member's role is known. Links are at least 44 px tall and wrap on a phone.
 */
export function AdminNav() {
  const me = useMe();
  const { pathname, search } = useLocation();
  if (!me.data) return null;
  const path = pathname.replace(/\/$/, '') || '/';
  const tab = new URLSearchParams(search).get('tab');
  return (
    <nav aria-label="Admin" className="mx-auto max-w-[1600px] px-4 pb-2">
      <ul className="flex flex-wrap gap-1">
        {navItemsFor(me.data.role).map((item) => {
          const current = item.current(path, tab);
          return (
            <li key={item.name}>
              <Link
                to={item.to}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium',
                  current ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
                )}
              >
                {item.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
