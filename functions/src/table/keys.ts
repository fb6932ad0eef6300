import { normaliseEmail } from '@meridian/shared/fields';
import { ARTICLE_LEADING_KEYS } from '../articles/data/article-keys';

/**
 * Every item type's keys in the one table (docs/architecture.md, "Single-table design"): the
 * partition and sort key values, the gsi1 values and the checks that a paging cursor has the key
 * shape of the index it pages. This file and `article-keys.ts` (articles, re-exported here) are the
 * only source files where the key strings exist; the repositories, tests, benchmarks and tools
 * build keys with these functions.
 */

/** The primary key of an item. */
export type ItemKey = { pk: string; sk: string };

/** The gsi1 attributes of an item that is listed through the index. */
export type IndexKey = { gsi1pk: string; gsi1sk: string };

/** The gsi2 attributes of a lead (the changes index, by `updatedAt`). */
export type ChangeIndexKey = { gsi2pk: string; gsi2sk: string };

/** A decoded paging cursor (a DynamoDB `LastEvaluatedKey` of string attributes). */
export type CursorKey = Readonly<Record<string, string>>;

/** Checks that a decoded cursor is a key of the index (or table) being paged. */
export type CursorCheck = (key: CursorKey) => boolean;

const LEAD = 'LEAD#';
const LEAD_SK = 'LEAD';
const LEADS = 'LEADS';
const LEADS_CHANGED = 'LEADS_CHANGED';
const ACTIVITY = 'ACTIVITY#';
const LEAD_EMAIL = 'LEAD_EMAIL#';
const LEAD_EMAIL_SK = 'LEAD_EMAIL';
const SUBSCRIBER = 'SUBSCRIBER#';
const SUBSCRIBER_SK = 'SUBSCRIBER';
const SUBSCRIBERS = 'SUBSCRIBERS';
const SUBSCRIBER_COUNT = 'SUBSCRIBER_COUNT';
const ERASED = 'ERASED#';
const ERASED_SK = 'ERASED';
const AUDIT = 'AUDIT#';
const AUDIT_SK = 'AUDIT';
const AUDIT_LOG = 'AUDIT_LOG';
const PAGE_VIEW = 'PAGE_VIEW#';
const EVENT = 'EVENT#';
const EVENT_SK = 'EVENT';
const SESSION = 'SESSION#';
const SESSION_SK = 'SESSION';
const SESSIONS = 'SESSIONS';
const LOGIN_FAILURES = 'LOGIN_FAILURES#';
const WINDOW = 'WINDOW#';
const NOTIFIED = 'NOTIFIED#';
const NOTIFIED_SK = 'NOTIFIED';
const ACKNOWLEDGED = 'ACKNOWLEDGED#';
const ACKNOWLEDGED_SK = 'ACKNOWLEDGED';
const REPORTED = 'REPORTED#';
const REPORTED_SK = 'REPORTED';
const SUPPRESSED = 'SUPPRESSED#';
const SUPPRESSED_SK = 'SUPPRESSED';
const BENCHMARK = 'BENCHMARK';
const ADMIN = 'ADMIN';
const SETTING = 'SETTING';
const BOOKING = 'BOOKING#';
const BOOKING_SK = 'BOOKING';
const BOOKINGS = 'BOOKINGS';
const BOOKING_SLOTS = 'BOOKING_SLOTS';

// Leads and their timelines.

/** Partition of a lead: its item and its timeline entries (`LEAD#<id>`). */
export const leadPartition = (leadId: string): string => `${LEAD}${leadId}`;

/** A lead item: `LEAD#<id>` / `LEAD`. */
export const leadKey = (leadId: string): ItemKey => ({ pk: leadPartition(leadId), sk: LEAD_SK });

/** gsi1 partition of every lead (summaries by creation date). */
export const LEAD_INDEX_PARTITION = LEADS;

/** A lead's gsi1 attributes: `LEADS` / `<createdAt>#<id>`. */
export const leadIndexKey = (createdAt: string, leadId: string): IndexKey => ({
  gsi1pk: LEADS,
  gsi1sk: `${createdAt}#${leadId}`,
});

/** gsi2 partition of every lead (lead changes by `updatedAt`, docs/product/admin.md#changes-since). */
export const LEAD_CHANGE_INDEX_PARTITION = LEADS_CHANGED;

/** A lead's gsi2 attributes: `LEADS_CHANGED` / `<updatedAt>#<id>`. */
export const leadChangeIndexKey = (updatedAt: string, leadId: string): ChangeIndexKey => ({
  gsi2pk: LEADS_CHANGED,
  gsi2sk: `${updatedAt}#${leadId}`,
});

