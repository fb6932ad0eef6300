import {
  ARTICLES_PATH,
  ARTICLE_PATH,
  ASSESSMENT_BENCHMARK_PATH,
  BOOKING_CANCEL_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_SLOTS_PATH,
  BOOKINGS_PATH,
  ASSESSMENT_EMAIL_PATH,
  CONTACT_PATH,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  PAGE_VIEWS_PATH,
} from '@meridian/shared/api-paths';
import {
  ADMIN_AUDIT_PATH,
  ADMIN_AUTH_STATUS_PATH,
  ADMIN_BOOKING_ATTENDANCE_PATH,
  ADMIN_BOOKING_AVAILABILITY_PATH,
  ADMIN_LEADS_EXPORT_PATH,
  ADMIN_LEADS_PATH,
  ADMIN_LEAD_ACTIVITIES_PATH,
  ADMIN_LEAD_MERGE_PATH,
  ADMIN_LEAD_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_LOGOUT_PATH,
  ADMIN_PEOPLE_EXPORT_PATH,
  ADMIN_RETENTION_PATH,
  ADMIN_SUBSCRIBER_PATH,
  ADMIN_SUBSCRIBERS_EXPORT_PATH,
  ADMIN_SUBSCRIBERS_PATH,
  ADMIN_UPCOMING_CONSULTATIONS_PATH,
} from '@meridian/shared/admin-api-paths';
import { articleRoutes } from './articles/routes';
import {
  ARTICLE_ITEMS,
  BENCHMARK_ITEMS,
  BOOKING_ITEMS,
  CRM_ITEMS,
  type ItemAccess,
  LOGIN_ITEMS,
  PAGE_VIEW_ITEMS,
  SESSION_ITEMS,
  SUBSCRIBER_ITEMS,
} from './table-access';

/**
 * The API route table: the single source of truth for `/api/*` (docs/architecture.md, "Topology"). The CDK stack
 * creates one Lambda function and one API Gateway route per entry; the local runner mounts the very
 * same handler modules from it. Handler modules live under `functions/src/` and export `handler`
 * (an API Gateway HTTP API payload v2 handler).
 */

/** Which DynamoDB access a function gets (least privilege, docs/product/security.md#iam). */
export type TableAccess = 'none' | 'read' | 'readWrite';

/** A WAF rate budget (`infra/lib/edge-stack.ts` sets the limits). */
export type RateBudget = 'views' | 'submissions' | 'login';

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
  /** True when it keeps the article publication schedules (docs/product/publishing.md#scheduling). */
  schedulesArticles?: boolean;
  /** Event sources it publishes with (default: the website's submissions source). */
  eventSources?: readonly string[];
  /** True when the function sends email with SES (the newsletter's confirmation and welcome). */
  sendsEmail?: boolean;
  /**
   * True when the function hashes addresses or client IPs or signs links with the privacy key
   * (docs/product/privacy.md#tokens): it gets `PRIVACY_KEY` and `LEAD_RETENTION_YEARS`.
   */
  usesPrivacyKey?: boolean;
  /** Memory in MB (default 512). */
  memoryMb?: number;
  /** Timeout in seconds (default 10). */
  timeoutSeconds?: number;
  /**
   * Items the function may read and write (`table-access.ts`); required unless `tableAccess` is
   * `none`. The CDK stack grants table actions only on these partition keys.
   */
  items?: ItemAccess;
  /**
   * The WAF rate budget per client IP that covers the route (docs/product/security.md#waf):
   * `views` (page views and CSP reports: high), `submissions` (forms: low), `login` (low).
   */
  rateLimited?: RateBudget;
}

