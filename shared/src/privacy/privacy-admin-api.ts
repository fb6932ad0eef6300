import { bookingSchema } from '../booking/booking-events';
import { leadActivitySchema, leadSchema } from '../leads/lead';
import { taskSchema } from '../tasks/task';
import { consentSchema } from './privacy-consent';
import * as z from '../zod';

/**
 * The CRM's privacy routes (docs/product/privacy.md): subscribers with their opt-in state, erasure,
 * access requests, the audit log and the retention review. Response bodies as the CRM parses them;
 * kept apart from `privacy-api.ts` so public pages never bundle them. Lists are cursor-paged like
 * every admin list: `{ items, nextCursor }`, `nextCursor` null on the last page.
 */

/**
 * A subscriber's state (docs/product/privacy.md#double-opt-in): `pending` until the link in the
 * confirmation email is used (expires after 7 days), `confirmed`, then `unsubscribed`. Only
 * confirmed subscribers count and receive newsletters.
 */
export const SUBSCRIBER_STATES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/**
 * One subscriber as the CRM lists it. `id` is opaque (a keyed hash of the address, never the
 * address itself), for `DELETE /api/admin/subscribers/{id}`. Times are ISO-8601 UTC.
 */
export const subscriberRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  state: z.enum(SUBSCRIBER_STATES),
  createdAt: z.string(),
  confirmedAt: z.string().optional(),
  unsubscribedAt: z.string().optional(),
});
export type SubscriberRow = z.output<typeof subscriberRowSchema>;

/**
 * `GET /api/admin/subscribers?cursor=&limit=`: one page of subscribers, newest first, and
 * `confirmedCount`, the number of confirmed subscribers in total (not just on this page).
 */
export const subscriberListSchema = z.object({
  items: z.array(subscriberRowSchema),
  nextCursor: z.string().nullable(),
  confirmedCount: z.number().int().min(0),
});
export type SubscriberList = z.output<typeof subscriberListSchema>;

/** Path `{id}` of `DELETE /api/admin/subscribers/{id}`: the opaque subscriber id of the list. */
export const subscriberIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'Invalid subscriber id');

/**
 * A consent record kept with a form submission (docs/product/privacy.md#consent-records): which form,
 * what the visitor agreed to (`purpose`), when (ISO-8601 UTC) and the privacy notice version they
 * saw (absent when an old cached page sent none).
 */
export const consentRecordSchema = z.object({
  form: z.enum(['contact', 'assessment', 'newsletter', 'booking']),
  purpose: z.string(),
  at: z.string(),
  noticeVersion: consentSchema.shape.noticeVersion.optional(),
});
export type ConsentRecord = z.output<typeof consentRecordSchema>;

/** Query of `GET /api/admin/people/export?email=`: the address to report on. */
export const peopleExportQuerySchema = z.object({
  email: z.string().trim().min(3, 'Enter the email address to export').max(254, 'That email address is too long'),
});

/**
 * `GET /api/admin/people/export?email=` (docs/product/privacy.md#access-requests): everything held
 * about one address, sent as a JSON download (`person-<date>.json`). `lead` and `subscriber` are
 * null when none exists; `timeline` is the lead's timeline, newest first, which includes each
 * stored submission with its message; `consents` are the consent records of its submissions.
 */
export const personExportSchema = z.object({
  email: z.string(),
  exportedAt: z.string(),
  lead: leadSchema.nullable(),
  timeline: z.array(leadActivitySchema),
  /** The lead's tasks, open and done (a title may name the person). */
  tasks: z.array(taskSchema),
  /** Consultation bookings made with the address, booked or cancelled. */
  bookings: z.array(bookingSchema),
  subscriber: subscriberRowSchema.omit({ id: true }).nullable(),
  consents: z.array(consentRecordSchema),
});
export type PersonExport = z.output<typeof personExportSchema>;

/**
 * What the audit log records (docs/product/privacy.md#audit-log): logins that succeeded, the first
 * throttled attempt of a client's window (`login_failed` only in entries written before that rule),
 * exports, erasures, merges and edits of a lead's contact fields, and the management of staff users
 * and passwords (docs/product/staff-accounts.md#users).
 */
export const AUDIT_ACTIONS = [
  'login_succeeded',
  'login_failed',
  'login_throttled',
  'leads_exported',
  'subscribers_exported',
  'person_exported',
  'lead_erased',
  'subscriber_erased',
  'leads_merged',
  'leads_assigned',
  'contact_fields_edited',
  'article_published',
  'article_scheduled',
  'article_unpublished',
  'user_invited',
  'user_reinvited',
  'invitation_accepted',
  'user_role_changed',
  'user_disabled',
  'user_enabled',
  'user_factors_reset',
  'user_send_cap_changed',
  'password_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * One audit log entry: when (ISO-8601 UTC), what, on which target (a lead id, `lead:<id>` into
 * `lead:<id>` for a merge, `subscriber:<id>`, `article:<id>`, `user:<id>`, `email:<keyed hash>` for an access
 * request, `admin` for logins; never an address or a name), the keyed hash of the client's IP address
 * and, for the actions of a signed-in user on staff accounts, the acting user's id.
 */
export const auditEntrySchema = z.object({
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.string(),
  ipHash: z.string(),
  /** The staff user who acted (`user:<id>` targets name the user acted on). */
  actorId: z.string().optional(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

/** `GET /api/admin/audit?cursor=&limit=`: one page of audit entries, newest first. */
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.output<typeof auditPageSchema>;

/** Retention period of leads without activity when none is configured, in years. */
export const DEFAULT_LEAD_RETENTION_YEARS = 3;

/** One lead due for review: no activity since `lastActivityAt` (ISO-8601 UTC). */
export const retentionLeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().optional(),
  company: z.string().optional(),
  status: z.string(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
});
export type RetentionLead = z.output<typeof retentionLeadSchema>;

/**
 * `GET /api/admin/retention` (docs/product/privacy.md#retention): leads with no activity since
 * `olderThan` (ISO-8601 UTC, now minus the configured period), oldest activity first.
 */
export const retentionReviewSchema = z.object({
  olderThan: z.string(),
  leads: z.array(retentionLeadSchema),
});
export type RetentionReview = z.output<typeof retentionReviewSchema>;
