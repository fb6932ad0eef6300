import type { Lead } from '@meridian/shared/leads/lead';
import { allLeads } from '../data/lead-lists';
import { leadOwnerSteps } from '../data/lead-owner-entries';
import { leadKey } from '../../table/keys';
import { tableName } from '../../table/table';
import { commitPlan, type PlanStep } from '../../table/write-plan';

/**
 * Fills in the owner index for leads owned before it existed (docs/decisions/049-my-day-by-owner-index.md,
 * docs/deploy.md#upgrading): every lead is read through gsi1 (a Query, never a Scan) and each owned
 * lead's owner entry is put, conditional on the lead still having that owner, so a lead reassigned
 * while the backfill runs keeps the entry its reassignment wrote. Running it again writes the same
 * entries: it is safe to repeat.
 */

/** What a backfill did. */
export interface OwnerIndexBackfill {
  /** Leads read. */
  examined: number;
  /** Owner entries put. */
  written: number;
  /** Owned leads whose owner changed while the backfill ran (their entry was left to that change). */
  skipped: number;
}

class OwnerChangedMeanwhile extends Error {}

/** The owner entry of `lead`, written only while the stored lead still has `lead.ownerId`. */
function ownerEntryPlan(lead: Lead & { ownerId: string }): PlanStep[] {
  return [
    {
      name: 'leadOwner',
      item: {
        ConditionCheck: {
          TableName: tableName(),
          Key: leadKey(lead.id),
          ConditionExpression: '#owner = :owner',
          ExpressionAttributeNames: { '#owner': 'ownerId' },
          ExpressionAttributeValues: { ':owner': lead.ownerId },
        },
      },
      onConditionFailed: () => new OwnerChangedMeanwhile(),
    },
    ...leadOwnerSteps(null, lead),
  ];
}

/**
 * Puts the owner entry of every owned lead.
 *
 * @param onProgress - called after every 500 leads read, with the figures so far.
 * @returns the figures of the whole run.
 * @throws the DynamoDB error when a read or a write fails (a rerun continues safely).
 */
export async function backfillOwnerIndex(
  onProgress: (progress: OwnerIndexBackfill) => void = () => {},
): Promise<OwnerIndexBackfill> {
  const figures: OwnerIndexBackfill = { examined: 0, written: 0, skipped: 0 };
  for await (const lead of allLeads()) {
    figures.examined += 1;
    if (lead.ownerId) {
      try {
        await commitPlan(ownerEntryPlan({ ...lead, ownerId: lead.ownerId }));
        figures.written += 1;
      } catch (error) {
        if (!(error instanceof OwnerChangedMeanwhile)) throw error;
        figures.skipped += 1;
      }
    }
    if (figures.examined % 500 === 0) onProgress({ ...figures });
  }
  return figures;
}
