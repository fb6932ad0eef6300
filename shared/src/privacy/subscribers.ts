import { consentSchema } from './privacy-consent';
import * as z from '../zod';

/**
 * Newsletter subscribers as the CRM's privacy routes show them (docs/product/privacy.md), and the
 * consent records kept with form submissions. Apart from `privacy-admin-api.ts` so that the
 * newsletter's functions, which store subscribers, do not build the person export's schemas.
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
