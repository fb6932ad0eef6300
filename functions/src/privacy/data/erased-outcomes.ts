import { randomUUID } from 'node:crypto';
import { type ErasedOutcome, erasedOutcomeSchema } from '@meridian/shared/pipeline/erased-outcome';
import { ERASED_OUTCOME_INDEX_PARTITION, erasedOutcomeIndexKey, erasedOutcomeKey } from './erased-outcome-keys';
import { queryPages } from '../../table/paging';
import { GSI1, tableName } from '../../table/table';
import type { PlanStep } from '../../table/write-plan';

/**
 * The outcomes kept of erased leads (docs/product/privacy.md#erasure): one item per erased closed
 * deal (`erasedOutcomeKey`, a new random id, never the lead's), listed by close time in gsi1
 * (`erasedOutcomeIndexKey`). They hold no personal data and do not expire: the win rate counts them
 * (docs/product/dashboard.md#win-rate).
 */

/**
 * The plan step `erasedOutcome`: the kept outcome, a new item (`attribute_not_exists(pk)`), written
 * in the erasure's transaction so that the deal is never counted twice nor lost.
 *
 * @param outcome - from `erasedOutcomeOf` (shared/src/pipeline/erased-outcome.ts).
 */
export function erasedOutcomeStep(outcome: ErasedOutcome): PlanStep {
  const id = randomUUID();
  return {
    name: 'erasedOutcome',
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...erasedOutcomeKey(id),
          ...erasedOutcomeIndexKey(outcome.closedAt, id),
          entity: 'erased_outcome',
          ...outcome,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  };
}

/**
 * Every kept outcome, oldest close first: Queries of the one gsi1 partition, never a Scan.
 *
 * @returns the outcomes as the shared schema parses them (an item it cannot read is skipped).
 * @throws DynamoDB errors.
 */
export async function listErasedOutcomes(): Promise<ErasedOutcome[]> {
  const outcomes: ErasedOutcome[] = [];
  const pages = queryPages({
    TableName: tableName(),
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :p',
    ExpressionAttributeValues: { ':p': ERASED_OUTCOME_INDEX_PARTITION },
  });
  for await (const { items } of pages) {
    for (const item of items) {
      const parsed = erasedOutcomeSchema.safeParse(item);
      if (parsed.success) outcomes.push(parsed.data);
    }
  }
  return outcomes;
}