/**
 * The gsi2 sort key bound of "changed after `updatedAt`" (exclusive): `<updatedAt>$`. Every sort key
 * `<updatedAt>#<id>` of that same instant sorts below it ('#' < '$'), every later instant of the
 * same ISO-8601 format above it.
 *
 * @param updatedAt - ISO-8601 UTC in `Date.toISOString()` form.
 */
export const leadChangedAfterBound = (updatedAt: string): string => `${updatedAt}$`;

/** True for the sort key of a lead item (as opposed to its timeline entries). */
export const isLeadSortKey = (sk: unknown): boolean => sk === LEAD_SK;

/** A timeline entry: `LEAD#<leadId>` / `ACTIVITY#<at>#<activityId>`. */
export const activityKey = (leadId: string, at: string, activityId: string): ItemKey => ({
  pk: leadPartition(leadId),
  sk: `${ACTIVITY}${at}#${activityId}`,
});

/** True for the sort key of a timeline entry. */
export const isActivitySortKey = (sk: unknown): boolean => typeof sk === 'string' && sk.startsWith(ACTIVITY);

/** The email claim of a lead: `LEAD_EMAIL#<lower-cased email>` / `LEAD_EMAIL`. */
export const leadEmailKey = (email: string): ItemKey => ({
  pk: `${LEAD_EMAIL}${normaliseEmail(email)}`,
  sk: LEAD_EMAIL_SK,
});

// Content, newsletter and analytics.

// Articles: their keys live in article-keys.ts (re-exported here).
export {
  ARTICLE_ADMIN_INDEX_PARTITION,
  ARTICLE_INDEX_PARTITION,
  articleAdminIndexKey,
  articleIndexKey,
  articleKey,
  articleSlugKey,
} from '../articles/data/article-keys';

/**
 * A newsletter subscriber: `SUBSCRIBER#<subscriber id>` / `SUBSCRIBER`. The id is the keyed hash of
 * the lower-cased address (`emailHashOf`), so one item per address and no address in any key
 * (docs/product/privacy.md#subscribers).
 */
export const subscriberKey = (subscriberId: string): ItemKey => ({
  pk: `${SUBSCRIBER}${subscriberId}`,
  sk: SUBSCRIBER_SK,
});

/** gsi1 partition of subscribers. */
export const SUBSCRIBER_INDEX_PARTITION = SUBSCRIBERS;

/** A subscriber's gsi1 attributes: `SUBSCRIBERS` / `<createdAt>#<subscriber id>`. */
export const subscriberIndexKey = (createdAt: string, subscriberId: string): IndexKey => ({
  gsi1pk: SUBSCRIBERS,
  gsi1sk: `${createdAt}#${subscriberId}`,
});

/** The count of confirmed subscribers (`confirmed`, updated with `ADD`): `SUBSCRIBER_COUNT` / `CONFIRMED`. */
export const subscriberCountKey = (): ItemKey => ({ pk: SUBSCRIBER_COUNT, sk: 'CONFIRMED' });

/** Partition of one UTC day of page views and analytics events: `PAGE_VIEW#<yyyy-mm-dd>`. */
export const pageViewPartition = (day: string): string => `${PAGE_VIEW}${day}`;

/** A page view or analytics event: `PAGE_VIEW#<yyyy-mm-dd>` / `<timestamp>#<id>` (timestamp ISO-8601 UTC). */
export const pageViewKey = (timestamp: string, id: string): ItemKey => ({
  pk: pageViewPartition(timestamp.slice(0, 10)),
  sk: `${timestamp}#${id}`,
});

// Event consumers and notifications.

/** The idempotency record of one event for one consumer: `EVENT#<consumer>#<eventId>` / `EVENT`. */
export const processedEventKey = (consumer: string, eventId: string): ItemKey => ({
  pk: `${EVENT}${consumer}#${eventId}`,
  sk: EVENT_SK,
});

/**
 * The firm-notification window of one visitor address: `NOTIFIED#<lower-cased email>` /
 * `NOTIFIED` (docs/product/leads.md#returning-visitors).
 */
export const notificationWindowKey = (email: string): ItemKey => ({
  pk: `${NOTIFIED}${normaliseEmail(email)}`,
  sk: NOTIFIED_SK,
});

/**
 * The contact-acknowledgement window of one visitor address: `ACKNOWLEDGED#<lower-cased email>` /
 * `ACKNOWLEDGED` (docs/product/site.md#acknowledgement).
 */
export const acknowledgementWindowKey = (email: string): ItemKey => ({
  pk: `${ACKNOWLEDGED}${normaliseEmail(email)}`,
  sk: ACKNOWLEDGED_SK,
});

/**
 * The assessment-report allowance of one visitor address: `REPORTED#<lower-cased email>` /
 * `REPORTED` (docs/product/assessment.md#report-email).
 */
export const reportAllowanceKey = (email: string): ItemKey => ({
  pk: `${REPORTED}${normaliseEmail(email)}`,
  sk: REPORTED_SK,
});

