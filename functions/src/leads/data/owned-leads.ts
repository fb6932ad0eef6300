import type { LeadSummary } from '@meridian/shared/leads/lead';
import { batchGetItems } from '../../lib/dynamodb';
import { INDEX_PARTITIONS } from '../../table/item-types';
import { leadKey } from '../../table/keys';
import { queryPages, type RawItem } from '../../table/paging';
import { GSI1, tableName } from '../../table/table';
import { summaryProjection, toLeadSummary } from './lead-lists';

/**
 * Reads of the index of leads by owner (docs/decisions/049-my-day-by-owner-index.md): one owner's
 * lead ids by one Query of gsi1 `LEADS_BY_OWNER` (`lead-owner-entries.ts` writes it), then their
 * summaries by BatchGetItem.
 */

/** Leads read per Query page of the owner index. */
const OWNER_PAGE_SIZE = 1000;
/** Keys per BatchGetItem (DynamoDB's limit). */
const BATCH_GET_SIZE = 100;
/** Rounds of `UnprocessedKeys` asked again before giving up. */
const BATCH_GET_ROUNDS = 5;

/** The ids of one owner's leads, oldest first, at most `maxLeads` (one Query of gsi1, paged). */
async function ownedLeadIds(ownerId: string, maxLeads: number): Promise<{ ids: string[]; truncated: boolean }> {
  const ids: string[] = [];
  let truncated = false;
  const query = {
    TableName: tableName(),
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :p AND begins_with(gsi1sk, :owner)',
    ExpressionAttributeValues: { ':p': INDEX_PARTITIONS.leadOwnerIndex.pk, ':owner': `${ownerId}#` },
    ProjectionExpression: 'leadId',
  };
  for await (const chunk of queryPages(query, { pageSize: OWNER_PAGE_SIZE, maxItems: maxLeads + 1 })) {
    for (const item of chunk.items) if (typeof item.leadId === 'string') ids.push(item.leadId);
  }
  if (ids.length > maxLeads) {
    ids.length = maxLeads;
    truncated = true;
  }
  return { ids, truncated };
}

/** The summaries of up to 100 leads by id, asking again for unprocessed keys; missing leads are left out. */
async function summariesOf(ids: readonly string[]): Promise<LeadSummary[]> {
  const projection = summaryProjection();
  let keys: Record<string, unknown>[] = ids.map(leadKey);
  const items: RawItem[] = [];
  for (let round = 0; keys.length > 0; round += 1) {
    if (round === BATCH_GET_ROUNDS) throw new Error('BatchGetItem left keys unprocessed');
    const result = await batchGetItems({ RequestItems: { [tableName()]: { Keys: keys, ...projection } } });
    items.push(...(result.Responses?.[tableName()] ?? []));
    keys = result.UnprocessedKeys?.[tableName()]?.Keys ?? [];
  }
  return items.map(toLeadSummary);
}

/**
 * The summaries of the leads a staff member owns (docs/product/my-day.md#route): one Query of the
 * owner index (`LEADS_BY_OWNER`, pages of 1000 keys, never a Scan), then the leads in batches of 100.
 *
 * @param ownerId - the staff user id.
 * @param maxLeads - read at most this many of their leads.
 * @returns the summaries (in no particular order) and whether the owner has more than `maxLeads`.
 * @throws the DynamoDB error when a read fails.
 */
export async function listOwnedLeadSummaries(
  ownerId: string,
  maxLeads: number,
): Promise<{ leads: LeadSummary[]; truncated: boolean }> {
  const { ids, truncated } = await ownedLeadIds(ownerId, maxLeads);
  return { leads: await leadSummariesByIds(ids), truncated };
}

/**
 * The summaries of the leads with these ids (BatchGetItem, 100 keys a call, in parallel); ids of
 * missing leads are left out and duplicates read once.
 *
 * @throws the DynamoDB error when a read fails.
 */
export async function leadSummariesByIds(ids: readonly string[]): Promise<LeadSummary[]> {
  const unique = [...new Set(ids)];
  const batches: string[][] = [];
  for (let start = 0; start < unique.length; start += BATCH_GET_SIZE)
    batches.push(unique.slice(start, start + BATCH_GET_SIZE));
  return (await Promise.all(batches.map(summariesOf))).flat();
}
