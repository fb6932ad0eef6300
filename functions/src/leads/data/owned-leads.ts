import type { LeadSummary } from '@meridian/shared/leads/lead';
import { MY_DAY_LEAD_FIELDS, type MyDayLead } from '@meridian/shared/my-day/my-day';
import { batchGetItems } from '../../lib/dynamodb';
import { INDEX_PARTITIONS } from '../../table/item-types';
import { leadKey } from '../../table/keys';
import { queryPages, type RawItem } from '../../table/paging';
import { GSI1, tableName } from '../../table/table';
import { summaryProjection, toLeadSummary } from './lead-lists';

/**
 * Reads of the index of leads by owner (docs/decisions/049-my-day-by-owner-index.md): one owner's
 * entries by one Query of gsi1 `LEADS_BY_OWNER` (`lead-owner-entries.ts` writes it), each with the
 * fields My day's rules read (docs/decisions/059-my-day-from-owner-entries.md); summaries of chosen
 * leads by BatchGetItem.
 */

/** Entries read per Query page of the owner index (a page also stops at DynamoDB's 1 MB). */
const OWNER_PAGE_SIZE = 2500;
/** Keys per BatchGetItem (DynamoDB's limit). */
const BATCH_GET_SIZE = 100;
/** Rounds of `UnprocessedKeys` asked again before giving up. */
const BATCH_GET_ROUNDS = 5;

/** What My day knows of one owner's leads from the owner index. */
export interface OwnedLeads {
  /** The owned leads, as their entries carry them (`MY_DAY_LEAD_FIELDS`), or read whole (see `summariesRead`). */
  leads: MyDayLead[];
  /** Whether the owner has more than the `maxLeads` asked for (the rest are left out). */
  truncated: boolean;
}

const entryProjection = () => {
  const fields = ['leadId', 'ownerId', ...MY_DAY_LEAD_FIELDS];
  return {
    ExpressionAttributeNames: Object.fromEntries(fields.map((field, index) => [`#e${index}`, field])),
    ProjectionExpression: fields.map((_, index) => `#e${index}`).join(', '),
  };
};

/**
 * The leads a staff member owns, for My day (docs/product/my-day.md#route): one Query of the owner
 * index (`LEADS_BY_OWNER`, paged, never a Scan) whose entries carry the fields My day's rules read
 * (docs/decisions/059-my-day-from-owner-entries.md). An entry written before the entries carried
 * them is replaced by its lead's summary (BatchGetItem), so My day is right before the backfill too.
 *
 * @param ownerId - the staff user id.
 * @param maxLeads - read at most this many of their leads, oldest first.
 * @returns the leads (ISO-8601 UTC dates, in no particular order) and whether some were left out.
 * @throws the DynamoDB error when a read fails.
 */
export async function listOwnedLeads(ownerId: string, maxLeads: number): Promise<OwnedLeads> {
  const entries: MyDayLead[] = [];
  const older: string[] = [];
  const query = {
    TableName: tableName(),
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :p AND begins_with(gsi1sk, :owner)',
    ExpressionAttributeValues: { ':p': INDEX_PARTITIONS.leadOwnerIndex.pk, ':owner': `${ownerId}#` },
    ...entryProjection(),
  };
  let read = 0;
  for await (const chunk of queryPages(query, { pageSize: OWNER_PAGE_SIZE, maxItems: maxLeads + 1 })) {
    for (const { leadId, ...item } of chunk.items) {
      read += 1;
      if (read > maxLeads || typeof leadId !== 'string') continue;
      if (typeof item.updatedAt === 'string') entries.push({ ...item, id: leadId, updatedAt: item.updatedAt });
      else older.push(leadId);
    }
  }
  const summaries = older.length > 0 ? await leadSummariesByIds(older) : [];
  return { leads: [...entries, ...summaries], truncated: read > maxLeads };
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
