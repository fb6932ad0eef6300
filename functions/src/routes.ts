/**
 * The API route table: the single source of truth for `/api/*` (HOUSE-STYLE.md). The CDK stack
 * creates one Lambda function and one API Gateway route per entry; the local runner mounts the very
 * same handler modules from it. Handler modules live under `functions/src/` and export `handler`
 * (an API Gateway HTTP API payload v2 handler).
 */

/** Which DynamoDB access a function gets (least privilege, issue 5). */
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
  /** Route serves visitor submissions or logins: covered by the WAF rate rule (issue 5). */
  rateLimited?: boolean;
}

export const routes: readonly RouteDefinition[] = [
  { method: 'GET', path: '/api/articles', handler: 'handlers/articles/list-articles', tableAccess: 'read' },
  { method: 'GET', path: '/api/articles/{slug}', handler: 'handlers/articles/get-article', tableAccess: 'read' },
  {
    method: 'POST',
    path: '/api/contact',
    handler: 'handlers/submissions/post-contact',
    tableAccess: 'none',
    publishesEvents: true,
    rateLimited: true,
  },
  {
    method: 'POST',
    path: '/api/assessment-email',
    handler: 'handlers/submissions/post-assessment-email',
    tableAccess: 'none',
    publishesEvents: true,
    rateLimited: true,
  },
  {
    method: 'POST',
    path: '/api/newsletter',
    handler: 'handlers/submissions/post-newsletter',
    tableAccess: 'readWrite',
    rateLimited: true,
  },
  {
    method: 'POST',
    path: '/api/page-views',
    handler: 'handlers/submissions/post-page-view',
    tableAccess: 'readWrite',
    rateLimited: true,
  },
  {
    method: 'POST',
    path: '/api/admin/login',
    handler: 'handlers/admin/login',
    tableAccess: 'readWrite',
    memoryMb: 1024,
    rateLimited: true,
  },
  { method: 'POST', path: '/api/admin/logout', handler: 'handlers/admin/logout', tableAccess: 'readWrite' },
  { method: 'GET', path: '/api/admin/auth-status', handler: 'handlers/admin/auth-status', tableAccess: 'readWrite' },
  {
    method: 'GET',
    path: '/api/admin/leads',
    handler: 'handlers/admin/list-leads',
    tableAccess: 'readWrite',
    memoryMb: 1024,
  },
  {
    method: 'GET',
    path: '/api/admin/leads/export',
    handler: 'handlers/admin/export-leads',
    tableAccess: 'readWrite',
    memoryMb: 1024,
    timeoutSeconds: 29,
  },
  { method: 'GET', path: '/api/admin/leads/{id}', handler: 'handlers/admin/get-lead', tableAccess: 'readWrite' },
  { method: 'POST', path: '/api/admin/leads', handler: 'handlers/admin/create-lead', tableAccess: 'readWrite' },
  { method: 'PUT', path: '/api/admin/leads/{id}', handler: 'handlers/admin/update-lead', tableAccess: 'readWrite' },
  {
    method: 'GET',
    path: '/api/admin/subscribers',
    handler: 'handlers/admin/list-subscribers',
    tableAccess: 'readWrite',
  },
];
