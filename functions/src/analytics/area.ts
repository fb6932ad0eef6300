import { PAGE_VIEWS_PATH } from '@meridian/shared/api-paths';
import { LEADING_KEYS as K } from '../table/item-types';
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
      items: { write: [K.pageView, K.ipSalt] },
      rateLimited: 'views',
    },
    {
      method: 'POST',
      path: '/api/csp-report',
      handler: 'analytics/handlers/csp-report',
      rateLimited: 'views',
      securityMetric: 'cspReports',
    },
  ],
  rules: [],
  schedules: [],
  targets: [],
};
