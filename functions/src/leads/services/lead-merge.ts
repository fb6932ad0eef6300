import type { Lead } from '@meridian/shared/leads/lead';
import type { MergeLeadsInput } from '@meridian/shared/leads/lead-requests';
import { MERGE_SELF_MESSAGE } from '@meridian/shared/leads/lead-requests';
import { formerEmailsOf } from '@meridian/shared/leads/lead-changes';
import { mergedFieldsOf } from '@meridian/shared/leads/lead-merge';
import { MAX_MERGED_ACTIVITIES, mergeLeadsPlan } from '../data/lead-merge';
import { buildActivity, getLead, getLeadWithActivity } from '../data/leads';
import { commitPlan, TransactionConflictError } from '../../table/write-plan';
import { ValidationError, VersionConflictError } from '../../lib/errors';
import type { Actor } from '@meridian/shared/leads/lead-owners';
import { nextTaskOf } from '@meridian/shared/tasks/task-rules';
import { listTasksOfLead, moveTasksSteps } from '../../tasks/records';
import { TaskSequenceMovedError } from '../../tasks/errors';
import { changedLead } from './leads';
import { assertMayChange } from './lead-owners';
/**
 * Merging a duplicate into a lead (docs/product/pipeline.md#merge): the survivor keeps its fields
 * and takes the other's where its own are empty (`mergedFieldsOf`), gets both timelines and the
 * other's email claim; the other lead is removed. One transaction (`mergeLeadsPlan`).
 */

/**
 * Merges lead `input.otherId` into lead `survivorId`.
 *
 * @param survivorId - the lead that stays (from the path).
 * @param input - `otherId`, and the versions the merge screen showed (optional).
 * @param now - the clock.
 * @returns the survivor as stored after the merge (re-scored, `version` + 1).
 * @throws ValidationError (400) when both ids are the same; LeadNotFoundError (404) when either
 *   lead is unknown; VersionConflictError (409, nothing written) when either lead changed since
 *   read, its version is not the one given or a concurrent transaction touched it; ConflictError
 *   (409) when the other lead's timeline is too long for one transaction or its email claim no
 *   longer belongs to it.
 */
export async function mergeLeads(
  survivorId: string,
  input: MergeLeadsInput,
  actor: Actor,
  now: Date = new Date(),
): Promise<Lead> {
  if (input.otherId === survivorId) {
    throw new ValidationError('Invalid request body', [{ path: 'otherId', message: MERGE_SELF_MESSAGE }]);
  }
  const survivor = await getLead(survivorId);
  const { activity: otherActivities, ...other } = await getLeadWithActivity(input.otherId, MAX_MERGED_ACTIVITIES + 1);
  await assertMayChange(actor, survivor);
  await assertMayChange(actor, other);
  if (input.version !== undefined && input.version !== survivor.version) throw new VersionConflictError();
  if (input.otherVersion !== undefined && input.otherVersion !== other.version) throw new VersionConflictError();
  const at = now.toISOString();
  const changed = changedLead(survivor, mergedFieldsOf(survivor, other), at);
  // The survivor keeps the other's addresses, so that its erasure reaches them too.
  const formerEmails = formerEmailsOf(changed.email, changed.formerEmails, [
    other.email,
    ...(other.formerEmails ?? []),
  ]);
  // The other lead's tasks move to the survivor, whose next task is then the first of both.
  const [survivorTasks, otherTasks] = await Promise.all([listTasksOfLead(survivor.id), listTasksOfLead(other.id)]);
  const nextTask = nextTaskOf([...survivorTasks.tasks, ...otherTasks.tasks]);
  const { nextTask: _before, ...rest } = changed;
  const merged: Lead = { ...rest, ...(formerEmails ? { formerEmails } : {}), ...(nextTask ? { nextTask } : {}) };
  const taskSteps = moveTasksSteps({ ...otherTasks, leadId: other.id }, { ...survivorTasks, leadId: survivor.id });
  const mergeEntry = buildActivity(
    survivor.id,
    {
      type: 'leads_merged',
      summary: `Merged with ${other.name}${other.company ? ` (${other.company})` : ''}`,
      details: { otherId: other.id, otherEmail: other.email ?? null, movedEntries: otherActivities.length },
      actorId: actor.id,
    },
    at,
  );
  try {
    await commitPlan(mergeLeadsPlan({ survivor, merged, other, otherActivities, mergeEntry, taskSteps }));
  } catch (error) {
    // A concurrent write touched one of the leads: the merge screen shows stale data.
    if (error instanceof TransactionConflictError || error instanceof TaskSequenceMovedError) {
      throw new VersionConflictError();
    }
    throw error;
  }
  return merged;
}
