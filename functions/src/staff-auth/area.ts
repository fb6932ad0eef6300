import { ADMIN_AUTH_STATUS_PATH, ADMIN_LOGIN_PATH, ADMIN_LOGOUT_PATH } from '@meridian/shared/admin-api-paths';
import { LEADING_KEYS as K } from '../table/item-types';
import { SESSION_CHECK } from '../table-access';
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
      items: { read: [K.adminCredential], write: [K.loginFailures, K.session], append: [K.audit] },
      memoryMb: 1024,
      rateLimited: 'login',
      securityMetric: 'failedLogins',
    },
    {
      method: 'POST',
      path: ADMIN_LOGOUT_PATH,
      handler: 'staff-auth/handlers/logout',
      items: { write: [K.session] },
    },
    {
      method: 'GET',
      path: ADMIN_AUTH_STATUS_PATH,
      handler: 'staff-auth/handlers/auth-status',
      items: SESSION_CHECK,
    },
  ],
  rules: [],
  schedules: [],
  targets: [],
};
