import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { normaliseEmail } from '@meridian/shared/fields';
import { type Subscriber, subscriberSchema } from '@meridian/shared/newsletter';
import { documentDbClient } from '../lib/clients';
import { ValidationError } from '../lib/errors';
import { decodeCursor, encodeCursor, GSI1, isConditionalCheckFailed, tableName } from './table';

/**
 * Newsletter subscribers (DECISIONS.md item 10): `SUBSCRIBER#<lower-cased email>` / `SUBSCRIBER`,
 * listed for admins through gsi1 `SUBSCRIBERS` / `<subscribedAt>#<email>`.
 */

const SUBSCRIBERS = 'SUBSCRIBERS';

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
          pk: `SUBSCRIBER#${lower}`,
          sk: 'SUBSCRIBER',
          entity: 'subscriber',
          gsi1pk: SUBSCRIBERS,
          gsi1sk: `${subscribedAt}#${lower}`,
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
 * @throws ValidationError when the cursor is malformed.
 */
export async function listSubscribers(
  options: { cursor?: string | null; limit?: number } = {},
): Promise<{ items: Subscriber[]; nextCursor: string | null }> {
  const start = options.cursor ? decodeCursor(options.cursor) : undefined;
  if (start === null) throw new ValidationError('Invalid cursor');
  const result = await documentDbClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': SUBSCRIBERS },
      ScanIndexForward: false,
      Limit: Math.min(Math.max(options.limit ?? 100, 1), 1000),
      ExclusiveStartKey: start,
    }),
  );
  return {
    items: (result.Items ?? []).map((item) => subscriberSchema.parse(item)),
    nextCursor: encodeCursor(result.LastEvaluatedKey),
  };
}
