import { EMAIL_2_WAIT_DAYS, EMAIL_3_WAIT_DAYS } from '../leads/next-action';
import type { Lead } from '../leads/lead';
import { boardColumn } from '../pipeline/pipeline';
import { STAGE_KEYS } from '../pipeline/pipeline-stages';
import * as z from '../zod';
import { type OutreachSequence, SEQUENCE_MODES } from './sequence-state';

/**
 * How a sent sequence email moves the lead's outreach sequence (docs/product/outreach.md#the-sequence,
 * docs/product/pipeline.md#outreach-sequence): Email 1 starts it with Email 2 due 3 days later,
 * Email 2 makes Email 3 due 4 days later, Email 3 finishes it. A stopped sequence stays stopped.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The sequence after sequence email `step` went out at `sentAt`.
 *
 * @param current - the lead's sequence as stored (absent before Email 1).
 * @param step - 1, 2 or 3; undefined for a free email (the sequence does not move).
 * @param sentAt - ISO-8601 UTC.
 * @returns the new sequence (its `nextDueAt` ISO-8601 UTC; `scheduleName` dropped, as the old
 *   schedule is spent), or `current` unchanged when it does not move: a free email, a stopped
 *   sequence, Email 1 again, or a later step with no running sequence (staff sent Email 2 first).
 */
export function sequenceAfterSend(
  current: OutreachSequence | undefined,
  step: 1 | 2 | 3 | undefined,
  sentAt: string,
): OutreachSequence | undefined {
  if (step === undefined || current?.status === 'stopped') return current;
  const mode = current?.mode ?? 'review';
  const due = (days: number) => new Date(Date.parse(sentAt) + days * DAY_MS).toISOString();
  if (step === 1) {
    return current ?? { mode, status: 'running', nextStep: 2, nextDueAt: due(EMAIL_2_WAIT_DAYS) };
  }
  if (current?.status !== 'running') return current;
  return step === 2
    ? { mode, status: 'running', nextStep: 3, nextDueAt: due(EMAIL_3_WAIT_DAYS) }
    : { mode, status: 'finished' };
}

/** Body of `PUT /api/admin/leads/{id}/sequence`: `{ mode }` (review or automatic) or `{ stop: true }`. */
export const sequenceUpdateSchema = z.union([
  z.strictObject({ mode: z.enum(SEQUENCE_MODES, 'Mode must be review or automatic') }),
  z.strictObject({ stop: z.literal(true) }),
]);
export type SequenceUpdate = z.output<typeof sequenceUpdateSchema>;

/** Why a staff change of a sequence is refused (the 409 message). */
export const NO_SEQUENCE_MESSAGE =
  'This lead has no outreach sequence yet: it starts when Email 1 is sent from the CRM.';
/** The 409 message of a stop of a sequence that is not running. */
export const NOT_RUNNING_MESSAGE = 'The outreach sequence is not running, so there is nothing to stop.';

/**
 * A staff change of a lead's sequence (docs/product/outreach.md#the-sequence,
 * docs/product/outreach.md#stopping): a new mode (kept whatever the status, so that it holds when
 * the sequence runs), or a stop of a running sequence (`stopped-by-staff`).
 *
 * @param at - ISO-8601 UTC, the stop's time.
 * @returns `{ ok: true, sequence }` (unchanged when the mode is the same), or `{ ok: false, message }`
 *   when the lead has no sequence, or the stop finds it not running.
 */
export function sequenceAfterStaffChange(
  current: OutreachSequence | undefined,
  update: SequenceUpdate,
  at: string,
): { ok: true; sequence: OutreachSequence } | { ok: false; message: string } {
  if (!current) return { ok: false, message: NO_SEQUENCE_MESSAGE };
  if ('mode' in update) return { ok: true, sequence: { ...current, mode: update.mode } };
  if (current.status !== 'running') return { ok: false, message: NOT_RUNNING_MESSAGE };
  return {
    ok: true,
    sequence: { mode: current.mode, status: 'stopped', stoppedReason: 'stopped-by-staff', stoppedAt: at },
  };
}

/**
 * Whether the lead's stage ends its outreach (docs/product/outreach.md#stopping): `closed` in Close,
 * `stage` in Consultation or later, by its board column; undefined otherwise.
 */
export function stageStopReason(lead: Lead): 'closed' | 'stage' | undefined {
  const column = boardColumn(lead);
  if (column === 'close') return 'closed';
  return STAGE_KEYS.indexOf(column) >= STAGE_KEYS.indexOf('consultation') ? 'stage' : undefined;
}

/**
 * The lead after a change, with a running sequence stopped when the change ends the outreach
 * (docs/product/outreach.md#stopping): a booking (`booked`), a move to Close (`closed`) or to
 * Consultation or later (`stage`), by the lead's board column after the change.
 *
 * @param after - the lead as it will be stored.
 * @param at - ISO-8601 UTC, the stop's time.
 * @param booked - true when the change records a booking or a reschedule.
 * @returns `after`, with `outreachSequence` stopped where one of the rules applies.
 */
export function withSequenceStoppedByChange(after: Lead, at: string, booked = false): Lead {
  const sequence = after.outreachSequence;
  if (sequence?.status !== 'running') return after;
  const reason = booked ? 'booked' : stageStopReason(after);
  if (!reason) return after;
  return {
    ...after,
    outreachSequence: { mode: sequence.mode, status: 'stopped', stoppedReason: reason, stoppedAt: at },
  };
}
