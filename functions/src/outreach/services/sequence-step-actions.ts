import type { Lead } from '@meridian/shared/leads/lead';
import { applyLeadChanges } from '@meridian/shared/leads/lead-changes';
import { withOutreachStateVersion } from '@meridian/shared/leads/lead-version';
import type { StaffMember } from '@meridian/shared/leads/lead-owners';
import { SEQUENCE_STOP_LABELS, type SequenceStopReason } from '@meridian/shared/outreach/sequence-state';
import { dueStepTaskId, isDueStep, stepComposePath, stepTaskTitle } from '@meridian/shared/outreach/sequence-steps';
import { LeadNotFoundError, VersionConflictError } from '../../lib/errors';
import { addActivityStep, buildActivity, getLead, listStaffDirectory, replaceLeadPlan } from '../../leads/records';
import { commitPlan, TransactionConflictError } from '../../table/write-plan';
import { raiseSystemTask } from '../../tasks/services/tasks';
import type { DueStep } from './sequence-schedule';

/**
 * What a due outreach step does to its lead (docs/product/outreach.md#the-sequence): stop the
 * sequence when a stop rule applies, or raise the owner's review task.
 */

/** `createdBy` of the tasks the sequence raises. */
export const SEQUENCE_TASK_CREATOR = 'outreach-sequence';

const ATTEMPTS = 5;

/** The lead of a due step, or undefined when it is gone (erased or merged away). */
export async function leadOfStep(leadId: string): Promise<Lead | undefined> {
  try {
    return await getLead(leadId);
  } catch (error) {
    if (error instanceof LeadNotFoundError) return undefined;
    throw error;
  }
}

/** The lead's owner when they are an active member of staff, else undefined. */
export async function activeOwnerOf(lead: Lead): Promise<StaffMember | undefined> {
  if (!lead.ownerId) return undefined;
  const directory = await listStaffDirectory();
  return directory.find((entry) => entry.id === lead.ownerId && entry.active);
}

/**
 * Stops the sequence at its due step for `reason`, with a timeline entry "Outreach sequence
 * stopped: <why>"; a concurrent change of the lead is read again, and a sequence no longer at that
 * step is left as it is. The lead's version stays
 * (docs/decisions/061-outreach-writes-keep-the-lead-version.md).
 *
 * @returns true when this call stopped it.
 * @throws DynamoDB errors, so that the run is retried.
 */
export async function stopAtStep(due: DueStep, reason: SequenceStopReason, now: Date): Promise<boolean> {
  const at = now.toISOString();
  for (let attempt = 1; ; attempt += 1) {
    const before = await leadOfStep(due.leadId);
    const sequence = before?.outreachSequence;
    if (!before || !sequence || !isDueStep(sequence, due.step, due.dueAt)) return false;
    const after: Lead = withOutreachStateVersion(before, {
      ...applyLeadChanges(before, {}, at),
      outreachSequence: { mode: sequence.mode, status: 'stopped', stoppedReason: reason, stoppedAt: at },
    });
    const summary = `Outreach sequence stopped before Email ${due.step}: ${SEQUENCE_STOP_LABELS[reason]}`;
    const entry = buildActivity(before.id, { type: 'lead_updated', summary, details: { stoppedReason: reason } }, at);
    try {
      await commitPlan([...replaceLeadPlan(before, after), addActivityStep(entry)]);
      return true;
    } catch (error) {
      const raced = error instanceof VersionConflictError || error instanceof TransactionConflictError;
      if (!raced || attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * The owner's review task of a due step: "Send Email N to <name> — ready to review and send" (with
 * why it was not sent automatically, when it was meant to be), due now, linking to the compose
 * screen with the step's template. Its id is the step's, so a redelivery adds no second task.
 *
 * @param notSent - why an automatic send was refused.
 * @returns the task's id and whether this call created it.
 */
export async function raiseStepTask(
  lead: Lead,
  owner: StaffMember,
  due: DueStep,
  now: Date,
  notSent?: string,
): Promise<{ taskId: string; created: boolean }> {
  const { task, created } = await raiseSystemTask(
    lead,
    {
      id: dueStepTaskId(lead.id, due.step, due.dueAt),
      title: stepTaskTitle(lead.name, due.step, notSent),
      dueAt: now.toISOString(),
      assigneeId: owner.id,
      link: stepComposePath(lead.id, due.step),
      createdBy: SEQUENCE_TASK_CREATOR,
    },
    now,
  );
  return { taskId: task.id, created };
}