/**
 * A visitor address that bounced or complained, suppressed for visitor emails:
 * `SUPPRESSED#<lower-cased email>` / `SUPPRESSED` (docs/product/security.md#emails).
 */
export const emailSuppressionKey = (email: string): ItemKey => ({
  pk: `${SUPPRESSED}${normaliseEmail(email)}`,
  sk: SUPPRESSED_SK,
});

/**
 * The peer-benchmark aggregate of one assessment type: `BENCHMARK` / `<assessment type>`
 * (docs/product/assessment.md#benchmark).
 */
export const assessmentBenchmarkKey = (assessmentType: string): ItemKey => ({ pk: BENCHMARK, sk: assessmentType });

// Privacy: erasure tombstones and the audit log.

/**
 * The tombstone of an erased person: `ERASED#<keyed hash of the address>` / `ERASED`, holding only
 * the erasure time (docs/product/privacy.md#erasure).
 */
export const erasureKey = (emailHash: string): ItemKey => ({ pk: `${ERASED}${emailHash}`, sk: ERASED_SK });

/** An audit log entry: `AUDIT#<entry id>` / `AUDIT` (docs/product/privacy.md#audit-log). */
export const auditEntryKey = (entryId: string): ItemKey => ({ pk: `${AUDIT}${entryId}`, sk: AUDIT_SK });

/** gsi1 partition of the audit log. */
export const AUDIT_INDEX_PARTITION = AUDIT_LOG;

/** An audit entry's gsi1 attributes: `AUDIT_LOG` / `<at>#<entry id>`. */
export const auditIndexKey = (at: string, entryId: string): IndexKey => ({
  gsi1pk: AUDIT_LOG,
  gsi1sk: `${at}#${entryId}`,
});

// Admin authentication.

/** An admin session: `SESSION#<sha-256 of the session id>` / `SESSION`. */
export const sessionKey = (idHash: string): ItemKey => ({ pk: `${SESSION}${idHash}`, sk: SESSION_SK });

/** gsi1 partition of sessions (read only to end them all). */
export const SESSION_INDEX_PARTITION = SESSIONS;

/** A session's gsi1 attributes: `SESSIONS` / `<createdAt>#<hash>`. */
export const sessionIndexKey = (createdAt: string, idHash: string): IndexKey => ({
  gsi1pk: SESSIONS,
  gsi1sk: `${createdAt}#${idHash}`,
});

/**
 * A client's login attempts in one window: `LOGIN_FAILURES#<key hash>` / `WINDOW#<window start, ISO-8601>`.
 *
 * @param windowStart - start of the window, epoch milliseconds.
 */
export const loginFailuresKey = (clientKeyHash: string, windowStart: number): ItemKey => ({
  pk: `${LOGIN_FAILURES}${clientKeyHash}`,
  sk: `${WINDOW}${new Date(windowStart).toISOString()}`,
});

/** The admin credential: `ADMIN` / `PASSWORD`. */
export const adminCredentialKey = (): ItemKey => ({ pk: ADMIN, sk: 'PASSWORD' });

/** A generated setting: `SETTING` / `<name>`. */
export const settingKey = (name: string): ItemKey => ({ pk: SETTING, sk: name });

// Consultation bookings (docs/product/booking.md#booking).

/** A consultation booking: `BOOKING#<id>` / `BOOKING`. */
export const bookingKey = (bookingId: string): ItemKey => ({ pk: `${BOOKING}${bookingId}`, sk: BOOKING_SK });

/** gsi1 partition of bookings (upcoming consultations by start). */
export const BOOKING_INDEX_PARTITION = BOOKINGS;

/** A booking's gsi1 attributes: `BOOKINGS` / `<start>#<id>` (start ISO-8601 UTC). */
export const bookingIndexKey = (start: string, bookingId: string): IndexKey => ({
  gsi1pk: BOOKINGS,
  gsi1sk: `${start}#${bookingId}`,
});

/** Partition of the taken slots, sorted by start. */
export const BOOKING_SLOT_PARTITION = BOOKING_SLOTS;

/**
 * A taken slot: `BOOKING_SLOTS` / `<start ISO-8601 UTC>`. A booking claims its slot with a
 * conditional put, so one slot can never be booked twice (docs/product/booking.md#booking).
 */
export const bookingSlotKey = (start: string): ItemKey => ({ pk: BOOKING_SLOTS, sk: start });

/**
 * The partition key values of each item type as IAM `dynamodb:LeadingKeys` patterns (`*` matches
 * any rest), so that per-function table access can name item types without repeating the key
 * strings (docs/product/security.md#iam). `*Index` entries are the exact gsi1 partitions a
 * function Queries.
 */
