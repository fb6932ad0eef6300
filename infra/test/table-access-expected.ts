/**
 * The table access of every function, spelled out (docs/product/security.md#iam,
 * docs/decisions/034-item-types-described-once.md): the partitions it only reads, those it writes
 * (and reads) and those it only appends to (PutItem). `table-access.test.ts` compares each row
 * with the synthesised role, so a change of any function's access shows there as a failing row.
 */

/** The partitions (`dynamodb:LeadingKeys` patterns) a function reads, writes and appends to. */
export interface Access {
  read?: string[];
  write?: string[];
  append?: string[];
}

/** The session check of a protected admin route: reads the session, slides or deletes it. */
export const SESSION = 'SESSION#*';
const session = (access: Access): Access => ({ ...access, write: [SESSION, ...(access.write ?? [])] });
const events = (consumer: string) => `EVENT#${consumer}#*`;

/** Handler module → its table access. */
export const EXPECTED: Record<string, Access> = {
  'analytics/handlers/post-page-view': { write: ['PAGE_VIEW#*', 'IP_SALT#*'] },
  'analytics/handlers/csp-report': {},
  'articles/handlers/list-articles': { read: ['ARTICLES_PUBLISHED'] },
  'articles/handlers/get-article': { read: ['ARTICLE_SLUG#*', 'ARTICLE#*'] },
  'articles/handlers/admin/list': session({ read: ['ARTICLES'] }),
  'articles/handlers/admin/create': session({ write: ['ARTICLE#*', 'ARTICLE_SLUG#*'] }),
  'articles/handlers/admin/get': session({ read: ['ARTICLE#*'] }),
  'articles/handlers/admin/update': session({ write: ['ARTICLE#*', 'ARTICLE_SLUG#*'] }),
  'articles/handlers/admin/publish': session({ write: ['ARTICLE#*'], append: ['AUDIT#*'] }),
  'articles/handlers/admin/unpublish': session({ write: ['ARTICLE#*'], append: ['AUDIT#*'] }),
  'articles/handlers/admin/send-test': session({ read: ['SUPPRESSED#*'], write: ['ARTICLE#*'] }),
  'articles/handlers/admin/send': session({ read: ['SUBSCRIBER_COUNT'], write: ['ARTICLE#*'] }),
  'articles/handlers/admin/send-progress': session({ read: ['ARTICLE#*'] }),
  'articles/consumers/render-site': { read: ['ARTICLES_PUBLISHED'] },
  'articles/consumers/send-article-newsletter': {
    read: ['SUBSCRIBERS', 'SUBSCRIBER#*', 'SUPPRESSED#*'],
    write: ['ARTICLE#*'],
  },
  'articles/scheduled/publish-article': { write: ['ARTICLE#*'] },
  'assessment/handlers/post-assessment-email': { write: ['CLIENT_BUDGET#*'] },
  'assessment/handlers/get-assessment-benchmark': { read: ['BENCHMARK'] },
  'assessment/consumers/send-assessment-report': {
    read: ['BENCHMARK', 'SUPPRESSED#*'],
    write: [events('send-assessment-report'), 'REPORTED#*', 'VISITOR_EMAILS'],
  },
  'assessment/consumers/count-assessment-benchmark': {
    write: [events('count-assessment-benchmark'), 'BENCHMARK', 'BENCHMARK_RESPONDENT#*'],
  },
  'booking/handlers/get-booking-slots': { read: ['BOOKING_AVAILABILITY', 'SETTING', 'BOOKING_SLOTS'] },
  'booking/handlers/post-booking': {
    read: ['BOOKING_AVAILABILITY', 'SETTING'],
    write: ['BOOKING#*', 'BOOKING_SLOTS', 'LIVE_BOOKINGS#*', 'OUTBOX', 'CLIENT_BUDGET#*'],
  },
  'booking/handlers/get-managed-booking': { read: ['BOOKING#*'] },
  'booking/handlers/post-booking-cancel': { write: ['BOOKING#*', 'BOOKING_SLOTS', 'LIVE_BOOKINGS#*', 'OUTBOX'] },
  'booking/handlers/post-booking-reschedule': {
    read: ['BOOKING_AVAILABILITY', 'SETTING'],
    write: ['BOOKING#*', 'BOOKING_SLOTS', 'LIVE_BOOKINGS#*', 'OUTBOX'],
  },
  'booking/handlers/get-booking-availability': session({ read: ['BOOKING_AVAILABILITY', 'SETTING'] }),
  'booking/handlers/put-booking-availability': session({ write: ['BOOKING_AVAILABILITY'] }),
  'booking/handlers/list-upcoming-consultations': session({ read: ['BOOKINGS', 'LEAD_EMAIL#*', 'LEAD#*'] }),
  'booking/handlers/post-booking-attendance': session({ read: ['LEAD_EMAIL#*'], write: ['BOOKING#*', 'LEAD#*'] }),
  'booking/consumers/booking-to-lead': {
    read: ['ASSIGNMENT', 'ASSIGNEES', 'STAFF_USERS', 'BOOKING#*'],
    write: [events('booking-to-lead'), 'LEAD#*', 'LEAD_EMAIL#*', 'ASSIGNMENT_CURSOR', 'TASK#*'],
  },
  'booking/consumers/send-booking-emails': {
    read: ['SUPPRESSED#*'],
    write: [events('booking-email-visitor'), events('booking-email-firm'), 'VISITOR_EMAILS'],
  },
  'booking/consumers/schedule-booking-reminder': { read: ['BOOKING#*'] },
  'booking/scheduled/relay-outbox-events': { write: ['OUTBOX'] },
  'booking/scheduled/send-booking-reminder': {
    read: ['BOOKING#*', 'SUPPRESSED#*'],
    write: [events('booking-reminder'), 'VISITOR_EMAILS'],
  },
  'contact/handlers/post-contact': { write: ['CLIENT_BUDGET#*'] },
  'contact/consumers/acknowledge-contact': {
    read: ['SUPPRESSED#*'],
    write: [events('acknowledge-contact'), 'ACKNOWLEDGED#*', 'VISITOR_EMAILS'],
  },
  'email/consumers/suppress-email-feedback': {
    read: ['LEAD_EMAIL#*'],
    write: [events('suppress-email-feedback'), 'SUPPRESSED#*', 'LEAD#*'],
  },
  'leads/handlers/list-leads': session({ read: ['LEADS', 'LEADS_CHANGED'] }),
  'leads/handlers/export-leads': session({ read: ['LEADS'], append: ['AUDIT#*'] }),
  'leads/handlers/get-lead': session({ read: ['LEAD#*'] }),
  'leads/handlers/create-lead': session({ write: ['LEAD#*', 'LEAD_EMAIL#*'] }),
  'leads/handlers/update-lead': session({
    read: ['STAFF_USERS'],
    write: ['LEAD#*', 'LEAD_EMAIL#*'],
    append: ['AUDIT#*'],
  }),
  'leads/handlers/add-lead-activity': session({ read: ['STAFF_USERS'], write: ['LEAD#*'] }),
  'leads/handlers/merge-leads': session({
    read: ['STAFF_USERS'],
    write: ['LEAD#*', 'LEAD_EMAIL#*', 'TASK#*'],
    append: ['AUDIT#*'],
  }),
  'leads/handlers/assign-leads': session({ read: ['STAFF_USERS'], write: ['LEAD#*'], append: ['AUDIT#*'] }),
  'leads/handlers/get-staff': session({ read: ['STAFF_USERS'] }),
  'tasks/handlers/list-lead-tasks': session({ read: ['LEAD#*'] }),
  'tasks/handlers/create-task': session({ read: ['STAFF_USERS'], write: ['LEAD#*', 'TASK#*'] }),
  'tasks/handlers/list-my-tasks': session({ read: ['OPEN_TASKS'] }),
  'leads/handlers/get-my-day': session({
    read: ['OPEN_TASKS', 'BOOKINGS', 'LEAD_EMAIL#*', 'LEAD#*', 'LEADS_BY_OWNER'],
  }),
  'tasks/handlers/complete-task': session({ read: ['TASK#*', 'STAFF_USERS'], write: ['LEAD#*'] }),
  'tasks/handlers/snooze-task': session({ read: ['TASK#*', 'STAFF_USERS'], write: ['LEAD#*'] }),
  'tasks/handlers/reassign-task': session({ read: ['TASK#*', 'STAFF_USERS'], write: ['LEAD#*'] }),
  'outreach/handlers/list-email-templates': session({ read: ['EMAIL_TEMPLATE'] }),
  'outreach/handlers/put-email-template': session({ write: ['EMAIL_TEMPLATE'] }),
  'outreach/handlers/post-email-preview': session({
    read: ['LEAD#*', 'STAFF_USERS', 'ARTICLES_PUBLISHED', 'EMAIL_TEMPLATE'],
  }),
  'outreach/handlers/post-outreach-email': session({
    read: ['STAFF_USERS', 'ARTICLES_PUBLISHED', 'SUPPRESSED#*'],
    write: ['LEAD#*', 'OUTREACH_EMAIL#*', 'SES_MESSAGE#*', 'SEND_COUNT#*'],
  }),
  'outreach/handlers/post-opt-out': { write: ['LEAD#*'] },
  'outreach/scheduled/run-sequence-step': {
    read: ['STAFF_USERS', 'ARTICLES_PUBLISHED', 'EMAIL_TEMPLATE', 'SUPPRESSED#*'],
    write: ['LEAD#*', 'TASK#*', 'OUTREACH_EMAIL#*', 'SES_MESSAGE#*', 'SEND_COUNT#*', events('outreach-step')],
  },
  'outreach/handlers/put-sequence': session({ read: ['STAFF_USERS'], write: ['LEAD#*'] }),
  'leads/handlers/get-assignment': session({ read: ['ASSIGNMENT', 'ASSIGNEES', 'STAFF_USERS'] }),
  'leads/handlers/put-assignment': session({ read: ['STAFF_USERS'], write: ['ASSIGNMENT', 'ASSIGNEES'] }),
  'leads/handlers/delete-lead': session({
    read: ['BOOKINGS'],
    write: [
      'LEAD#*',
      'LEAD_EMAIL#*',
      'ERASED#*',
      events('capture-lead'),
      'NOTIFIED#*',
      'ACKNOWLEDGED#*',
      'REPORTED#*',
      'BOOKING#*',
      'SUBSCRIBER#*',
      'SUBSCRIBER_COUNT',
    ],
    append: ['AUDIT#*', 'ERASED_OUTCOME#*'],
  }),
  'leads/consumers/capture-lead': {
    read: ['ERASED#*', 'ASSIGNMENT', 'ASSIGNEES', 'STAFF_USERS'],
    write: [events('capture-lead'), 'LEAD#*', 'LEAD_EMAIL#*', 'ASSIGNMENT_CURSOR'],
  },
  'leads/consumers/notify-lead': {
    read: ['LEAD#*', 'ASSIGNMENT', 'STAFF_USERS'],
    write: [events('notify-lead'), 'NOTIFIED#*'],
  },
  'leads/scheduled/lead-digest': {
    read: ['LEADS', 'STAFF_USERS', 'OPEN_TASKS', 'BOOKINGS'],
    write: [events('lead-digest'), 'SETTING'],
  },
  'newsletter/handlers/post-newsletter': {
    read: ['SUPPRESSED#*'],
    write: ['SUBSCRIBER#*', 'CONFIRMATION_SENT#*', 'CLIENT_BUDGET#*', 'VISITOR_EMAILS'],
  },
  'newsletter/handlers/post-newsletter-confirm': {
    read: ['SUPPRESSED#*'],
    write: ['SUBSCRIBER#*', 'SUBSCRIBER_COUNT', 'VISITOR_EMAILS'],
  },
  'newsletter/handlers/post-newsletter-unsubscribe': { write: ['SUBSCRIBER#*', 'SUBSCRIBER_COUNT'] },
  'newsletter/handlers/list-subscribers': session({ read: ['SUBSCRIBERS', 'SUBSCRIBER_COUNT'] }),
  'newsletter/handlers/export-subscribers': session({ read: ['SUBSCRIBERS'], append: ['AUDIT#*'] }),
  'privacy/handlers/erase-subscriber': session({ write: ['SUBSCRIBER#*', 'SUBSCRIBER_COUNT'], append: ['AUDIT#*'] }),
  'privacy/handlers/export-person': session({
    read: ['LEAD_EMAIL#*', 'LEAD#*', 'SUBSCRIBER#*', 'BOOKINGS'],
    append: ['AUDIT#*'],
  }),
  'privacy/handlers/list-audit': session({ read: ['AUDIT_LOG'] }),
  'privacy/handlers/list-erased-outcomes': session({ read: ['ERASED_OUTCOMES'] }),
  'privacy/handlers/list-retention': session({ read: ['LEADS_CHANGED'] }),
  'staff-auth/handlers/login': {
    read: ['USER_EMAIL#*', 'USER#*'],
    write: ['LOGIN_FAILURES#*', 'SIGN_IN#*'],
    append: ['AUDIT#*'],
  },
  'staff-auth/handlers/totp-setup': { read: ['USER#*'], write: ['SIGN_IN#*'] },
  'staff-auth/handlers/totp-confirm': {
    write: ['USER#*', 'SIGN_IN#*', 'LOGIN_FAILURES#*', SESSION],
    append: ['AUDIT#*'],
  },
  'staff-auth/handlers/login-totp': {
    write: ['USER#*', 'SIGN_IN#*', 'LOGIN_FAILURES#*', SESSION],
    append: ['AUDIT#*'],
  },
  'staff-auth/handlers/logout': { write: [SESSION] },
  'staff-auth/handlers/auth-status': { write: [SESSION] },
  'staff-auth/handlers/me': session({ read: ['USER#*'] }),
  'staff-auth/handlers/passkey-enrol-options': { read: ['SIGN_IN#*', 'USER#*'], write: ['PASSKEY_CHALLENGE#*'] },
  'staff-auth/handlers/passkey-enrol-confirm': {
    write: ['USER#*', 'SIGN_IN#*', 'PASSKEY_CHALLENGE#*', 'LOGIN_FAILURES#*', SESSION],
    append: ['AUDIT#*'],
  },
  'staff-auth/handlers/login-passkey-options': { read: ['SIGN_IN#*', 'USER#*'], write: ['PASSKEY_CHALLENGE#*'] },
  'staff-auth/handlers/login-passkey': {
    write: ['USER#*', 'SIGN_IN#*', 'PASSKEY_CHALLENGE#*', 'LOGIN_FAILURES#*', SESSION],
    append: ['AUDIT#*'],
  },
  'staff-auth/handlers/passkeys-list': session({ read: ['USER#*'] }),
  'staff-auth/handlers/passkey-add-options': session({ read: ['USER#*'], write: ['PASSKEY_CHALLENGE#*'] }),
  'staff-auth/handlers/passkey-add': session({ write: ['USER#*', 'PASSKEY_CHALLENGE#*'] }),
  'staff-auth/handlers/passkey-rename': session({ write: ['USER#*'] }),
  'staff-auth/handlers/passkey-remove': session({ write: ['USER#*'] }),
  'staff-auth/handlers/password-forgot': {
    read: ['USER_EMAIL#*', 'USER#*', 'SUPPRESSED#*'],
    write: ['LOGIN_FAILURES#*', 'PASSWORD_RESET#*', 'VISITOR_EMAILS'],
  },
  'staff-auth/handlers/password-reset': {
    read: ['SESSIONS'],
    write: ['PASSWORD_RESET#*', 'USER#*', SESSION, 'SIGN_IN#*'],
  },
  // Users, invitations and one's own account.
  'staff-auth/handlers/list-users': session({ read: ['STAFF_USERS'] }),
  'staff-auth/handlers/invite-user': session({
    read: ['SUPPRESSED#*'],
    write: ['USER#*', 'USER_EMAIL#*', 'INVITATION#*'],
    append: ['AUDIT#*'],
  }),
  'staff-auth/handlers/update-user': session({
    read: ['STAFF_USERS', 'SESSIONS'],
    write: ['USER#*'],
    append: ['AUDIT#*'],
  }),
  'staff-auth/handlers/reinvite-user': session({
    read: ['SUPPRESSED#*'],
    write: ['USER#*', 'INVITATION#*'],
    append: ['AUDIT#*'],
  }),
  'staff-auth/handlers/reset-factors': session({ read: ['SESSIONS'], write: ['USER#*'], append: ['AUDIT#*'] }),
  'staff-auth/handlers/accept-invitation': { write: ['INVITATION#*', 'USER#*', 'SIGN_IN#*'], append: ['AUDIT#*'] },
  'staff-auth/handlers/update-me': session({ write: ['USER#*'] }),
  'staff-auth/handlers/change-password': session({
    read: ['SESSIONS'],
    write: ['USER#*', 'LOGIN_FAILURES#*'],
    append: ['AUDIT#*'],
  }),
  'staff-auth/handlers/list-my-sessions': session({ read: ['SESSIONS'] }),
  'staff-auth/handlers/end-my-other-sessions': session({ read: ['SESSIONS'] }),
  'staff-auth/handlers/end-my-session': session({ read: ['SESSIONS'] }),
};
