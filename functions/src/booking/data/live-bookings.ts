import { normalisedAddressOf } from '@meridian/shared/email-address';
import { LiveBookingsChangedError } from '../errors';
import { getItem } from '../../lib/dynamodb';
import { emailHashOf } from '../../lib/privacy-key';
import { type ItemKey, liveBookingsKey } from '../../table/keys';
import { tableName } from '../../table/table';
import type { PlanStep } from '../../table/write-plan';

/**
 * The live bookings of each visitor mailbox (docs/product/booking.md#booking): one item per
 * normalised address (lower case, `+tag` removed), keyed by its keyed hash so that no address is
 * in the key, holding each live booking's id with its end and a `version`. Every booking, move and
 * cancellation rewrites it in its own transaction on condition that the version is the one it read,
 * so concurrent bookings of one mailbox cannot pass the limit; a booking whose end has passed is
 * dropped on the next write. DynamoDB's TTL removes the item a day after its last booking ended.
 */

/** Live (future, not cancelled) bookings one mailbox may hold. */
export const MAX_LIVE_BOOKINGS = 2;

const DAY_SECONDS = 24 * 60 * 60;

/** The live bookings of one mailbox as read: booking id → end (ISO-8601 UTC), and the item's version. */
export interface LiveBookings {
  key: ItemKey;
  bookings: Record<string, string>;
  /** 0 when there is no item yet. */
  version: number;
}

/**
 * Reads a mailbox's live bookings (strongly consistent), dropping those ended by `now`.
 *
 * @param email - any spelling of the visitor's address.
 * @param now - the current instant; a booking whose end is not after it no longer counts.
 * @returns the bookings still live and the version to write against.
 * @throws DynamoDB errors.
 */
export async function readLiveBookings(email: string, now: Date): Promise<LiveBookings> {
  const key = liveBookingsKey(emailHashOf(normalisedAddressOf(email)));
  const { Item } = await getItem({ TableName: tableName(), Key: key, ConsistentRead: true });
  const stored = (Item?.bookings ?? {}) as Record<string, unknown>;
  const bookings: Record<string, string> = {};
  for (const [id, end] of Object.entries(stored)) {
    if (typeof end === 'string' && Date.parse(end) > now.getTime()) bookings[id] = end;
  }
  return { key, bookings, version: typeof Item?.version === 'number' ? Item.version : 0 };
}

/**
 * The plan step `liveBookings`: writes the mailbox's new set of live bookings, on condition that
 * nobody wrote it since it was read.
 *
 * @param read - what {@link readLiveBookings} answered.
 * @param bookings - the live bookings after this write (id → end).
 * @returns a conditional put whose failure is LiveBookingsChangedError (read again and retry).
 */
export function liveBookingsStep(read: LiveBookings, bookings: Record<string, string>): PlanStep {
  const lastEnd = Math.max(Date.now(), ...Object.values(bookings).map((end) => Date.parse(end)));
  return {
    name: 'liveBookings',
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...read.key,
          entity: 'live_bookings',
          bookings,
          version: read.version + 1,
          expiresAt: Math.floor(lastEnd / 1000) + DAY_SECONDS,
        },
        ConditionExpression: read.version === 0 ? 'attribute_not_exists(pk)' : '#version = :version',
        ...(read.version === 0
          ? {}
          : {
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':version': read.version },
            }),
      },
    },
    onConditionFailed: () => new LiveBookingsChangedError(),
  };
}