export const routes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    path: ARTICLES_PATH,
    handler: 'articles/handlers/list-articles',
    tableAccess: 'read',
    items: ARTICLE_ITEMS,
  },
  {
    method: 'GET',
    path: ARTICLE_PATH,
    handler: 'articles/handlers/get-article',
    tableAccess: 'read',
    items: ARTICLE_ITEMS,
  },
  {
    method: 'POST',
    path: CONTACT_PATH,
    handler: 'contact/handlers/post-contact',
    tableAccess: 'none',
    publishesEvents: true,
    rateLimited: 'submissions',
  },
  {
    method: 'POST',
    path: ASSESSMENT_EMAIL_PATH,
    handler: 'assessment/handlers/post-assessment-email',
    tableAccess: 'none',
    publishesEvents: true,
    rateLimited: 'submissions',
  },
  {
    method: 'GET',
    path: ASSESSMENT_BENCHMARK_PATH,
    handler: 'assessment/handlers/get-assessment-benchmark',
    tableAccess: 'read',
    items: BENCHMARK_ITEMS,
  },
  {
    method: 'POST',
    path: NEWSLETTER_PATH,
    handler: 'newsletter/handlers/post-newsletter',
    usesPrivacyKey: true,
    tableAccess: 'readWrite',
    items: SUBSCRIBER_ITEMS,
    sendsEmail: true,
    timeoutSeconds: 15,
    rateLimited: 'submissions',
  },
  {
    method: 'POST',
    path: NEWSLETTER_CONFIRM_PATH,
    handler: 'newsletter/handlers/post-newsletter-confirm',
    usesPrivacyKey: true,
    tableAccess: 'readWrite',
    items: SUBSCRIBER_ITEMS,
    sendsEmail: true,
    timeoutSeconds: 15,
    rateLimited: 'submissions',
  },
  {
    method: 'POST',
    path: NEWSLETTER_UNSUBSCRIBE_PATH,
    handler: 'newsletter/handlers/post-newsletter-unsubscribe',
    usesPrivacyKey: true,
    tableAccess: 'readWrite',
    items: SUBSCRIBER_ITEMS,
    // Mail providers send one-click unsubscribes from a few shared addresses: the high budget.
    rateLimited: 'views',
  },
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
  },
  {
    method: 'POST',
    path: ADMIN_LOGIN_PATH,
    handler: 'staff-auth/handlers/login',
    usesPrivacyKey: true,
    tableAccess: 'readWrite',
    items: LOGIN_ITEMS,
    memoryMb: 1024,
    rateLimited: 'login',
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
  {
    method: 'GET',
    path: ADMIN_LEADS_PATH,
    handler: 'leads/handlers/list-leads',
    tableAccess: 'readWrite',
    items: CRM_ITEMS,
    memoryMb: 1024,
  },
  {
    method: 'GET',
    path: ADMIN_LEADS_EXPORT_PATH,
    handler: 'leads/handlers/export-leads',
    usesPrivacyKey: true,
    tableAccess: 'readWrite',
    items: CRM_ITEMS,
    memoryMb: 1024,
    timeoutSeconds: 29,
  },
  {
    method: 'GET',
    path: ADMIN_LEAD_PATH,
    handler: 'leads/handlers/get-lead',
    tableAccess: 'readWrite',
    items: CRM_ITEMS,
  },
  {
    method: 'POST',
    path: ADMIN_LEADS_PATH,
    handler: 'leads/handlers/create-lead',
    tableAccess: 'readWrite',
    items: CRM_ITEMS,
  },
  {
    method: 'PUT',
    path: ADMIN_LEAD_PATH,
    handler: 'leads/handlers/update-lead',
    usesPrivacyKey: true,
    tableAccess: 'readWrite',
    items: CRM_ITEMS,
  },
  {
    method: 'POST',
    path: ADMIN_LEAD_ACTIVITIES_PATH,
    handler: 'leads/handlers/add-lead-activity',
    tableAccess: 'readWrite',
    items: CRM_ITEMS,
  },
  {
    method: 'POST',
    path: ADMIN_LEAD_MERGE_PATH,
    handler: 'leads/handlers/merge-leads',
    usesPrivacyKey: true,
    tableAccess: 'readWrite',
    items: CRM_ITEMS,
  },
  {
    method: 'GET',
    path: ADMIN_SUBSCRIBERS_PATH,
    handler: 'newsletter/handlers/list-subscribers',
    tableAccess: 'readWrite',
    items: CRM_ITEMS,
  },
  // Privacy and data rights (docs/product/privacy.md).
  {
    method: 'GET',
    path: ADMIN_SUBSCRIBERS_EXPORT_PATH,
    handler: 'newsletter/handlers/export-subscribers',
    usesPrivacyKey: true,
    tableAccess: 'readWrite',
    items: CRM_ITEMS,
    memoryMb: 1024,
    timeoutSeconds: 29,
  },
  {
    method: 'DELETE',
    path: ADMIN_SUBSCRIBER_PATH,
    handler: 'privacy/handlers/erase-subscriber',
    usesPrivacyKey: true,
    tableAccess: 'readWrite',
    items: CRM_ITEMS,
  },
  {
    method: 'DELETE',
    path: ADMIN_LEAD_PATH,
    handler: 'leads/handlers/delete-lead',
    usesPrivacyKey: true,
    tableAccess: 'readWrite',
    items: CRM_ITEMS,
    timeoutSeconds: 29,
  },
  {
    method: 'GET',
    path: ADMIN_PEOPLE_EXPORT_PATH,
    handler: 'privacy/handlers/export-person',
    usesPrivacyKey: true,
    tableAccess: 'readWrite',
    items: CRM_ITEMS,
    timeoutSeconds: 29,
  },
  {
    method: 'GET',
    path: ADMIN_AUDIT_PATH,
    handler: 'privacy/handlers/list-audit',
    tableAccess: 'readWrite',
    items: CRM_ITEMS,
  },
  {
    method: 'GET',
    path: ADMIN_RETENTION_PATH,
    handler: 'privacy/handlers/list-retention',
    usesPrivacyKey: true,
    tableAccess: 'readWrite',
    items: CRM_ITEMS,
    timeoutSeconds: 29,
  },
  // Consultation booking (docs/product/booking.md).
  {
    method: 'GET',
    path: BOOKING_SLOTS_PATH,
    handler: 'booking/handlers/get-booking-slots',
    tableAccess: 'read',
    items: BOOKING_ITEMS,
  },
  {
    method: 'POST',
    path: BOOKINGS_PATH,
    handler: 'booking/handlers/post-booking',
    tableAccess: 'readWrite',
    items: BOOKING_ITEMS,
    publishesEvents: true,
    rateLimited: 'submissions',
  },
  {
    method: 'GET',
    path: BOOKING_MANAGE_PATH,
    handler: 'booking/handlers/get-managed-booking',
    tableAccess: 'read',
    items: BOOKING_ITEMS,
    usesPrivacyKey: true,
    rateLimited: 'submissions',
  },
  {
    method: 'POST',
    path: BOOKING_CANCEL_PATH,
    handler: 'booking/handlers/post-booking-cancel',
    tableAccess: 'readWrite',
    items: BOOKING_ITEMS,
    publishesEvents: true,
    usesPrivacyKey: true,
    rateLimited: 'submissions',
  },
  {
    method: 'POST',
    path: BOOKING_RESCHEDULE_PATH,
    handler: 'booking/handlers/post-booking-reschedule',
    tableAccess: 'readWrite',
    items: BOOKING_ITEMS,
    publishesEvents: true,
    usesPrivacyKey: true,
    rateLimited: 'submissions',
  },
  {
    method: 'GET',
    path: ADMIN_BOOKING_AVAILABILITY_PATH,
    handler: 'booking/handlers/get-booking-availability',
    tableAccess: 'readWrite',
    items: CRM_ITEMS,
  },
  {
    method: 'PUT',
    path: ADMIN_BOOKING_AVAILABILITY_PATH,
    handler: 'booking/handlers/put-booking-availability',
    tableAccess: 'readWrite',
    items: CRM_ITEMS,
  },
  {
    method: 'GET',
    path: ADMIN_UPCOMING_CONSULTATIONS_PATH,
    handler: 'booking/handlers/list-upcoming-consultations',
    tableAccess: 'readWrite',
    items: CRM_ITEMS,
  },
  {
    method: 'POST',
    path: ADMIN_BOOKING_ATTENDANCE_PATH,
    handler: 'booking/handlers/post-booking-attendance',
    tableAccess: 'readWrite',
    items: CRM_ITEMS,
  },
  ...articleRoutes,
];
