import { updateItem } from '../lib/dynamodb';
import type { ItemKey } from './item-types';
import { isConditionalCheckFailed, tableName } from './table';

/**
 * Capped counters (docs/product/security.md#client-budgets and #visitor-email-cap): one atomic
 * conditional `ADD`, so concurrent requests can never take a counter past its limit.
 */

/**
 * Takes one unit of a counter unless it has reached `limit`.
 *
 * @param key - the counter's item (`clientBudgetKey` or `visitorEmailCountKey`).
 * @param limit - the most units the counter may hold (at least 1).
 * @param expiresAt - the item's TTL, epoch seconds (after its window ends).
 * @param entity - the item's `entity` attribute.
 * @returns true when a unit was taken, false when the counter was already at its limit.
 * @throws the DynamoDB error of any other failure.
 */
export async function takeCounterUnit(
  key: ItemKey,
  limit: number,
  expiresAt: number,
  entity: string,
): Promise<boolean> {
  try {
    await updateItem({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD used :one SET expiresAt = :expiresAt, entity = :entity',
      ConditionExpression: 'attribute_not_exists(used) OR used < :limit',
      ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expiresAt': expiresAt, ':entity': entity },
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
