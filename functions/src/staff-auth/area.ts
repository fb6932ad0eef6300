import { LOGIN_ITEMS, SESSION_ITEMS } from '../table-access';
import { ADMIN_AUTH_STATUS_PATH, ADMIN_LOGIN_PATH, ADMIN_LOGOUT_PATH } from '@meridian/shared/admin-api-paths';
import type { AreaDefinition } from '../topology';

/**
 * The staff-auth area (docs/architecture.md, "Business areas"): the CRM's sign-in, sign-out and session check. Its entries
 * are part of the route, rule, schedule and target tables, and the CDK app deploys them as one nested stack.
 */
export const staffAuthArea: AreaDefinition = {
  name: 'staff-auth',
  routes: [
    {
      method: 'POST',
      path: ADMIN_LOGIN_PATH,
      handler: 'staff-auth/handlers/login',
      usesPrivacyKey: true,
      tableAccess: 'readWrite',
      items: LOGIN_ITEMS,
      memoryMb: 1024,
      rateLimited: 'login',
      securityMetric: 'failedLogins',
    },
    {
      method: 'POST',
      path: ADMIN_LOGOUT_PATH,
      handler: 'staff-auth/handlers/logout',
      tableAccess: 'readWrite',
      items: SESSION_ITEMS,
    },
    {
      method: 'GET',
      path: ADMIN_AUTH_STATUS_PATH,
      handler: 'staff-auth/handlers/auth-status',
      tableAccess: 'readWrite',
      items: SESSION_ITEMS,
    },
  ],
  rules: [],
  schedules: [],
  targets: [],
};
