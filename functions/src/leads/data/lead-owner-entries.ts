import type { Lead } from '@meridian/shared/leads/lead';
import { MY_DAY_LEAD_FIELDS, type MyDayLead } from '@meridian/shared/my-day/my-day';
import { VersionConflictError } from '../../lib/errors';
import { INDEX_PARTITIONS, type IndexKey, type ItemKey, ITEM_TYPES } from '../../table/item-types';
import { tableName } from '../../table/table';
import type { PlanStep } from '../../table/write-plan';

/**
 * The index of leads by owner (docs/decisions/049-my-day-by-owner-index.md): beside each owned lead,
 * in its partition, a small entry `LEAD#<id>` / `OWNER` listed in gsi1 `LEADS_BY_OWNER` under
 * `<ownerId>#<createdAt>#<id>`, so one owner's leads are one Query of a key range. The lead keeps its
 * own two index entries (`LEADS`, `LEADS_CHANGED`); the entry holds no personal data. The entry is
 * written in the same transaction as the lead (`leadOwnerSteps`); `owned-leads.ts` reads the index.
 * The entry also carries the lead's stage and activity dates (`MY_DAY_LEAD_FIELDS`, no personal
 * data), so My day decides which owned leads are new or stale from the entries alone
 * (docs/decisions/059-my-day-from-owner-entries.md); a touch of the lead moves the entry's
 * `updatedAt` too (`touchLeadOwnerStep`).
 */

const OWNER = ITEM_TYPES.leadOwner;
const LEAD = ITEM_TYPES.lead;

/** The owner entry of a lead: `LEAD#<id>` / `OWNER`. */
export const leadOwnerKey = (leadId: string): ItemKey => ({ pk: `${LEAD.pk}${leadId}`, sk: OWNER.sk });

/** The owner entry's gsi1 attributes: `LEADS_BY_OWNER` / `<ownerId>#<createdAt>#<leadId>`. */
export const leadOwnerIndexKey = (ownerId: string, createdAt: string, leadId: string): IndexKey => ({
  gsi1pk: INDEX_PARTITIONS.leadOwnerIndex.pk,
  gsi1sk: `${ownerId}#${createdAt}#${leadId}`,
});

/**
 * A step that removes a lead's owner entry; a missing entry is no error.
 *
 * @param name - the step's name in its plan (default `ownerEntry`).
 */
export function deleteLeadOwnerStep(leadId: string, name = 'ownerEntry'): PlanStep {
  return { name, item: { Delete: { TableName: tableName(), Key: leadOwnerKey(leadId) } } };
}

/**
 * The step that keeps a lead's owner entry in line with the lead being written (`ownerEntry`): put
 * (again) while the lead has an owner, so any write of an owned lead also fills in an entry that a
 * lead owned before the index lacks; removed when the owner is taken away. Nothing for a lead that
 * had and has no owner.
 *
 * @param before - the lead as stored, or null for a new lead.
 * @param after - the lead being written.
 * @returns zero or one step, for the same transaction as the lead.
 */
export function leadOwnerSteps(before: Lead | null, after: Lead): PlanStep[] {
  if (after.ownerId) {
    const entry = leadOwnerEntry({ ...after, ownerId: after.ownerId });
    return [{ name: 'ownerEntry', item: { Put: { TableName: tableName(), Item: entry } } }];
  }
  return before?.ownerId ? [deleteLeadOwnerStep(after.id)] : [];
}

/**
 * The owner entry of an owned lead: its keys, `leadId`, `ownerId` and the lead's fields My day's
 * rules read (`MY_DAY_LEAD_FIELDS`: stage, next-action date, activity dates, outreach email dates;
 * ISO-8601 UTC), no personal data (docs/decisions/059-my-day-from-owner-entries.md).
 *
 * @param lead - the lead as written, with its owner.
 * @returns the item to put; never throws.
 */
export function leadOwnerEntry(lead: Lead & { ownerId: string }): Record<string, unknown> {
  const fields = Object.fromEntries(
    MY_DAY_LEAD_FIELDS.flatMap((field) => (lead[field] === undefined ? [] : [[field, lead[field]]])),
  );
  return {
    ...leadOwnerKey(lead.id),
    entity: 'leadOwner',
    ...leadOwnerIndexKey(lead.ownerId, lead.createdAt, lead.id),
    ...fields,
    leadId: lead.id,
    ownerId: lead.ownerId,
  };
}

/**
 * A step that moves an owned lead's entry's `updatedAt` to `now` with a touch of the lead (a
 * timeline entry, the next task), so My day's stale and new sections see the activity
 * (docs/decisions/059-my-day-from-owner-entries.md). Only for a lead read with an owner: when the
 * entry is gone meanwhile (the owner was taken away) the transaction fails with
 * VersionConflictError (409: reload and try again).
 *
 * @param now - ISO-8601 UTC.
 */
export function touchLeadOwnerStep(leadId: string, now: string): PlanStep {
  return {
    name: 'ownerEntryTouched',
    item: {
      Update: {
        TableName: tableName(),
        Key: leadOwnerKey(leadId),
        UpdateExpression: 'SET #updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#updatedAt': 'updatedAt' },
        ExpressionAttributeValues: { ':now': now },
      },
    },
    onConditionFailed: () => new VersionConflictError(),
  };
}

/** The steps of a touch for the lead's owner entry: one when the lead (as read) has an owner, else none. */
export const touchLeadOwnerSteps = (lead: Pick<MyDayLead, 'id' | 'ownerId'>, now: string): PlanStep[] =>
  lead.ownerId ? [touchLeadOwnerStep(lead.id, now)] : [];
