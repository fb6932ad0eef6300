import { normaliseEmail } from '@meridian/shared/fields';
import {
  type ConsentRecord,
  consentRecordSchema,
  type SubscriberList,
  type SubscriberRow,
  subscriberRowSchema,
} from '@meridian/shared/privacy/subscribers';
import * as z from '@meridian/shared/zod';
import { getItem, putItem, updateItem } from '../../lib/dynamodb';
import {
  isSubscriberIndexCursor,
  SUBSCRIBER_INDEX_PARTITION,
  subscriberCountKey,
  subscriberIndexKey,
  subscriberKey,
} from '../../table/keys';
import { clampLimit, queryPage, queryPages } from '../../table/paging';
import { GSI1, isConditionalCheckFailed, tableName } from '../../table/table';
import type { PlanStep, WritePlan } from '../../table/write-plan';

/**
 * Newsletter subscribers (docs/product/privacy.md#double-opt-in): one item per address, keyed by
 * the subscriber id (the keyed hash of the address, `subscriberKey`), listed newest first through
 * gsi1 (`subscriberIndexKey`). A pending item carries `expiresAt` (epoch seconds), so the table's
 * TTL deletes it 7 days after the sign-up unless it is confirmed. The confirmed count is one
 * counter item (`subscriberCountKey`) changed in the same transaction as each state change.
 */

/** How long a pending subscription waits for its confirmation: 7 days, in seconds. */
export const PENDING_SECONDS = 7 * 24 * 60 * 60;

/** A subscriber as stored: the CRM's row plus the sign-up's consent and the confirmation bookkeeping. */
export const storedSubscriberSchema = subscriberRowSchema.extend({
  /** When the latest confirmation email went out (ISO-8601 UTC). */
  confirmationSentAt: z.string().optional(),
  /** TTL of a pending subscriber, epoch seconds; removed on confirmation. */
  expiresAt: z.number().optional(),
  consent: consentRecordSchema.optional(),
});
export type StoredSubscriber = z.output<typeof storedSubscriberSchema>;

const epochSeconds = (at: Date): number => Math.floor(at.getTime() / 1000);

/** True for a pending subscriber whose 7 days are over (TTL deletion may lag by a day or two). */
export function isExpiredPending(subscriber: StoredSubscriber, now: Date): boolean {
  return subscriber.state === 'pending' && (subscriber.expiresAt ?? 0) <= epochSeconds(now);
}

/**
 * A subscriber by id (strongly consistent read).
 *
 * @returns the subscriber, or null when none exists (never signed up, expired or erased).
 */
export async function getSubscriber(subscriberId: string): Promise<StoredSubscriber | null> {
  const { Item } = await getItem({ TableName: tableName(), Key: subscriberKey(subscriberId), ConsistentRead: true });
  return Item ? storedSubscriberSchema.parse(Item) : null;
}

/**
 * Stores a new pending subscription, replacing an unsubscribed or expired one of the same address
 * (a new sign-up starts over).
 *
 * @param subscriberId - the keyed hash of the address.
 * @param email - a validated address (stored lower-cased).
 * @param consent - what the visitor agreed to, with the notice version they saw.
 * @returns false when the address is pending (not expired) or confirmed already: nothing written.
 */
