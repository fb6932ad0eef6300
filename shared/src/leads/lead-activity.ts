import * as z from '../zod';

/** The activity timeline of a lead (docs/product/pipeline.md#timeline): its entry kinds and entries. */

/** Activity timeline entry kinds (docs/product/leads.md#lead-fields). */
export const ACTIVITY_TYPES = [
  'lead_created',
  'contact_submitted',
  'assessment_submitted',
  'stage_changed',
  'email_sent',
  'email_response',
  /** A reply to an outreach email, captured by the reply domain (docs/product/outreach.md#replies). */
  'email_received',
  'lead_updated',
  /** Contact fields (name, email, company, phone, job title, LinkedIn) edited, with before and after. */
  'contact_updated',
  'email_unsent',
  'outcome_recorded',
  'outcome_cleared',
  'leads_merged',
  /** The lead's owner changed (docs/product/assignment.md#reassigning). */
  'owner_changed',
  /** A consultation booked, moved or cancelled by the visitor (docs/product/booking.md#into-the-crm). */
  'consultation',
  /** Entered by staff (docs/product/pipeline.md#timeline). */
  'call',
  'meeting',
  'note',
  /** A task added to the lead (docs/product/tasks.md#timeline). */
  'task_created',
  /** A task of the lead marked done (docs/product/tasks.md#timeline). */
  'task_completed',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * One entry of a lead's activity timeline (docs/product/pipeline.md#timeline): what happened, when
 * (ISO-8601 UTC), and the entry's own text where it has one (a visitor's message, a staff note).
 */
export const leadActivitySchema = z.object({
  id: z.string(),
  leadId: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  at: z.string(),
  summary: z.string(),
  text: z.string().optional(),
  details: z.record(z.string(), z.unknown()).optional(),
  /** The staff user who made the entry or the change (docs/product/assignment.md#attribution); absent for visitors' and the system's. */
  actorId: z.string().optional(),
});
export type LeadActivity = z.output<typeof leadActivitySchema>;
