import type { Lead } from '@meridian/shared/leads/lead';
import { LEAD_CHANGE_INDEX_PARTITION } from '../../table/keys';
import { fromLeadItem } from '../../leads/records';
import { queryPages } from '../../table/paging';
import { GSI2, tableName } from '../../table/table';

/**
 * The retention review's read (docs/product/privacy.md#retention): leads whose last change lies
 * before a cut-off, through the lead changes index (gsi2 `LEADS_CHANGED` / `<updatedAt>#<id>`)
 * with a key condition on the sort key, so the Query reads only those leads (never a Scan).
 */

/**
 * Leads last changed before `cutoff`, oldest change first.
 *
 * @param cutoff - ISO-8601 UTC; a lead changed at exactly this instant is not included.
 * @param maxItems - at most this many leads.
 */
export async function listLeadsUnchangedSince(cutoff: string, maxItems: number): Promise<Lead[]> {
  const leads: Lead[] = [];
  const query = {
    TableName: tableName(),
    IndexName: GSI2,
    KeyConditionExpression: 'gsi2pk = :p AND gsi2sk < :cutoff',
    ExpressionAttributeValues: { ':p': LEAD_CHANGE_INDEX_PARTITION, ':cutoff': cutoff },
    ScanIndexForward: true,
  };
  for await (const chunk of queryPages(query, { maxItems, pageSize: Math.min(maxItems, 500) })) {
    for (const item of chunk.items) leads.push(fromLeadItem(item));
  }
  return leads;
}