export async function startPendingSubscription(
  subscriberId: string,
  email: string,
  consent: ConsentRecord,
  now: Date,
): Promise<boolean> {
  const createdAt = now.toISOString();
  try {
    await putItem({
      TableName: tableName(),
      Item: {
        ...subscriberKey(subscriberId),
        entity: 'subscriber',
        ...subscriberIndexKey(createdAt, subscriberId),
        id: subscriberId,
        email: normaliseEmail(email),
        state: 'pending',
        createdAt,
        consent,
        expiresAt: epochSeconds(now) + PENDING_SECONDS,
      },
      ConditionExpression:
        'attribute_not_exists(pk) OR #state = :unsubscribed OR (#state = :pending AND #expiresAt <= :now)',
      ExpressionAttributeNames: { '#state': 'state', '#expiresAt': 'expiresAt' },
      ExpressionAttributeValues: {
        ':unsubscribed': 'unsubscribed',
        ':pending': 'pending',
        ':now': epochSeconds(now),
      },
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * Records that a confirmation email went out, unless the subscriber is no longer pending; the
 * pending subscription then lasts 7 days from now, as long as the new link.
 *
 * @returns false when the subscriber is gone or not pending (nothing written).
 */
export async function recordConfirmationSent(subscriberId: string, now: Date): Promise<boolean> {
  try {
    await updateItem({
      TableName: tableName(),
      Key: subscriberKey(subscriberId),
      UpdateExpression: 'SET confirmationSentAt = :at, expiresAt = :expiresAt',
      ConditionExpression: '#state = :pending',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':at': now.toISOString(),
        ':pending': 'pending',
        ':expiresAt': epochSeconds(now) + PENDING_SECONDS,
      },
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** The step that changes the confirmed count by `delta` (`confirmedCount`). */
function countStep(delta: 1 | -1): PlanStep {
  return {
    name: 'confirmedCount',
    item: {
      Update: {
        TableName: tableName(),
        Key: subscriberCountKey(),
        UpdateExpression: 'SET entity = :entity ADD confirmed :delta',
        ExpressionAttributeValues: { ':entity': 'subscriber_count', ':delta': delta },
      },
    },
  };
}

/**
 * Steps that confirm a pending subscriber (`subscriber`, conditional on it being pending, not
 * expired and, when given, of the sign-up the link belongs to; its TTL removed) and count it.
 *
 * @param onConditionFailed - the error when it is no longer pending, has expired or is another sign-up.
 * @param signedUpAt - the `createdAt` of the sign-up the confirmation link belongs to.
 */
export function confirmSubscriberPlan(
  subscriberId: string,
  now: Date,
  onConditionFailed: () => Error,
  signedUpAt?: string,
): WritePlan {
  return [
    {
      name: 'subscriber',
      item: {
        Update: {
          TableName: tableName(),
          Key: subscriberKey(subscriberId),
          UpdateExpression: 'SET #state = :confirmed, confirmedAt = :at REMOVE expiresAt',
          ConditionExpression: `#state = :pending AND expiresAt > :now${signedUpAt ? ' AND createdAt = :signedUpAt' : ''}`,
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: {
            ...(signedUpAt ? { ':signedUpAt': signedUpAt } : {}),
            ':confirmed': 'confirmed',
            ':pending': 'pending',
            ':at': now.toISOString(),
            ':now': epochSeconds(now),
          },
        },
      },
      onConditionFailed,
    },
    countStep(1),
  ];
}

/**
 * Steps that unsubscribe a subscriber read in state `from` (conditional on that state, so a
 * concurrent change makes the plan fail with `onConditionFailed`); a confirmed one is uncounted.
 */
export function unsubscribePlan(subscriber: StoredSubscriber, now: Date, onConditionFailed: () => Error): WritePlan {
  const step: PlanStep = {
    name: 'subscriber',
    item: {
      Update: {
        TableName: tableName(),
        Key: subscriberKey(subscriber.id),
        UpdateExpression: 'SET #state = :unsubscribed, unsubscribedAt = :at REMOVE expiresAt',
        ConditionExpression: '#state = :from',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':unsubscribed': 'unsubscribed',
          ':at': now.toISOString(),
          ':from': subscriber.state,
        },
      },
    },
    onConditionFailed,
  };
  return subscriber.state === 'confirmed' ? [step, countStep(-1)] : [step];
}

/**
 * Steps that delete a subscriber read in its current state (erasure), uncounting a confirmed one.
 * Conditional on the state read; a concurrent change fails with `onConditionFailed`.
 */
export function deleteSubscriberPlan(subscriber: StoredSubscriber, onConditionFailed: () => Error): WritePlan {
  const step: PlanStep = {
    name: 'subscriber',
    item: {
      Delete: {
        TableName: tableName(),
        Key: subscriberKey(subscriber.id),
        ConditionExpression: '#state = :state',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':state': subscriber.state },
      },
    },
    onConditionFailed,
  };
  return subscriber.state === 'confirmed' ? [step, countStep(-1)] : [step];
}

/** The number of confirmed subscribers (one read of the counter; 0 before the first confirmation). */
export async function confirmedSubscriberCount(): Promise<number> {
  const { Item } = await getItem({ TableName: tableName(), Key: subscriberCountKey(), ConsistentRead: true });
  return typeof Item?.confirmed === 'number' ? Math.max(0, Item.confirmed) : 0;
}

/**
 * The current subscribers among raw index items: items written before double opt-in (keyed by the
 * address, without a state) and pending ones past their 7 days are left out
 * (docs/decisions/023-privacy-key-and-keyed-hashes.md).
 */
function currentSubscribers(items: readonly Record<string, unknown>[], now: Date): StoredSubscriber[] {
  return items.flatMap((item) => {
    const parsed = storedSubscriberSchema.safeParse(item);
    return parsed.success && !isExpiredPending(parsed.data, now) ? [parsed.data] : [];
  });
}

/** The CRM's row of a stored subscriber (bookkeeping and consent left out). */
export function subscriberRowOf(subscriber: StoredSubscriber): SubscriberRow {
  const { id, email, state, createdAt, confirmedAt, unsubscribedAt } = subscriber;
  return subscriberRowSchema.parse({ id, email, state, createdAt, confirmedAt, unsubscribedAt });
}

const SUBSCRIBER_QUERY = {
  IndexName: GSI1,
  KeyConditionExpression: 'gsi1pk = :p',
  ExpressionAttributeValues: { ':p': SUBSCRIBER_INDEX_PARTITION },
  ScanIndexForward: false,
} as const;

/**
 * One page of subscribers, newest first, without expired pending ones, and the confirmed count.
 *
 * @param options.limit - page size, 1-1000 (default 100).
 * @param options.cursor - `nextCursor` of the previous page.
 * @throws ValidationError (400 `Invalid cursor`) when the cursor is not a key of the subscriber index.
 */
export async function listSubscribers(
  options: { cursor?: string | null; limit?: number } = {},
  now: Date = new Date(),
): Promise<SubscriberList> {
  const [page, confirmedCount] = await Promise.all([
    queryPage(
      { TableName: tableName(), ...SUBSCRIBER_QUERY },
      { cursor: options.cursor, limit: clampLimit(options.limit, 100, 1000), check: isSubscriberIndexCursor },
    ),
    confirmedSubscriberCount(),
  ]);
  const items = currentSubscribers(page.items, now).map(subscriberRowOf);
  return { items, nextCursor: page.nextCursor, confirmedCount };
}

/** Every subscriber, newest first, without expired pending or pre-double-opt-in ones (for the CSV export). */
export async function* allSubscribers(now: Date = new Date()): AsyncGenerator<SubscriberRow> {
  for await (const chunk of queryPages({ TableName: tableName(), ...SUBSCRIBER_QUERY }, { pageSize: 1000 })) {
    for (const subscriber of currentSubscribers(chunk.items, now)) yield subscriberRowOf(subscriber);
  }
}
