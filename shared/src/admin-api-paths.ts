/**
 * The paths of the CRM's admin API (docs/architecture.md, "Topology"), apart from the public ones in
 * `api-paths.ts` so that public pages never bundle them (bundles are split by module).
 */

/** `POST` `{ email, password }`: the first sign-in step; answers the next step and its challenge. */
export const ADMIN_LOGIN_PATH = '/api/admin/login';
/** `POST` `{ challenge, code }`: the second step with a TOTP or recovery code; sets the session cookie. */
export const ADMIN_LOGIN_TOTP_PATH = '/api/admin/login/totp';
/** `POST` `{ challenge }`: a new TOTP key for a user enrolling their second factor. */
export const ADMIN_TOTP_SETUP_PATH = '/api/admin/mfa/totp/setup';
/** `POST` `{ challenge, code }`: confirms the new TOTP key; answers the recovery codes and sets the session cookie. */
export const ADMIN_TOTP_CONFIRM_PATH = '/api/admin/mfa/totp/confirm';
/** `POST`: ends the session of the session cookie ({@link STAFF_SESSION_COOKIE}). */
export const ADMIN_LOGOUT_PATH = '/api/admin/logout';
/** `GET`: whether the session cookie names a valid session; never 401. */
export const ADMIN_AUTH_STATUS_PATH = '/api/admin/auth-status';
/** `GET`: the signed-in staff member `{ id, name, email, role }`. */
export const ADMIN_ME_PATH = '/api/admin/me';
/** `GET`: one page of lead summaries; `POST`: creates a prospect. */
export const ADMIN_LEADS_PATH = '/api/admin/leads';
/** `GET`: the CSV export of every lead. */
export const ADMIN_LEADS_EXPORT_PATH = '/api/admin/leads/export';
/** `GET`: one lead with its timeline; `PUT`: a partial update; `DELETE`: erases the lead (204). */
export const ADMIN_LEAD_PATH = '/api/admin/leads/{id}';
/** `POST`: adds a call, meeting or note to a lead's timeline. */
export const ADMIN_LEAD_ACTIVITIES_PATH = '/api/admin/leads/{id}/activities';
/** `POST`: merges another lead into this one. */
export const ADMIN_LEAD_MERGE_PATH = '/api/admin/leads/{id}/merge';
/** `POST` `{ leadIds, ownerId }`: gives up to 100 leads to one owner, or unassigns them (docs/product/assignment.md). */
export const ADMIN_LEADS_ASSIGN_PATH = '/api/admin/leads/assign';
/** `GET`: the assignment rule and each person's preferences; `PUT`: saves them (docs/product/assignment.md). */
export const ADMIN_ASSIGNMENT_PATH = '/api/admin/assignment';
/** `GET`: every staff member's id, name, role and whether they are active (owner names and pickers). */
export const ADMIN_STAFF_PATH = '/api/admin/staff';
/** `GET`: one page of newsletter subscribers. */
export const ADMIN_SUBSCRIBERS_PATH = '/api/admin/subscribers';
/** `GET`: the CSV export of every subscriber with state and dates. */
export const ADMIN_SUBSCRIBERS_EXPORT_PATH = '/api/admin/subscribers/export';
/** `DELETE`: erases one subscriber by its opaque id (204). */
export const ADMIN_SUBSCRIBER_PATH = '/api/admin/subscribers/{id}';
/** `GET` `?email=`: everything held about one address, as a JSON download. */
export const ADMIN_PEOPLE_EXPORT_PATH = '/api/admin/people/export';
/** `GET`: one page of the audit log, newest first. */
export const ADMIN_AUDIT_PATH = '/api/admin/audit';
/** `GET`: leads with no activity for longer than the retention period. */
export const ADMIN_RETENTION_PATH = '/api/admin/retention';
/** `GET`, `PUT`: the consultation availability settings (docs/product/booking.md#availability). */
export const ADMIN_BOOKING_AVAILABILITY_PATH = '/api/admin/booking/availability';
/** `GET`: the consultations of the coming weeks and the unmarked ones of the past week (docs/product/booking.md#staff). */
export const ADMIN_UPCOMING_CONSULTATIONS_PATH = '/api/admin/bookings/upcoming';
/** `POST` `{ outcome: 'held' | 'no_show' }`: staff's record of a consultation. */
export const ADMIN_BOOKING_ATTENDANCE_PATH = '/api/admin/bookings/{id}/attendance';
/** `GET`: every article, newest change first (no bodies); `POST`: creates a draft (docs/product/publishing.md#editor). */
export const ADMIN_ARTICLES_PATH = '/api/admin/articles';
/** `GET`: one article with its body; `PUT`: updates it (with `version`). */
export const ADMIN_ARTICLE_PATH = '/api/admin/articles/{id}';
/** `POST` `{ at?, version }`: publishes now, or schedules for `at`. */
export const ADMIN_ARTICLE_PUBLISH_PATH = '/api/admin/articles/{id}/publish';
/** `POST` `{ version }`: takes a published or scheduled article back to draft. */
export const ADMIN_ARTICLE_UNPUBLISH_PATH = '/api/admin/articles/{id}/unpublish';
/** `POST` `{ to }`: emails the published article to one address, as subscribers will get it. */
export const ADMIN_ARTICLE_SEND_TEST_PATH = '/api/admin/articles/{id}/send-test';
/** `POST`: starts the send to every confirmed subscriber (once per article); `GET`: its progress. */
export const ADMIN_ARTICLE_SEND_PATH = '/api/admin/articles/{id}/send';
