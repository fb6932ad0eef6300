import type { LeadSummary } from '@meridian/shared/leads/lead';
import { getItem } from '../../lib/dynamodb';
import { settingKey } from '../../table/keys';
import { summaryPages } from './lead-lists';
import { tableName } from '../../table/table';
import type { PlanStep } from '../../table/write-plan';

/**
 * What the daily digest reads and records (docs/product/pipeline.md#daily-digest): every lead's
 * summary (gsi1 pages, never a Scan; the digest runs on a schedule, not on a request path) and the
 * instant of the previous digest, kept in the setting `lead-digest`.
 */

const DIGEST_SETTING = 'lead-digest';

/**
 * The instant of the previous digest (strongly consistent read).
 *
 * @returns the time, or null before the first digest.
 */
export async function lastDigestAt(): Promise<Date | null> {
  const { Item } = await getItem({ TableName: tableName(), Key: settingKey(DIGEST_SETTING), ConsistentRead: true });
  const at = typeof Item?.lastDigestAt === 'string' ? new Date(Item.lastDigestAt) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

/**
 * The plan step `digestRecorded`: stores `at` as the previous digest's instant (committed with the
 * digest's idempotency result, so both or neither are written).
 */
export function recordDigestStep(at: Date): PlanStep {
  return {
    name: 'digestRecorded',
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...settingKey(DIGEST_SETTING), entity: 'setting', lastDigestAt: at.toISOString() },
      },
    },
  };
}

/** Every lead's summary, newest first, page by page. */
export async function everyLeadSummary(): Promise<LeadSummary[]> {
  const summaries: LeadSummary[] = [];
  for await (const page of summaryPages()) summaries.push(...page);
  return summaries;
}
