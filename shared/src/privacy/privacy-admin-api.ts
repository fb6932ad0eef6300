import { bookingSchema } from '../booking/booking-events';
import { leadActivitySchema, leadSchema } from '../leads/lead';
import { taskSchema } from '../tasks/task';
import { consentRecordSchema, subscriberRowSchema } from './subscribers';
import * as z from '../zod';

/**
 * The CRM's privacy routes (docs/product/privacy.md): access requests and the retention review
 * (subscribers: `subscribers.ts`, the audit log: `audit-log.ts`). Response bodies as the CRM parses them;
 * kept apart from `privacy-api.ts` so public pages never bundle them. Lists are cursor-paged like
 * every admin list: `{ items, nextCursor }`, `nextCursor` null on the last page.
 */

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
