import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { normaliseEmail } from '@meridian/shared/fields';
import { type Subscriber, subscriberSchema } from '@meridian/shared/newsletter';
import { documentDbClient } from '../lib/clients';
import { isSubscriberIndexCursor, SUBSCRIBER_INDEX_PARTITION, subscriberIndexKey, subscriberKey } from './keys';
import { clampLimit, queryPage } from './paging';
import { GSI1, isConditionalCheckFailed, tableName } from './table';

/**
 * Newsletter subscribers (docs/product/site.md#newsletter): one item per lower-cased email
 * (`subscriberKey`), listed for admins newest first through gsi1 (`subscriberIndexKey`).
 */

/**
 * Stores a subscriber once per email, case-insensitively; repeating it is not an error.
 *
 * @param email - a validated address (stored lower-cased).
 * @returns `created: false` when the address was already subscribed.
 */
export async function subscribe(email: string, now: Date = new Date()): Promise<{ created: boolean }> {
  const lower = normaliseEmail(email);
  const subscribedAt = now.toISOString();
  try {
    await documentDbClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...subscriberKey(lower),
          entity: 'subscriber',
          ...subscriberIndexKey(subscribedAt, lower),
          email: lower,
          subscribedAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { created: true };
  } catch (error) {
    if (isConditionalCheckFailed(error)) return { created: false };
    throw error;
  }
}

/**
 * One page of subscribers, newest first (for the admin list and CSV export).
 *
 * @param options.limit - page size, 1-1000 (default 100).
 * @param options.cursor - `nextCursor` of the previous page.
 * @throws ValidationError (400 `Invalid cursor`) when the cursor is not a key of the subscriber index.
 */
export async function listSubscribers(
  options: { cursor?: string | null; limit?: number } = {},
): Promise<{ items: Subscriber[]; nextCursor: string | null }> {
  const page = await queryPage(
    {
      TableName: tableName(),
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': SUBSCRIBER_INDEX_PARTITION },
      ScanIndexForward: false,
    },
    { cursor: options.cursor, limit: clampLimit(options.limit, 100, 1000), check: isSubscriberIndexCursor },
  );
  return { items: page.items.map((item) => subscriberSchema.parse(item)), nextCursor: page.nextCursor };
}
