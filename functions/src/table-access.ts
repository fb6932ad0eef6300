import { LEADING_KEYS } from './table/keys';

/**
 * Which items a function may read and write (docs/product/security.md#iam): partition key patterns
 * of `data/keys.ts` (`LEADING_KEYS`, `*` matches any rest), which the CDK stack turns into
 * `dynamodb:LeadingKeys` conditions on the function's table statements. Read patterns cover reads
 * of table items and Queries of index partitions; write patterns cover puts, updates and deletes.
 * Writing implies reading.
 */
export interface ItemAccess {
  read?: readonly string[];
  write?: readonly string[];
}

const K = LEADING_KEYS;

/** Public article routes: published articles, their slug claims and their index. */
export const ARTICLE_ITEMS: ItemAccess = { read: [K.article, K.articleSlug, K.articleIndex] };

/** The public assessment benchmark: the benchmark items only. */
export const BENCHMARK_ITEMS: ItemAccess = { read: [K.assessmentBenchmark] };

/**
 * The newsletter's public routes: subscriber items, the confirmed count and the suppression list
 * (read before a confirmation or welcome email goes out).
 */
export const SUBSCRIBER_ITEMS: ItemAccess = { read: [K.emailSuppression], write: [K.subscriber, K.subscriberCount] };

/**
 * The public booking routes (docs/product/booking.md#booking): the availability setting (read),
 * bookings and their taken slots.
 */
export const BOOKING_ITEMS: ItemAccess = {
  read: [K.availability, K.setting, K.bookingIndex],
  write: [K.booking, K.bookingSlot],
};

/** Page views and events, and the day's IP salt. */
export const PAGE_VIEW_ITEMS: ItemAccess = { write: [K.pageView, K.ipSalt] };

/** The login: reads the credential (never writes it), counts failures, starts a session, writes its audit entry. */
export const LOGIN_ITEMS: ItemAccess = {
  read: [K.adminCredential],
  write: [K.loginFailures, K.session, K.audit],
};

/** Logout and the session check: the session items. */
export const SESSION_ITEMS: ItemAccess = { write: [K.session] };

/**
 * Session-protected CRM routes: every item type except the admin credential (only the operator's
 * `npm run admin:password` writes it, with the operator's own AWS credentials) and the login
 * throttle counters.
 */
export const CRM_ITEMS: ItemAccess = {
  write: Object.values(K).filter((pattern) => pattern !== K.adminCredential && pattern !== K.loginFailures),
};

/**
 * Event consumers (lead capture, notifications, reports): every item type except the credential,
 * sessions and login counters, which no event may touch.
 */
export const CONSUMER_ITEMS: ItemAccess = {
  write: Object.values(K).filter(
    (pattern) =>
      pattern !== K.adminCredential &&
      pattern !== K.loginFailures &&
      pattern !== K.session &&
      pattern !== K.sessionIndex,
  ),
};
