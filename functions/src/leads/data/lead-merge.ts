import type { Lead, LeadActivity } from '@meridian/shared/leads/lead';
import { normaliseEmail } from '@meridian/shared/fields';
import { ConflictError, VersionConflictError } from '../../lib/errors';
import { activityKey, leadEmailKey, leadKey } from '../../table/keys';
import { deleteLeadOwnerStep, leadOwnerSteps } from './lead-owner-entries';
import { addActivityStep, toLeadItem } from './leads';
import { tableName } from '../../table/table';
import type { PlanStep, WritePlan } from '../../table/write-plan';

/**
 * The write plan of a merge of two leads (docs/product/pipeline.md#merge): the survivor replaced,
 * the other lead removed, its timeline moved into the survivor's partition and its email claim
 * pointed at the survivor, in one transaction (docs/decisions/019-lead-merge-in-one-transaction.md).
 */

/** Steps besides the timeline moves: survivor, its owner entry, other lead, its owner entry, email claim, merge entry. */
const FIXED_STEPS = 6;
/** DynamoDB's limit of items in one transaction. */
const MAX_TRANSACTION_ITEMS = 100;
/** Most timeline entries of the other lead a merge moves (two steps each: copy and delete). */
export const MAX_MERGED_ACTIVITIES = Math.floor((MAX_TRANSACTION_ITEMS - FIXED_STEPS) / 2);

/** The parts of a merge, as the service read and built them. */
export interface MergePlanInput {
  /** The survivor as read. */
  survivor: Lead;
  /** The survivor after the merge (`applyLeadChanges`). */
  merged: Lead;
  /** The other lead as read. */
  other: Lead;
  /** The other lead's timeline entries. */
  otherActivities: readonly LeadActivity[];
  /** The 'leads_merged' entry on the survivor. */
  mergeEntry: LeadActivity;
  /** The steps that move the other lead's tasks to the survivor (docs/product/tasks.md#data). */
  taskSteps?: readonly PlanStep[];
}

function versionedPut(before: Lead, after: Lead): PlanStep {
  return {
    name: 'survivor',
    item: {
      Put: {
        TableName: tableName(),
        Item: toLeadItem(after),
        ConditionExpression: 'attribute_exists(pk) AND #version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': before.version },
      },
    },
    onConditionFailed: () => new VersionConflictError(),
  };
}

function versionedDelete(lead: Lead): PlanStep {
  return {
    name: 'other',
    item: {
      Delete: {
        TableName: tableName(),
        Key: leadKey(lead.id),
        ConditionExpression: 'attribute_exists(pk) AND #version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': lead.version },
      },
    },
    onConditionFailed: () => new VersionConflictError(),
  };
}

/** The other lead's email claim, re-pointed at the survivor (its condition: the claim is the other's). */
function movedClaim(email: string, fromId: string, toId: string): PlanStep {
  return {
    name: 'emailClaim',
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...leadEmailKey(email), entity: 'lead_email', leadId: toId, email: normaliseEmail(email) },
        ConditionExpression: 'leadId = :from',
        ExpressionAttributeValues: { ':from': fromId },
      },
    },
    onConditionFailed: () => new ConflictError("The other lead's email claim changed; reload and try again"),
  };
}

/**
 * The steps of a merge: `survivor` (VersionConflictError when it changed since read), `other`
 * (deleted; VersionConflictError when it changed or is gone), `emailClaim` when the other lead has
 * an email (re-pointed at the survivor), `moved:<id>` and `removed:<id>` per timeline entry, and the
 * merge entry, then the moves of the other lead's tasks.
 *
 * @throws ConflictError (409) when the other lead has more than {@link MAX_MERGED_ACTIVITIES}
 *   timeline entries (a merge is one transaction of at most 100 items).
 */
export function mergeLeadsPlan(input: MergePlanInput): WritePlan {
  const { survivor, merged, other, otherActivities, mergeEntry, taskSteps = [] } = input;
  if (otherActivities.length > MAX_MERGED_ACTIVITIES) {
    throw new ConflictError(
      `The other lead has more than ${MAX_MERGED_ACTIVITIES} timeline entries, too many to merge at once`,
    );
  }
  if (FIXED_STEPS + otherActivities.length * 2 + taskSteps.length > MAX_TRANSACTION_ITEMS) {
    throw new ConflictError('The other lead has too many timeline entries and tasks to merge at once');
  }
  const steps: PlanStep[] = [versionedPut(survivor, merged), versionedDelete(other)];
  if (other.email) steps.push(movedClaim(other.email, other.id, survivor.id));
  for (const entry of otherActivities) {
    steps.push({ ...addActivityStep({ ...entry, leadId: survivor.id }), name: `moved:${entry.id}` });
    steps.push({
      name: `removed:${entry.id}`,
      item: { Delete: { TableName: tableName(), Key: activityKey(other.id, entry.at, entry.id) } },
    });
  }
  steps.push(addActivityStep(mergeEntry), ...taskSteps);
  // The owner entries (docs/decisions/049-my-day-by-owner-index.md) last: no condition of theirs can fail.
  steps.push(...leadOwnerSteps(survivor, merged), deleteLeadOwnerStep(other.id, 'otherOwnerEntry'));
  return steps;
}
