import {
  ADMIN_LEAD_TASKS_PATH,
  ADMIN_TASKS_PATH,
  ADMIN_MY_DAY_PATH,
  ADMIN_TASK_COMPLETE_PATH,
  ADMIN_TASK_ASSIGNEE_PATH,
  ADMIN_TASK_SNOOZE_PATH,
  ADMIN_ARTICLE_PATH,
  ADMIN_ARTICLE_PUBLISH_PATH,
  ADMIN_ARTICLE_SEND_PATH,
  ADMIN_ARTICLE_SEND_TEST_PATH,
  ADMIN_ARTICLE_UNPUBLISH_PATH,
  ADMIN_ARTICLES_PATH,
  ADMIN_ASSIGNMENT_PATH,
  ADMIN_AUDIT_PATH,
  ADMIN_ERASED_OUTCOMES_PATH,
  ADMIN_BOOKING_ATTENDANCE_PATH,
  ADMIN_BOOKING_AVAILABILITY_PATH,
  ADMIN_LEAD_ACTIVITIES_PATH,
  ADMIN_LEAD_MERGE_PATH,
  ADMIN_LEAD_PATH,
  ADMIN_LEADS_EXPORT_PATH,
  ADMIN_LEADS_ASSIGN_PATH,
  ADMIN_LEADS_PATH,
  ADMIN_ME_PATH,
  ADMIN_PASSKEY_PATH,
  ADMIN_PASSKEYS_OPTIONS_PATH,
  ADMIN_PASSKEYS_PATH,
  ADMIN_PEOPLE_EXPORT_PATH,
  ADMIN_RETENTION_PATH,
  ADMIN_STAFF_PATH,
  ADMIN_SUBSCRIBER_PATH,
  ADMIN_SUBSCRIBERS_EXPORT_PATH,
  ADMIN_SUBSCRIBERS_PATH,
  ADMIN_UPCOMING_CONSULTATIONS_PATH,
  ADMIN_ME_PASSWORD_PATH,
  ADMIN_ME_SESSION_PATH,
  ADMIN_ME_SESSIONS_PATH,
  ADMIN_USER_INVITE_PATH,
  ADMIN_USER_PATH,
  ADMIN_USER_RESET_FACTORS_PATH,
  ADMIN_USERS_PATH,
  ADMIN_EMAIL_TEMPLATE_PATH,
  ADMIN_EMAIL_TEMPLATES_PATH,
  ADMIN_LEAD_EMAIL_PREVIEW_PATH,
  ADMIN_LEAD_EMAILS_PATH,
  ADMIN_LEAD_SEQUENCE_PATH,
} from '../admin-api-paths';
import type { StaffRole } from './staff';

/**
 * Which role may call which admin route (docs/product/staff-accounts.md#roles): the one permission
 * table. The HTTP layer of every session-protected route looks its route up here before the
 * handler runs (403 for a role the table does not list, and for a route it does not list at all);
 * the CRM reads the same table to hide what a role cannot do. Keys are API Gateway route keys,
 * `<METHOD> <path template>`. The sign-in routes, logout and the session check need no session and
 * are not listed.
 */

const EVERYONE: readonly StaffRole[] = ['partner', 'consultant'];
const PARTNERS: readonly StaffRole[] = ['partner'];

