import {
  ARTICLES_PATH,
  ARTICLE_PATH,
  ASSESSMENT_BENCHMARK_PATH,
  ASSESSMENT_EMAIL_PATH,
  CONTACT_PATH,
  NEWSLETTER_PATH,
  PAGE_VIEWS_PATH,
} from '@meridian/shared/api-paths';
import {
  ADMIN_AUTH_STATUS_PATH,
  ADMIN_LEADS_EXPORT_PATH,
  ADMIN_LEADS_PATH,
  ADMIN_LEAD_ACTIVITIES_PATH,
  ADMIN_LEAD_MERGE_PATH,
  ADMIN_LEAD_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_LOGOUT_PATH,
  ADMIN_SUBSCRIBERS_PATH,
} from '@meridian/shared/admin-api-paths';

/**
 * The API route table: the single source of truth for `/api/*` (docs/architecture.md, "Topology"). The CDK stack
 * creates one Lambda function and one API Gateway route per entry; the local runner mounts the very
 * same handler modules from it. Handler modules live under `functions/src/` and export `handler`
 * (an API Gateway HTTP API payload v2 handler).
 */

/** Which DynamoDB access a function gets (least privilege, docs/product/security.md#iam). */
export type TableAccess = 'none' | 'read' | 'readWrite';

export interface RouteDefinition {
  /** HTTP method. */
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** API Gateway route path, with `{param}` placeholders, e.g. `/api/articles/{slug}`. */
  path: string;
  /** Handler module, relative to `functions/src`, without extension; it exports `handler`. */
  handler: string;
  /** DynamoDB table access the function needs. */
  tableAccess: TableAccess;
  /** True when the function publishes events to the bus (`events:PutEvents`). */
  publishesEvents?: boolean;
  /** Memory in MB (default 512). */
  memoryMb?: number;
  /** Timeout in seconds (default 10). */
  timeoutSeconds?: number;
  /** Route serves visitor submissions or logins: covered by the WAF rate rule (docs/product/security.md#waf). */
  rateLimited?: boolean;
}

export const routes: readonly RouteDefinition[] = [
  { method: 'GET', path: ARTICLES_PATH, handler: 'handlers/articles/list-articles', tableAccess: 'read' },
  { method: 'GET', path: ARTICLE_PATH, handler: 'handlers/articles/get-article', tableAccess: 'read' },
  {
    method: 'POST',
    path: CONTACT_PATH,
    handler: 'handlers/submissions/post-contact',
    tableAccess: 'none',
    publishesEvents: true,
    rateLimited: true,
  },
  {
    method: 'POST',
    path: ASSESSMENT_EMAIL_PATH,
    handler: 'handlers/submissions/post-assessment-email',
    tableAccess: 'none',
    publishesEvents: true,
    rateLimited: true,
  },
  {
    method: 'GET',
    path: ASSESSMENT_BENCHMARK_PATH,
    handler: 'handlers/assessment/get-assessment-benchmark',
    tableAccess: 'read',
  },
  {
    method: 'POST',
    path: NEWSLETTER_PATH,
    handler: 'handlers/submissions/post-newsletter',
    tableAccess: 'readWrite',
    items: SUBSCRIBER_ITEMS,
    rateLimited: true,
  },
  {
    method: 'POST',
    path: PAGE_VIEWS_PATH,
    handler: 'handlers/submissions/post-page-view',
    tableAccess: 'readWrite',
    rateLimited: true,
  },
  {
    method: 'POST',
    path: '/api/csp-report',
    handler: 'handlers/security/csp-report',
    tableAccess: 'none',
    rateLimited: true,
  },
  {
    method: 'POST',
    path: ADMIN_LOGIN_PATH,
    handler: 'handlers/admin/login',
    tableAccess: 'readWrite',
    memoryMb: 1024,
    rateLimited: true,
  },
  { method: 'POST', path: ADMIN_LOGOUT_PATH, handler: 'handlers/admin/logout', tableAccess: 'readWrite' },
  { method: 'GET', path: ADMIN_AUTH_STATUS_PATH, handler: 'handlers/admin/auth-status', tableAccess: 'readWrite' },
  {
    method: 'GET',
    path: ADMIN_LEADS_PATH,
    handler: 'handlers/admin/list-leads',
    tableAccess: 'readWrite',
    memoryMb: 1024,
  },
  {
    method: 'GET',
    path: ADMIN_LEADS_EXPORT_PATH,
    handler: 'handlers/admin/export-leads',
    tableAccess: 'readWrite',
    memoryMb: 1024,
    timeoutSeconds: 29,
  },
  { method: 'GET', path: ADMIN_LEAD_PATH, handler: 'handlers/admin/get-lead', tableAccess: 'readWrite' },
  { method: 'POST', path: ADMIN_LEADS_PATH, handler: 'handlers/admin/create-lead', tableAccess: 'readWrite' },
  { method: 'PUT', path: ADMIN_LEAD_PATH, handler: 'handlers/admin/update-lead', tableAccess: 'readWrite' },
  {
    method: 'POST',
    path: ADMIN_LEAD_ACTIVITIES_PATH,
    handler: 'handlers/admin/add-lead-activity',
    tableAccess: 'readWrite',
  },
  { method: 'POST', path: ADMIN_LEAD_MERGE_PATH, handler: 'handlers/admin/merge-leads', tableAccess: 'readWrite' },
  {
    method: 'GET',
    path: ADMIN_SUBSCRIBERS_PATH,
    handler: 'handlers/admin/list-subscribers',
    tableAccess: 'readWrite',
  },
];
