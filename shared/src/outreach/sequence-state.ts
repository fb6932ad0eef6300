import * as z from '../zod';

/**
 * What a lead stores of its outreach (docs/product/outreach.md, docs/decisions/050-outreach-emails-and-replies.md):
 * whether it may be emailed at all, and where its three-email sequence stands. Set by the server only.
 */

/** How a lead's next sequence step goes out (docs/product/outreach.md#the-sequence). */
export const SEQUENCE_MODES = ['review', 'automatic'] as const;
export type SequenceMode = (typeof SEQUENCE_MODES)[number];

/** Why a sequence stopped before Email 3 (docs/product/outreach.md#stopping). */
export const SEQUENCE_STOP_REASONS = [
  'replied',
  'booked',
  'opted-out',
  'bounced',
  'complained',
  'stage',
  'closed',
  'stopped-by-staff',
] as const;
export type SequenceStopReason = (typeof SEQUENCE_STOP_REASONS)[number];

/** How the CRM words each reason (the lead page says why its sequence stopped). */
export const SEQUENCE_STOP_LABELS: Record<SequenceStopReason, string> = {
  replied: 'The lead replied',
  booked: 'The lead booked a consultation',
  'opted-out': 'The lead opted out of email',
  bounced: 'An email to the lead bounced',
  complained: 'The lead marked an email as spam',
  stage: 'The lead moved to Consultation or later',
  closed: 'The lead was closed',
  'stopped-by-staff': 'Stopped by staff',
};

/**
 * A lead's outreach sequence: `running` while a step is due (`nextStep`, due at `nextDueAt`,
 * ISO-8601 UTC, with the one-time schedule `scheduleName` that raises it), `stopped` with its reason,
 * or `finished` once Email 3 went out.
 */
export const outreachSequenceSchema = z.object({
  mode: z.enum(SEQUENCE_MODES),
  status: z.enum(['running', 'stopped', 'finished']),
  nextStep: z.union([z.literal(2), z.literal(3)]).optional(),
  nextDueAt: z.string().optional(),
  scheduleName: z.string().optional(),
  stoppedReason: z.enum(SEQUENCE_STOP_REASONS).optional(),
  stoppedAt: z.string().optional(),
});
export type OutreachSequence = z.output<typeof outreachSequenceSchema>;

/**
 * A lead no email may be sent to from the CRM (an opt-out reply, the opt-out link, a bounce or a
 * complaint): when and why (docs/product/outreach.md#opting-out).
 */
export const doNotEmailSchema = z.object({
  at: z.string(),
  reason: z.enum(['opted-out', 'bounced', 'complained']),
});
export type DoNotEmail = z.output<typeof doNotEmailSchema>;
