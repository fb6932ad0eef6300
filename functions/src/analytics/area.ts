import { PAGE_VIEW_ITEMS } from '../table-access';
import { PAGE_VIEWS_PATH } from '@meridian/shared/api-paths';
import type { AreaDefinition } from '../topology';

/**
 * The analytics area (docs/architecture.md, "Business areas"): page views and CSP reports. Its entries
 * are part of the route, rule, schedule and target tables, and the CDK app deploys them as one nested stack.
 */
export const analyticsArea: AreaDefinition = {
  name: 'analytics',
  routes: [
    {
      method: 'POST',
      path: PAGE_VIEWS_PATH,
      handler: 'analytics/handlers/post-page-view',
      tableAccess: 'readWrite',
      items: PAGE_VIEW_ITEMS,
      rateLimited: 'views',
    },
    {
      method: 'POST',
      path: '/api/csp-report',
      handler: 'analytics/handlers/csp-report',
      tableAccess: 'none',
      rateLimited: 'views',
      securityMetric: 'cspReports',
    },
  ],
  rules: [],
  schedules: [],
  targets: [],
};