export const LEADING_KEYS = {
  /** A lead and its timeline entries. */
  lead: `${LEAD}*`,
  leadEmail: `${LEAD_EMAIL}*`,
  ...ARTICLE_LEADING_KEYS,
  subscriber: `${SUBSCRIBER}*`,
  subscriberCount: SUBSCRIBER_COUNT,
  erasure: `${ERASED}*`,
  audit: `${AUDIT}*`,
  pageView: `${PAGE_VIEW}*`,
  processedEvent: `${EVENT}*`,
  notificationWindow: `${NOTIFIED}*`,
  acknowledgementWindow: `${ACKNOWLEDGED}*`,
  reportAllowance: `${REPORTED}*`,
  emailSuppression: `${SUPPRESSED}*`,
  assessmentBenchmark: BENCHMARK,
  session: `${SESSION}*`,
  loginFailures: `${LOGIN_FAILURES}*`,
  adminCredential: ADMIN,
  setting: SETTING,
  booking: `${BOOKING}*`,
  bookingSlot: BOOKING_SLOTS,
  leadIndex: LEADS,
  leadChangeIndex: LEADS_CHANGED,
  subscriberIndex: SUBSCRIBERS,
  sessionIndex: SESSIONS,
  auditIndex: AUDIT_LOG,
  bookingIndex: BOOKINGS,
} as const;

/** The `LEADING_KEYS` pattern of one consumer's idempotency records (`processedEventKey(consumer, …)`). */
export const processedEventPattern = (consumer: string): string => `${EVENT}${consumer}#*`;

// Cursor checks: a cursor must be exactly a key of the index being paged.

/** A subscriber id or audit entry id: base64url or UUID characters only. */
const OPAQUE_ID = /^[A-Za-z0-9_-]{16,100}$/;

/** True when `key` has exactly the attributes of `expected`, with equal values. */
function sameKey(key: CursorKey, expected: Readonly<Record<string, string>>): boolean {
  const names = Object.keys(key);
  return (
    names.length === Object.keys(expected).length &&
    names.every((name) => Object.hasOwn(expected, name) && key[name] === expected[name])
  );
}

/** `{ id, at }` from a gsi1 sort key `<at>#<id>` whose id is the part after the partition prefix. */
function splitIndexSortKey(pk: string | undefined, prefix: string, gsi1sk: string | undefined) {
  if (!pk?.startsWith(prefix) || gsi1sk === undefined) return undefined;
  const id = pk.slice(prefix.length);
  if (id.length === 0 || !gsi1sk.endsWith(`#${id}`)) return undefined;
  const at = gsi1sk.slice(0, gsi1sk.length - id.length - 1);
  return at.length > 0 ? { id, at } : undefined;
}

/** A cursor of the lead summaries (gsi1 `LEADS`): a lead's table and index keys. */
export const isLeadIndexCursor: CursorCheck = (key) => {
  const parts = splitIndexSortKey(key.pk, LEAD, key.gsi1sk);
  return parts !== undefined && sameKey(key, { ...leadKey(parts.id), ...leadIndexKey(parts.at, parts.id) });
};

/**
 * A cursor of the lead changes (gsi2 `LEADS_CHANGED`) after `bound` ({@link leadChangedAfterBound}):
 * a lead's table and gsi2 keys whose sort key lies inside the query's range.
 */
export const leadChangeCursorAfter =
  (bound: string): CursorCheck =>
  (key) => {
    const parts = splitIndexSortKey(key.pk, LEAD, key.gsi2sk);
    return (
      parts !== undefined &&
      (key.gsi2sk ?? '') > bound &&
      sameKey(key, { ...leadKey(parts.id), ...leadChangeIndexKey(parts.at, parts.id) })
    );
  };

/** A cursor of the subscriber list (gsi1 `SUBSCRIBERS`): a subscriber's table and index keys. */
export const isSubscriberIndexCursor: CursorCheck = (key) => {
  const parts = splitIndexSortKey(key.pk, SUBSCRIBER, key.gsi1sk);
  return (
    parts !== undefined &&
    OPAQUE_ID.test(parts.id) &&
    sameKey(key, { ...subscriberKey(parts.id), ...subscriberIndexKey(parts.at, parts.id) })
  );
};

/** A cursor of the audit log (gsi1 `AUDIT_LOG`): an entry's table and index keys. */
export const isAuditIndexCursor: CursorCheck = (key) => {
  const parts = splitIndexSortKey(key.pk, AUDIT, key.gsi1sk);
  return (
    parts !== undefined &&
    OPAQUE_ID.test(parts.id) &&
    sameKey(key, { ...auditEntryKey(parts.id), ...auditIndexKey(parts.at, parts.id) })
  );
};

/** A cursor of one day's page views: a key in that day's partition. */
export const pageViewCursorOf =
  (day: string): CursorCheck =>
  (key) =>
    typeof key.sk === 'string' && key.sk.length > 0 && sameKey(key, { pk: pageViewPartition(day), sk: key.sk });
