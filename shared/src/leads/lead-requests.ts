import { isoDateSchema, multiLineText } from '../fields';
import * as z from '../zod';

/**
 * Request bodies of the lead record's admin routes beside `PUT /api/admin/leads/{id}`
 * (`leadUpdateSchema` in `lead.ts`): a staff timeline entry and a merge of two leads. Admin-only:
 * public pages do not import this file.
 */

/** Timeline entries staff add by hand (docs/product/pipeline.md#timeline). */
export const STAFF_ACTIVITY_TYPES = ['call', 'meeting', 'note'] as const;
export type StaffActivityType = (typeof STAFF_ACTIVITY_TYPES)[number];

/** Labels of the staff entries, as the timeline and its form show them. */
export const STAFF_ACTIVITY_LABELS: Record<StaffActivityType, string> = {
  call: 'Call',
  meeting: 'Meeting',
  note: 'Note',
};

/** Longest text of a staff entry, in characters. */
export const MAX_ACTIVITY_TEXT_LENGTH = 5000;

/** Message of an empty staff entry. */
export const ACTIVITY_TEXT_REQUIRED_MESSAGE = 'Write what happened';

/**
 * `POST /api/admin/leads/{id}/activities` (docs/product/pipeline.md#timeline): a call, meeting or
 * note with when it happened (an ISO 8601 date, or a date-time with a zone; stored as UTC) and its
 * text (multi-line, 1 to 5,000 characters). Unknown fields are refused.
 */
export const staffActivityInputSchema = z.strictObject({
  type: z.enum(STAFF_ACTIVITY_TYPES, { error: 'Choose call, meeting or note' }),
  at: isoDateSchema.transform((value) => new Date(value).toISOString()),
  text: multiLineText(MAX_ACTIVITY_TEXT_LENGTH).pipe(z.string().min(1, ACTIVITY_TEXT_REQUIRED_MESSAGE)),
});
export type StaffActivityInput = z.input<typeof staffActivityInputSchema>;
export type StaffActivity = z.output<typeof staffActivityInputSchema>;

/** Message of a merge of a lead with itself. */
export const MERGE_SELF_MESSAGE = 'Choose another lead to merge';

/**
 * `POST /api/admin/leads/{id}/merge` (docs/product/pipeline.md#merge): the lead to merge into the
 * one named in the path. `version` and `otherVersion`, when present, must equal the stored
 * versions of the survivor and the other lead (409 otherwise), so that the merge applies to what
 * the merge screen showed.
 */
export const mergeLeadsInputSchema = z.strictObject({
  otherId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid lead id'),
  version: z.number().int().min(1).optional(),
  otherVersion: z.number().int().min(1).optional(),
});
export type MergeLeadsInput = z.output<typeof mergeLeadsInputSchema>;
