import { normalisedAddressOf } from '@meridian/shared/email-address';
import { normaliseEmail } from '@meridian/shared/fields';
import { type ChangeIndexKey, INDEX_PARTITIONS as I, type IndexKey, type ItemKey, ITEM_TYPES as T } from './item-types';

/**
 * The key builders of every item type in the one table (docs/architecture.md, "Single-table
 * design"): the partition and sort key values and the index attributes, built from the item types'
 * description (`item-types.ts`), which also gives the IAM `LeadingKeys` patterns and the paging
 * cursor checks (`cursor-checks.ts`, re-exported here). Articles build theirs in
 * `articles/data/article-keys.ts` from the same description. The repositories, tests, benchmarks
 * and tools build keys with these functions.
 */

export type { ChangeIndexKey, IndexKey, ItemKey } from './item-types';
export { LEADING_KEYS, processedEventPattern } from './item-types';
export {
  type CursorCheck,
  type CursorKey,
  isAuditIndexCursor,
  isLeadIndexCursor,
  isSubscriberIndexCursor,
  leadChangeCursorAfter,
  pageViewCursorOf,
} from './cursor-checks';

// Leads and their timelines.

/** Partition of a lead: its item and its timeline entries (`LEAD#<id>`). */
export const leadPartition = (leadId: string): string => `${T.lead.pk}${leadId}`;

/** A lead item: `LEAD#<id>` / `LEAD`. */
export const leadKey = (leadId: string): ItemKey => ({ pk: leadPartition(leadId), sk: T.lead.sk });

/** gsi1 partition of every lead (summaries by creation date). */
export const LEAD_INDEX_PARTITION = I.leadIndex.pk;

/** A lead's gsi1 attributes: `LEADS` / `<createdAt>#<id>`. */
export const leadIndexKey = (createdAt: string, leadId: string): IndexKey => ({
  gsi1pk: I.leadIndex.pk,
  gsi1sk: `${createdAt}#${leadId}`,
});

/** gsi2 partition of every lead (lead changes by `updatedAt`, docs/product/admin.md#changes-since). */
export const LEAD_CHANGE_INDEX_PARTITION = I.leadChangeIndex.pk;

