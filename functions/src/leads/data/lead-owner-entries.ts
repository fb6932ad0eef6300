import type { Lead } from '@meridian/shared/leads/lead';
import { INDEX_PARTITIONS, type IndexKey, type ItemKey, ITEM_TYPES } from '../../table/item-types';
import { tableName } from '../../table/table';
import type { PlanStep } from '../../table/write-plan';

/**
 * The index of leads by owner (docs/decisions/049-my-day-by-owner-index.md): beside each owned lead,
 * in its partition, a small entry `LEAD#<id>` / `OWNER` listed in gsi1 `LEADS_BY_OWNER` under
 * `<ownerId>#<createdAt>#<id>`, so one owner's leads are one Query of a key range. The lead keeps its
 * own two index entries (`LEADS`, `LEADS_CHANGED`); the entry holds no personal data. The entry is
 * written in the same transaction as the lead (`leadOwnerSteps`); `owned-leads.ts` reads the index.
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
    const entry = {
      ...leadOwnerKey(after.id),
      entity: 'leadOwner',
      ...leadOwnerIndexKey(after.ownerId, after.createdAt, after.id),
      leadId: after.id,
      ownerId: after.ownerId,
    };
    return [{ name: 'ownerEntry', item: { Put: { TableName: tableName(), Item: entry } } }];
  }
  return before?.ownerId ? [deleteLeadOwnerStep(after.id)] : [];
}
