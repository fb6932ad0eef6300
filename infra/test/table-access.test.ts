import { notFoundPageFunction } from '@meridian/functions/articles/area';
import { serviceNameFor } from '@meridian/functions/environment';
import { routes } from '@meridian/functions/routes';
import { eventRules } from '@meridian/functions/rules';
import { schedules } from '@meridian/functions/schedules';
import { targetFunctions } from '@meridian/functions/targets';
import { describe, expect, it } from 'vitest';
import { templates } from './assembly';
import { actionsOf, iamOf, isTableStatement, leadingKeysOf } from './iam';

/**
 * The table access of every function, spelled out (docs/product/security.md#iam,
 * docs/decisions/034-item-types-described-once.md): the partitions it only reads, those it writes
 * (and reads) and those it only appends to (PutItem), read from the synthesised roles. A change of
 * any function's access shows here as a failing row.
 */

interface Access {
  read?: string[];
  write?: string[];
  append?: string[];
}

/** The session check of a protected admin route: reads the session, slides or deletes it. */
const SESSION = 'SESSION#*';
const session = (access: Access): Access => ({ ...access, write: [SESSION, ...(access.write ?? [])] });
const events = (consumer: string) => `EVENT#${consumer}#*`;

/** Handler module → its table access. */
const EXPECTED: Record<string, Access> = {
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

const { mainJson: json } = templates();
const { functionsByServiceName, statementsOf } = iamOf(json);
const byServiceName = functionsByServiceName();

/** The access of one function as its role grants it. */
function grantedAccess(handler: string): Required<Access> {
  const fnId = byServiceName.get(serviceNameFor(handler));
  if (fnId === undefined) throw new Error(`No function for ${handler}`);
  const table = statementsOf(fnId).filter(isTableStatement);
  const keysWhere = (test: (actions: string[]) => boolean) =>
    table.filter((statement) => test(actionsOf(statement))).flatMap(leadingKeysOf);
  return {
    read: keysWhere((actions) => actions.includes('dynamodb:GetItem')),
    write: keysWhere((actions) => actions.includes('dynamodb:UpdateItem')),
    append: keysWhere((actions) => actions.length === 1 && actions[0] === 'dynamodb:PutItem'),
  };
}

const sorted = (values: readonly string[]) => [...values].sort();

const handlers = [
  ...routes.map((route) => route.handler),
  ...eventRules.flatMap((rule) => rule.targets.map((target) => target.handler)),
  ...schedules.map((entry) => entry.handler),
  // The missing-article origin at the edge has its own role without any table (`missing-article.ts`).
  ...targetFunctions.filter((entry) => entry !== notFoundPageFunction).map((entry) => entry.handler),
];

describe('the table access of every function (docs/product/security.md#iam)', () => {
  it('lists every function of the tables, and only those', () => {
    expect(sorted(Object.keys(EXPECTED))).toEqual(sorted(handlers));
  });

  it.each(handlers)('%s', (handler) => {
    const expected = EXPECTED[handler] ?? {};
    const granted = grantedAccess(handler);
    expect(sorted(granted.read), 'reads (with what it writes)').toEqual(
      sorted([...(expected.read ?? []), ...(expected.write ?? [])]),
    );
    expect(sorted(granted.write), 'writes').toEqual(sorted(expected.write ?? []));
    expect(sorted(granted.append), 'appends').toEqual(sorted(expected.append ?? []));
  });

  it('grants every table action only with a LeadingKeys condition, and each statement one kind of access', () => {
    for (const handler of handlers) {
      const fnId = byServiceName.get(serviceNameFor(handler)) ?? '';
      for (const statement of statementsOf(fnId).filter(isTableStatement)) {
        expect(leadingKeysOf(statement).length, handler).toBeGreaterThan(0);
        const actions = actionsOf(statement);
        const kinds = ['dynamodb:GetItem', 'dynamodb:UpdateItem'].filter((action) => actions.includes(action));
        expect(kinds.length === 1 || (actions.length === 1 && actions[0] === 'dynamodb:PutItem'), handler).toBe(true);
      }
    }
  });

  it('gives read-only routes no write beyond the session check, and audit entries appended only', () => {
    for (const route of routes.filter((entry) => entry.method === 'GET')) {
      const granted = grantedAccess(route.handler);
      expect(
        granted.write.filter((pattern) => pattern !== SESSION),
        route.handler,
      ).toEqual([]);
      expect(
        granted.append.filter((pattern) => pattern !== 'AUDIT#*'),
        route.handler,
      ).toEqual([]);
    }
    for (const handler of handlers) {
      const granted = grantedAccess(handler);
      expect([...granted.read, ...granted.write], `${handler} may update or delete audit entries`).not.toContain(
        'AUDIT#*',
      );
    }
  });

  it('keeps the public routes from writing settings, and the render function to published articles', () => {
    for (const route of routes.filter((entry) => !entry.path.startsWith('/api/admin/'))) {
      const granted = grantedAccess(route.handler);
      expect([...granted.write, ...granted.append], route.handler).not.toContain('SETTING');
    }
    expect(grantedAccess('articles/consumers/render-site')).toEqual({
      read: ['ARTICLES_PUBLISHED'],
      write: [],
      append: [],
    });
  });
});
