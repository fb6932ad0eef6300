import { randomBytes } from 'node:crypto';
import { getItem, putItem } from '../lib/dynamodb';
import type { ItemKey } from './item-types';
import { isConditionalCheckFailed, tableName } from './table';

/**
 * Generated values stored in the table (docs/architecture.md), such as the page-view IP salt of a
 * day (`ipSaltKey`). Created once on first use (conditional put: concurrent first uses agree on
 * one value) and cached per process.
 */

const cache = new Map<string, string>();

/**
 * The value of a generated item, creating it on first use.
 *
 * @param key - the item's key, e.g. `ipSaltKey(day)`.
 * @param generate - makes a new value (default: 32 random bytes, base64url).
 * @param options - `entity`: the new item's entity name (default `setting`); `expiresAt`: when
 *   DynamoDB's TTL may delete a new item (epoch seconds).
 * @returns the stored value (the first one ever written).
 */
export async function getOrCreateSetting(
  key: ItemKey,
  generate: () => string = () => randomBytes(32).toString('base64url'),
  options: { entity?: string; expiresAt?: number } = {},
): Promise<string> {
  const name = `${key.pk}\n${key.sk}`;
  const cached = cache.get(name);
  if (cached) return cached;
  const existing = await getItem({ TableName: tableName(), Key: key, ConsistentRead: true });
  let value = typeof existing.Item?.value === 'string' ? existing.Item.value : undefined;
  if (!value) {
    const candidate = generate();
    try {
      await putItem({
        TableName: tableName(),
        Item: {
          ...key,
          entity: options.entity ?? 'setting',
          value: candidate,
          createdAt: new Date().toISOString(),
          ...(options.expiresAt === undefined ? {} : { expiresAt: options.expiresAt }),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      });
      value = candidate;
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      const winner = await getItem({ TableName: tableName(), Key: key, ConsistentRead: true });
      value = String(winner.Item?.value);
    }
  }
  cache.set(name, value);
  return value;
}
