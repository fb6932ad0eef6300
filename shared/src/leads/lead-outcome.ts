import { MAX_ESTIMATED_VALUE_POUNDS, multiLineText } from '../fields';
import * as z from '../zod';

/**
 * The outcome of a closed deal (docs/product/pipeline.md#outcome): won with its value, or lost
 * with a reason. Stored on the lead as `outcome` while it is in the Close column.
 */

/** Why a deal was lost, as the Close dialog offers them. */
export const LOST_REASONS = [
  'Price',
  'Timing',
  'Chose another provider',
  'No budget',
  'No response',
  'Not a fit',
  'Other',
] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** The two results of a closed deal. */
export const OUTCOME_RESULTS = ['won', 'lost'] as const;
export type OutcomeResult = (typeof OUTCOME_RESULTS)[number];

/** Labels of the results for badges and timeline entries. */
export const OUTCOME_LABELS: Record<OutcomeResult, string> = { won: 'Won', lost: 'Lost' };

/** Longest note on a lost deal, in characters. */
export const MAX_OUTCOME_NOTE_LENGTH = 2000;

/** Message of a move to Close without an outcome. */
export const OUTCOME_REQUIRED_MESSAGE = 'Choose Won or Lost to close a lead';
/** Message of an outcome on a lead that is not in Close. */
export const OUTCOME_NEEDS_CLOSE_MESSAGE = 'An outcome can only be recorded on a lead in Close';

/**
 * A won deal: its value in whole pounds (0 to £1bn). The close date is the lead's
 * `dealClosedDate`, sent beside it.
 */
export const wonOutcomeSchema = z.strictObject({
  result: z.literal('won'),
  value: z
    .number({ error: 'Enter the deal value in pounds' })
    .int('Whole pounds only')
    .min(0, 'Must be at least 0')
    .max(MAX_ESTIMATED_VALUE_POUNDS, 'Must be at most £1bn'),
});

/** A lost deal: one of {@link LOST_REASONS} and an optional note (multi-line, at most 2,000 characters). */
export const lostOutcomeSchema = z.strictObject({
  result: z.literal('lost'),
  reason: z.enum(LOST_REASONS, { error: 'Choose a reason' }),
  note: multiLineText(MAX_OUTCOME_NOTE_LENGTH).optional(),
});

/** `outcome` of a lead in Close: `{ result: 'won', value }` or `{ result: 'lost', reason, note? }`. */
export const leadOutcomeSchema = z.discriminatedUnion('result', [wonOutcomeSchema, lostOutcomeSchema]);
export type LeadOutcome = z.output<typeof leadOutcomeSchema>;

/**
 * The outcome as lead summaries carry it (`GET /api/admin/leads`): the result with the won value
 * or the lost reason, without the note (summaries hold nothing long).
 */
export const leadOutcomeSummarySchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('won'), value: wonOutcomeSchema.shape.value }),
  z.object({ result: z.literal('lost'), reason: lostOutcomeSchema.shape.reason }),
]);
export type LeadOutcomeSummary = z.output<typeof leadOutcomeSummarySchema>;

/**
 * One line describing an outcome, for the timeline: `Won (£12,000)` or `Lost: Price`.
 *
 * @param outcome - a stored outcome.
 */
export function describeOutcome(outcome: LeadOutcome): string {
  if (outcome.result === 'won') return `Won (£${outcome.value.toLocaleString('en-GB')})`;
  return `Lost: ${outcome.reason}`;
}