/** Route key → the roles allowed to call it. */
export const ADMIN_ROUTE_ROLES: Readonly<Record<string, readonly StaffRole[]>> = {
  [`GET ${ADMIN_ME_PATH}`]: EVERYONE,
  // Passkeys: everyone keeps their own (docs/product/staff-accounts.md#passkeys).
  [`GET ${ADMIN_PASSKEYS_PATH}`]: EVERYONE,
  [`POST ${ADMIN_PASSKEYS_PATH}`]: EVERYONE,
  [`POST ${ADMIN_PASSKEYS_OPTIONS_PATH}`]: EVERYONE,
  [`PUT ${ADMIN_PASSKEY_PATH}`]: EVERYONE,
  [`DELETE ${ADMIN_PASSKEY_PATH}`]: EVERYONE,
  // Leads: everyone works them; export and erasure are partners' (docs/product/privacy.md).
  [`GET ${ADMIN_LEADS_PATH}`]: EVERYONE,
  [`POST ${ADMIN_LEADS_PATH}`]: EVERYONE,
  [`GET ${ADMIN_LEAD_PATH}`]: EVERYONE,
  [`PUT ${ADMIN_LEAD_PATH}`]: EVERYONE,
  [`POST ${ADMIN_LEAD_ACTIVITIES_PATH}`]: EVERYONE,
  [`POST ${ADMIN_LEAD_MERGE_PATH}`]: EVERYONE,
  [`GET ${ADMIN_LEADS_EXPORT_PATH}`]: PARTNERS,
  [`DELETE ${ADMIN_LEAD_PATH}`]: PARTNERS,
  // Owners (docs/product/assignment.md): everyone sees who owns what; partners reassign in bulk and
  // set the rule. Who may change one lead is checked per lead (its owner), not here.
  [`GET ${ADMIN_STAFF_PATH}`]: EVERYONE,
  [`POST ${ADMIN_LEADS_ASSIGN_PATH}`]: PARTNERS,
  [`GET ${ADMIN_ASSIGNMENT_PATH}`]: PARTNERS,
  [`PUT ${ADMIN_ASSIGNMENT_PATH}`]: PARTNERS,
  // Tasks (docs/product/tasks.md): everyone; who may change a lead's tasks is checked per lead (its owner).
  [`GET ${ADMIN_LEAD_TASKS_PATH}`]: EVERYONE,
  [`POST ${ADMIN_LEAD_TASKS_PATH}`]: EVERYONE,
  [`GET ${ADMIN_TASKS_PATH}`]: EVERYONE,
  // My day (docs/product/my-day.md): everyone's own day.
  [`GET ${ADMIN_MY_DAY_PATH}`]: EVERYONE,
  [`POST ${ADMIN_TASK_COMPLETE_PATH}`]: EVERYONE,
  [`POST ${ADMIN_TASK_SNOOZE_PATH}`]: EVERYONE,
  [`POST ${ADMIN_TASK_ASSIGNEE_PATH}`]: EVERYONE,
  // Subscribers and people: lists for everyone; exports and erasure for partners.
  [`GET ${ADMIN_SUBSCRIBERS_PATH}`]: EVERYONE,
  [`GET ${ADMIN_SUBSCRIBERS_EXPORT_PATH}`]: PARTNERS,
  [`DELETE ${ADMIN_SUBSCRIBER_PATH}`]: PARTNERS,
  [`GET ${ADMIN_PEOPLE_EXPORT_PATH}`]: PARTNERS,
  [`GET ${ADMIN_AUDIT_PATH}`]: PARTNERS,
  [`GET ${ADMIN_RETENTION_PATH}`]: PARTNERS,
  // The outcomes kept of erased leads count in everyone's dashboard win rate; they hold no personal data.
  [`GET ${ADMIN_ERASED_OUTCOMES_PATH}`]: EVERYONE,
  // Booking: everyone sees and records consultations; partners set the availability.
  [`GET ${ADMIN_BOOKING_AVAILABILITY_PATH}`]: EVERYONE,
  [`PUT ${ADMIN_BOOKING_AVAILABILITY_PATH}`]: PARTNERS,
  [`GET ${ADMIN_UPCOMING_CONSULTATIONS_PATH}`]: EVERYONE,
  [`POST ${ADMIN_BOOKING_ATTENDANCE_PATH}`]: EVERYONE,
  // Articles: everyone writes and publishes; the send to every subscriber is partners'.
  [`GET ${ADMIN_ARTICLES_PATH}`]: EVERYONE,
  [`POST ${ADMIN_ARTICLES_PATH}`]: EVERYONE,
  [`GET ${ADMIN_ARTICLE_PATH}`]: EVERYONE,
  [`PUT ${ADMIN_ARTICLE_PATH}`]: EVERYONE,
  [`POST ${ADMIN_ARTICLE_PUBLISH_PATH}`]: EVERYONE,
  [`POST ${ADMIN_ARTICLE_UNPUBLISH_PATH}`]: EVERYONE,
  [`POST ${ADMIN_ARTICLE_SEND_TEST_PATH}`]: EVERYONE,
  [`GET ${ADMIN_ARTICLE_SEND_PATH}`]: EVERYONE,
  [`POST ${ADMIN_ARTICLE_SEND_PATH}`]: PARTNERS,
  // Outreach (docs/product/outreach.md): everyone writes to leads; partners edit the templates.
  [`GET ${ADMIN_EMAIL_TEMPLATES_PATH}`]: EVERYONE,
  [`PUT ${ADMIN_EMAIL_TEMPLATE_PATH}`]: PARTNERS,
  [`POST ${ADMIN_LEAD_EMAIL_PREVIEW_PATH}`]: EVERYONE,
  [`POST ${ADMIN_LEAD_EMAILS_PATH}`]: EVERYONE,
  [`PUT ${ADMIN_LEAD_SEQUENCE_PATH}`]: EVERYONE,
  // Users and one's own account (docs/product/staff-accounts.md#users): partners manage the users;
  // everyone manages their own name, password and sessions.
  [`GET ${ADMIN_USERS_PATH}`]: PARTNERS,
  [`POST ${ADMIN_USERS_PATH}`]: PARTNERS,
  [`PATCH ${ADMIN_USER_PATH}`]: PARTNERS,
  [`POST ${ADMIN_USER_INVITE_PATH}`]: PARTNERS,
  [`POST ${ADMIN_USER_RESET_FACTORS_PATH}`]: PARTNERS,
  [`PATCH ${ADMIN_ME_PATH}`]: EVERYONE,
  [`POST ${ADMIN_ME_PASSWORD_PATH}`]: EVERYONE,
  [`GET ${ADMIN_ME_SESSIONS_PATH}`]: EVERYONE,
  [`DELETE ${ADMIN_ME_SESSIONS_PATH}`]: EVERYONE,
  [`DELETE ${ADMIN_ME_SESSION_PATH}`]: EVERYONE,
};

/**
 * The roles allowed to call a route.
 *
 * @param method - HTTP method, e.g. `GET`.
 * @param path - the route's path template, e.g. `/api/admin/leads/{id}`.
 * @returns the roles, or an empty list for a route the table does not list (nobody may call it).
 */
export function rolesFor(method: string, path: string): readonly StaffRole[] {
  return ADMIN_ROUTE_ROLES[`${method.toUpperCase()} ${path}`] ?? [];
}

/**
 * Whether a role may call a route (the CRM hides controls of routes it may not call).
 *
 * @param role - the signed-in staff member's role.
 * @param method - HTTP method.
 * @param path - the route's path template.
 */
export function mayCall(role: StaffRole, method: string, path: string): boolean {
  return rolesFor(method, path).includes(role);
}
