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
/** `POST` `{ challenge }`: WebAuthn registration options for a user enrolling a passkey as their second factor. */
export const ADMIN_PASSKEY_ENROL_OPTIONS_PATH = '/api/admin/mfa/passkey/options';
/** `POST` `{ challenge, response, name? }`: stores the enrolled passkey; answers `{ user }` and sets the session cookie. */
export const ADMIN_PASSKEY_ENROL_CONFIRM_PATH = '/api/admin/mfa/passkey/confirm';
/** `POST` `{ challenge? }`: WebAuthn sign-in options (a passkey alone, or as the second factor of a password step). */
export const ADMIN_LOGIN_PASSKEY_OPTIONS_PATH = '/api/admin/login/passkey/options';
/** `POST` `{ response }`: a sign-in with a passkey; answers `{ user }` and sets the session cookie. */
export const ADMIN_LOGIN_PASSKEY_PATH = '/api/admin/login/passkey';
/** `GET`: the signed-in user's passkeys; `POST` `{ response, name? }`: adds one. */
export const ADMIN_PASSKEYS_PATH = '/api/admin/passkeys';
/** `POST`: WebAuthn registration options for adding a passkey to the signed-in user. */
export const ADMIN_PASSKEYS_OPTIONS_PATH = '/api/admin/passkeys/options';
/** `PUT` `{ name }`: renames one of the signed-in user's passkeys; `DELETE`: removes it (204). */
export const ADMIN_PASSKEY_PATH = '/api/admin/passkeys/{id}';
/** `POST` `{ email }`: emails a link to set a new password; always 202 with the same answer. */
export const ADMIN_PASSWORD_FORGOT_PATH = '/api/admin/password/forgot';
/** `POST` `{ token, password }`: sets the new password of a reset link; answers the next sign-in step. */
export const ADMIN_PASSWORD_RESET_PATH = '/api/admin/password/reset';
/** `GET`: the signed-in staff member `{ id, name, email, role }`; `PATCH` `{ name }`: renames them. */
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
/** `GET`: a lead's tasks; `POST` `{ title, dueAt, assigneeId? }`: adds one (docs/product/tasks.md). */
export const ADMIN_LEAD_TASKS_PATH = '/api/admin/leads/{id}/tasks';
/** `GET` `?due=today`: the signed-in user's open tasks due today (London) or overdue (docs/product/tasks.md). */
export const ADMIN_TASKS_PATH = '/api/admin/tasks';
/** `GET`: the signed-in user's day, every section of My day in one answer (docs/product/my-day.md#route). */
export const ADMIN_MY_DAY_PATH = '/api/admin/my-day';
/** `POST`: marks an open task done (docs/product/tasks.md). */
export const ADMIN_TASK_COMPLETE_PATH = '/api/admin/tasks/{taskId}/complete';
/** `POST` `{ dueAt }`: moves an open task's due time (docs/product/tasks.md). */
export const ADMIN_TASK_SNOOZE_PATH = '/api/admin/tasks/{taskId}/snooze';
/** `POST` `{ assigneeId }`: gives an open task to another active member of staff (docs/product/tasks.md). */
export const ADMIN_TASK_ASSIGNEE_PATH = '/api/admin/tasks/{taskId}/assignee';
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
/** `GET`: the outcomes kept of erased leads, for the win rate (docs/product/dashboard.md#win-rate). */
export const ADMIN_ERASED_OUTCOMES_PATH = '/api/admin/outcomes/erased';
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

// Outreach emails (docs/product/outreach.md).
/** `GET`: the three outreach templates `{ templates: [{ id, name, subject, text, isDefault }] }`. */
export const ADMIN_EMAIL_TEMPLATES_PATH = '/api/admin/email-templates';
/** `PUT` `{ subject, text }` or `{ reset: true }`: a partner edits a template or resets it to the default. */
export const ADMIN_EMAIL_TEMPLATE_PATH = '/api/admin/email-templates/{id}';
/** `POST` `{ templateId }`: the template filled in with the lead's data `{ subject, text, missing }`. */
export const ADMIN_LEAD_EMAIL_PREVIEW_PATH = '/api/admin/leads/{id}/email-preview';
/** `POST` `{ templateId?, subject, text }`: sends an email to the lead as the signed-in user (201 `{ messageId }`). */
export const ADMIN_LEAD_EMAILS_PATH = '/api/admin/leads/{id}/emails';
/** `PUT` `{ mode }` or `{ stop: true }`: sets the mode of the lead's outreach sequence, or stops it. */
export const ADMIN_LEAD_SEQUENCE_PATH = '/api/admin/leads/{id}/sequence';

// Users, invitations and one's own account (docs/product/staff-accounts.md#users).
/** `GET`: every staff user (partners); `POST` `{ email, name, role }`: invites a new one (201). */
export const ADMIN_USERS_PATH = '/api/admin/users';
/** `PATCH` `{ role?, status? }`: changes a user's role, or disables or enables them. */
export const ADMIN_USER_PATH = '/api/admin/users/{id}';
/** `POST`: sends an invited user a new invitation link; older links stop working. */
export const ADMIN_USER_INVITE_PATH = '/api/admin/users/{id}/invite';
/** `POST`: removes a user's TOTP key and recovery codes; their next sign-in enrols again. */
export const ADMIN_USER_RESET_FACTORS_PATH = '/api/admin/users/{id}/reset-factors';
/** `POST` `{ token, password }`: accepts an invitation; answers `{ step: "enrol", challenge }`. No session needed. */
export const ADMIN_INVITATION_ACCEPT_PATH = '/api/admin/invitations/accept';
/** `POST` `{ currentPassword, newPassword }`: changes one's own password and ends one's other sessions. */
export const ADMIN_ME_PASSWORD_PATH = '/api/admin/me/password';
/** `GET`: one's own live sessions; `DELETE`: ends every one of them but the current one. */
export const ADMIN_ME_SESSIONS_PATH = '/api/admin/me/sessions';
/** `DELETE`: ends one of one's own sessions, by its opaque id. */
export const ADMIN_ME_SESSION_PATH = '/api/admin/me/sessions/{id}';
/** The CRM page an invitation link opens: `/admin/invite?token=…`. */
export const ADMIN_INVITE_PAGE = '/admin/invite';
