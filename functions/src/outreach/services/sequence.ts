import type { Lead } from '@meridian/shared/leads/lead';
import { applyLeadChanges } from '@meridian/shared/leads/lead-changes';
import { withOutreachStateVersion } from '@meridian/shared/leads/lead-version';
import type { Actor } from '@meridian/shared/leads/lead-owners';
import { type SequenceUpdate, sequenceAfterStaffChange } from '@meridian/shared/outreach/sequence';
import { SEQUENCE_STOP_LABELS } from '@meridian/shared/outreach/sequence-state';
import { ConflictError, VersionConflictError } from '../../lib/errors';
import { addActivityStep, buildActivity, getLead, replaceLeadPlan } from '../../leads/records';
import { assertMayChange } from '../../leads/services/lead-owners';
import { commitPlan, TransactionConflictError } from '../../table/write-plan';
import { putStepSchedule, syncStepSchedule } from './sequence-schedule';

/**
 * Staff changes of a lead's outreach sequence (`PUT /api/admin/leads/{id}/sequence`,
 * docs/product/outreach.md#the-sequence): its mode, or a stop, with a timeline entry; then the due
 * step's schedule: deleted by a stop, put again by a mode change (so setting the mode repairs a
 * schedule whose put had failed).
 */

const ATTEMPTS = 5;

/** The timeline summary of a change. */
function summaryOf(update: SequenceUpdate): string {
  return 'mode' in update
    ? `Outreach sequence set to ${update.mode === 'automatic' ? 'send automatically' : 'review each email'}`
    : `Outreach sequence stopped: ${SEQUENCE_STOP_LABELS['stopped-by-staff']}`;
}

/**
 * Sets the mode of a lead's sequence, or stops it; a concurrent change of the lead is read again.
 * The lead's version stays, so a colleague's open edit form does not conflict
 * (docs/decisions/061-outreach-writes-keep-the-lead-version.md).
 *
 * @param update - `{ mode }` or `{ stop: true }`.
 * @param actor - the signed-in user.
 * @returns the lead as stored (unchanged, with nothing written, when the mode is the same).
 * @throws LeadNotFoundError (404); LeadOwnedByOtherError (403) for a consultant on another's lead;
 *   ConflictError (409) when the lead has no sequence, or a stop finds it not running.
 */
export async function changeSequence(
  leadId: string,
  update: SequenceUpdate,
  actor: Actor,
  now = new Date(),
): Promise<Lead> {
  const at = now.toISOString();
  for (let attempt = 1; ; attempt += 1) {
    const before = await getLead(leadId);
    await assertMayChange(actor, before);
    const result = sequenceAfterStaffChange(before.outreachSequence, update, at);
    if (!result.ok) throw new ConflictError(result.message);
    if ('mode' in update && before.outreachSequence?.mode === update.mode) {
      // Nothing to write; the due step's schedule is put again (the repair of a failed put).
      await putStepSchedule(leadId, before.outreachSequence);
      return before;
    }
    const after = withOutreachStateVersion(before, {
      ...applyLeadChanges(before, {}, at),
      outreachSequence: result.sequence,
    });
    const entry = buildActivity(leadId, { type: 'lead_updated', summary: summaryOf(update), actorId: actor.id }, at);
    try {
      await commitPlan([...replaceLeadPlan(before, after), addActivityStep(entry)]);
      await syncStepSchedule(leadId, before.outreachSequence, after.outreachSequence);
      return after;
    } catch (error) {
      const raced = error instanceof VersionConflictError || error instanceof TransactionConflictError;
      if (!raced || attempt >= ATTEMPTS) throw error;
    }
  }
}