/** A lead's gsi2 attributes: `LEADS_CHANGED` / `<updatedAt>#<id>`. */
export const leadChangeIndexKey = (updatedAt: string, leadId: string): ChangeIndexKey => ({
  gsi2pk: I.leadChangeIndex.pk,
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
export const isLeadSortKey = (sk: unknown): boolean => sk === T.lead.sk;

/** A timeline entry: `LEAD#<leadId>` / `ACTIVITY#<at>#<activityId>`. */
export const activityKey = (leadId: string, at: string, activityId: string): ItemKey => ({
  pk: leadPartition(leadId),
  sk: `${T.activity.sk}${at}#${activityId}`,
});

/** True for the sort key of a timeline entry. */
export const isActivitySortKey = (sk: unknown): boolean => typeof sk === 'string' && sk.startsWith(T.activity.sk);

/** The email claim of a lead: `LEAD_EMAIL#<lower-cased email>` / `LEAD_EMAIL`. */
export const leadEmailKey = (email: string): ItemKey => ({
  pk: `${T.leadEmail.pk}${normaliseEmail(email)}`,
  sk: T.leadEmail.sk,
});

// Content, newsletter and analytics.

/**
 * A newsletter subscriber: `SUBSCRIBER#<subscriber id>` / `SUBSCRIBER`. The id is the keyed hash of
 * the lower-cased address (`emailHashOf`), so one item per address and no address in any key
 * (docs/product/privacy.md#subscribers).
 */
export const subscriberKey = (subscriberId: string): ItemKey => ({
  pk: `${T.subscriber.pk}${subscriberId}`,
  sk: T.subscriber.sk,
});

/** gsi1 partition of subscribers. */
export const SUBSCRIBER_INDEX_PARTITION = I.subscriberIndex.pk;

/** A subscriber's gsi1 attributes: `SUBSCRIBERS` / `<createdAt>#<subscriber id>`. */
export const subscriberIndexKey = (createdAt: string, subscriberId: string): IndexKey => ({
  gsi1pk: I.subscriberIndex.pk,
  gsi1sk: `${createdAt}#${subscriberId}`,
});

/** The count of confirmed subscribers (`confirmed`, updated with `ADD`): `SUBSCRIBER_COUNT` / `CONFIRMED`. */
export const subscriberCountKey = (): ItemKey => ({ pk: T.subscriberCount.pk, sk: T.subscriberCount.sk });

/** Partition of one UTC day of page views and analytics events: `PAGE_VIEW#<yyyy-mm-dd>`. */
export const pageViewPartition = (day: string): string => `${T.pageView.pk}${day}`;

/** A page view or analytics event: `PAGE_VIEW#<yyyy-mm-dd>` / `<timestamp>#<id>` (timestamp ISO-8601 UTC). */
export const pageViewKey = (timestamp: string, id: string): ItemKey => ({
  pk: pageViewPartition(timestamp.slice(0, 10)),
  sk: `${timestamp}#${id}`,
});

// Event consumers and notifications.

/** The idempotency record of one event for one consumer: `EVENT#<consumer>#<eventId>` / `EVENT`. */
export const processedEventKey = (consumer: string, eventId: string): ItemKey => ({
  pk: `${T.processedEvent.pk}${consumer}#${eventId}`,
  sk: T.processedEvent.sk,
});

/**
 * The firm-notification window of one visitor address: `NOTIFIED#<normalised email>` /
 * `NOTIFIED` (docs/product/leads.md#returning-visitors).
 */
export const notificationWindowKey = (email: string): ItemKey => ({
  pk: `${T.notificationWindow.pk}${normalisedAddressOf(email)}`,
  sk: T.notificationWindow.sk,
});

/**
 * The contact-acknowledgement window of one visitor address: `ACKNOWLEDGED#<normalised email>` /
 * `ACKNOWLEDGED` (docs/product/site.md#acknowledgement).
 */
export const acknowledgementWindowKey = (email: string): ItemKey => ({
  pk: `${T.acknowledgementWindow.pk}${normalisedAddressOf(email)}`,
  sk: T.acknowledgementWindow.sk,
});

/**
 * The assessment-report allowance of one visitor address: `REPORTED#<normalised email>` /
 * `REPORTED` (docs/product/assessment.md#report-email).
 */
export const reportAllowanceKey = (email: string): ItemKey => ({
  pk: `${T.reportAllowance.pk}${normalisedAddressOf(email)}`,
  sk: T.reportAllowance.sk,
});

/**
 * The newsletter-confirmation window of one mailbox: `CONFIRMATION_SENT#<keyed hash of normalised
 * email>` / `CONFIRMATION_SENT` (docs/product/privacy.md#double-opt-in).
 *
 * @param addressHash - the keyed hash of the normalised address (`emailHashOf(normalisedAddressOf(email))`).
 */
export const confirmationWindowKey = (addressHash: string): ItemKey => ({
  pk: `${T.confirmationWindow.pk}${addressHash}`,
  sk: T.confirmationWindow.sk,
});

/**
 * The marker of a mailbox counted in the peer benchmark: `BENCHMARK_RESPONDENT#<keyed hash of
 * normalised email>` / `BENCHMARK_RESPONDENT` (docs/product/assessment.md#benchmark).
 *
 * @param addressHash - the keyed hash of the normalised address (`emailHashOf(normalisedAddressOf(email))`).
 */
export const benchmarkRespondentKey = (addressHash: string): ItemKey => ({
  pk: `${T.benchmarkRespondent.pk}${addressHash}`,
  sk: T.benchmarkRespondent.sk,
});

/**
 * The live bookings of one visitor mailbox: `LIVE_BOOKINGS#<keyed hash of normalised email>` /
 * `LIVE_BOOKINGS` (docs/product/booking.md#booking).
 *
 * @param addressHash - the keyed hash of the normalised address (`emailHashOf(normalisedAddressOf(email))`).
 */
export const liveBookingsKey = (addressHash: string): ItemKey => ({
  pk: `${T.liveBookings.pk}${addressHash}`,
  sk: T.liveBookings.sk,
});

/**
 * A visitor address that bounced or complained, suppressed for visitor emails:
 * `SUPPRESSED#<lower-cased email>` / `SUPPRESSED` (docs/product/security.md#emails).
 */
export const emailSuppressionKey = (email: string): ItemKey => ({
  pk: `${T.emailSuppression.pk}${normaliseEmail(email)}`,
  sk: T.emailSuppression.sk,
});

/**
 * The peer-benchmark aggregate of one assessment type: `BENCHMARK` / `<assessment type>`
 * (docs/product/assessment.md#benchmark).
 */
export const assessmentBenchmarkKey = (assessmentType: string): ItemKey => ({
  pk: T.assessmentBenchmark.pk,
  sk: `${T.assessmentBenchmark.sk}${assessmentType}`,
});

// Privacy: erasure tombstones and the audit log.

/**
 * The tombstone of an erased person: `ERASED#<keyed hash of the address>` / `ERASED`, holding only
 * the erasure time (docs/product/privacy.md#erasure).
 */
export const erasureKey = (emailHash: string): ItemKey => ({
  pk: `${T.erasure.pk}${emailHash}`,
  sk: T.erasure.sk,
});

/** An audit log entry: `AUDIT#<entry id>` / `AUDIT` (docs/product/privacy.md#audit-log). */
export const auditEntryKey = (entryId: string): ItemKey => ({ pk: `${T.audit.pk}${entryId}`, sk: T.audit.sk });

/** gsi1 partition of the audit log. */
export const AUDIT_INDEX_PARTITION = I.auditIndex.pk;

/** An audit entry's gsi1 attributes: `AUDIT_LOG` / `<at>#<entry id>`. */
export const auditIndexKey = (at: string, entryId: string): IndexKey => ({
  gsi1pk: I.auditIndex.pk,
  gsi1sk: `${at}#${entryId}`,
});

// Admin authentication.

/** An admin session: `SESSION#<sha-256 of the session id>` / `SESSION`. */
export const sessionKey = (idHash: string): ItemKey => ({ pk: `${T.session.pk}${idHash}`, sk: T.session.sk });

/** gsi1 partition of sessions (read only to end them all). */
export const SESSION_INDEX_PARTITION = I.sessionIndex.pk;

/** A session's gsi1 attributes: `SESSIONS` / `<createdAt>#<hash>`. */
export const sessionIndexKey = (createdAt: string, idHash: string): IndexKey => ({
  gsi1pk: I.sessionIndex.pk,
  gsi1sk: `${createdAt}#${idHash}`,
});

/**
 * A client's login attempts in one window: `LOGIN_FAILURES#<key hash>` / `WINDOW#<window start, ISO-8601>`.
 *
 * @param windowStart - start of the window, epoch milliseconds.
 */
export const loginFailuresKey = (clientKeyHash: string, windowStart: number): ItemKey => ({
  pk: `${T.loginFailures.pk}${clientKeyHash}`,
  sk: `${T.loginFailures.sk}${new Date(windowStart).toISOString()}`,
});

/** The admin credential of installations before staff accounts: `ADMIN` / `PASSWORD` (read by the migration only). */
export const adminCredentialKey = (): ItemKey => ({ pk: T.adminCredential.pk, sk: T.adminCredential.sk });

/**
 * A generated setting: `SETTING` / `<name>` (the daily digest's last run; before the availability
 * had its own item, also `booking-availability`, still read as its fallback).
 */
export const settingKey = (name: string): ItemKey => ({ pk: T.setting.pk, sk: `${T.setting.sk}${name}` });

/**
 * The generated salt of one UTC day's client IP hashes (docs/product/security.md):
 * `IP_SALT#<yyyy-mm-dd>` / `IP_SALT`, its own partition so that page views never write settings.
 */
export const ipSaltKey = (day: string): ItemKey => ({ pk: `${T.ipSalt.pk}${day}`, sk: T.ipSalt.sk });

// Consultation bookings (docs/product/booking.md#booking).

/**
 * The booking availability that staff set (docs/product/booking.md#availability):
 * `BOOKING_AVAILABILITY` / `SETTINGS`.
 */
export const availabilityKey = (): ItemKey => ({ pk: T.availability.pk, sk: T.availability.sk });

/** A consultation booking: `BOOKING#<id>` / `BOOKING`. */
export const bookingKey = (bookingId: string): ItemKey => ({
  pk: `${T.booking.pk}${bookingId}`,
  sk: T.booking.sk,
});

/** gsi1 partition of bookings (upcoming consultations by start). */
export const BOOKING_INDEX_PARTITION = I.bookingIndex.pk;

/** A booking's gsi1 attributes: `BOOKINGS` / `<start>#<id>` (start ISO-8601 UTC). */
export const bookingIndexKey = (start: string, bookingId: string): IndexKey => ({
  gsi1pk: I.bookingIndex.pk,
  gsi1sk: `${start}#${bookingId}`,
});

/** Partition of the taken slots, sorted by start. */
export const BOOKING_SLOT_PARTITION = T.bookingSlot.pk;

/**
 * A taken slot: `BOOKING_SLOTS` / `<start ISO-8601 UTC>`. A booking claims its slot with a
 * conditional put, so one slot can never be booked twice (docs/product/booking.md#booking).
 */
export const bookingSlotKey = (start: string): ItemKey => ({ pk: T.bookingSlot.pk, sk: `${T.bookingSlot.sk}${start}` });

/** The partition of the outbox events (`table/outbox.ts`). */
export const OUTBOX_PARTITION = T.outboxEvent.pk;

/** An outbox event: recorded at `recordedAt` (ISO-8601 UTC), about `businessKey`. */
export const outboxEventKey = (recordedAt: string, businessKey: string): ItemKey => ({
  pk: T.outboxEvent.pk,
  sk: `${T.outboxEvent.sk}${recordedAt}#${businessKey}`,
});
