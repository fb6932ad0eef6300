import {
  type AttendanceOutcome,
  type AvailabilitySettings,
  availabilitySettingsSchema,
  DEFAULT_AVAILABILITY,
} from '@meridian/shared/booking/booking';
import { type Booking, bookingSchema } from '@meridian/shared/booking/booking-events';
import type { TakenInterval } from '@meridian/shared/booking/booking-slots';
import { BookingChangedError, BookingNotFoundError, SlotTakenError } from '../errors';
import { getItem, putItem } from '../../lib/dynamodb';
import {
  availabilityKey,
  BOOKING_INDEX_PARTITION,
  BOOKING_SLOT_PARTITION,
  bookingIndexKey,
  bookingKey,
  bookingSlotKey,
  type ItemKey,
  settingKey,
} from '../../table/keys';
import { type PagedQuery, queryPages, type RawItem } from '../../table/paging';
import { GSI1, tableName } from '../../table/table';
import type { PlanStep, WritePlan } from '../../table/write-plan';

/** Every item a Query answers, all pages (the shared paging helper). */
async function everyItem(query: PagedQuery): Promise<RawItem[]> {
  const items: RawItem[] = [];
  for await (const chunk of queryPages(query)) items.push(...chunk.items);
  return items;
}

/**
 * Consultation bookings in the one table (docs/product/booking.md#booking): the availability
 * settings (their own item, `availabilityKey`), the taken slots (one item per start in one partition, claimed with a
 * conditional put) and the bookings (with their gsi1 entry by start).
 */

/**
 * Where deployments before the availability item kept the settings: the setting
 * `booking-availability`. Read only, as the fallback of {@link getAvailability}; never written
 * (docs/decisions/034-item-types-described-once.md).
 */
export const LEGACY_AVAILABILITY_KEY = settingKey('booking-availability');

async function storedSettings(key: ItemKey): Promise<unknown> {
  const { Item } = await getItem({ TableName: tableName(), Key: key, ConsistentRead: true });
  return Item?.settings;
}

/**
 * The availability settings (docs/product/booking.md#availability): the availability item; while it
 * does not exist, the older setting item; the defaults until staff saved some.
 */
export async function getAvailability(): Promise<AvailabilitySettings> {
  const stored = (await storedSettings(availabilityKey())) ?? (await storedSettings(LEGACY_AVAILABILITY_KEY));
  const parsed = availabilitySettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_AVAILABILITY;
}

/** Stores the availability settings (already validated) in the availability item. */
export async function saveAvailability(settings: AvailabilitySettings, now: string): Promise<void> {
  await putItem({
    TableName: tableName(),
    Item: { ...availabilityKey(), entity: 'availability', settings, updatedAt: now },
  });
}

/**
 * The taken intervals whose start lies in `[from, to)` (one Query on the slot partition, every page).
 *
 * @param from - ISO-8601 UTC, inclusive.
 * @param to - ISO-8601 UTC, exclusive.
 */
export async function listTakenIntervals(from: string, to: string): Promise<TakenInterval[]> {
  const items = await everyItem({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': BOOKING_SLOT_PARTITION, ':from': from, ':to': to },
    ProjectionExpression: 'sk, #end',
    ExpressionAttributeNames: { '#end': 'end' },
    ConsistentRead: true,
  });
  return items.flatMap((item) =>
    typeof item.sk === 'string' && item.sk < to && typeof item.end === 'string'
      ? [{ start: item.sk, end: item.end }]
      : [],
  );
}

/**
 * A booking by id (strongly consistent).
 *
 * @throws BookingNotFoundError when there is none.
 */
export async function getBooking(bookingId: string): Promise<Booking> {
  const { Item } = await getItem({ TableName: tableName(), Key: bookingKey(bookingId), ConsistentRead: true });
  if (!Item) throw new BookingNotFoundError();
  return bookingSchema.parse(Item);
}

/** A booking by id (strongly consistent), or undefined when there is none. */
export async function findBooking(bookingId: string): Promise<Booking | undefined> {
  const { Item } = await getItem({ TableName: tableName(), Key: bookingKey(bookingId), ConsistentRead: true });
  return Item ? bookingSchema.parse(Item) : undefined;
}

/** The step `slot:<start>` that claims a slot for a booking: SlotTakenError when it is taken. */
function claimSlotStep(booking: Booking): PlanStep {
  return {
    name: `slot:${booking.start}`,
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...bookingSlotKey(booking.start), entity: 'booking_slot', bookingId: booking.id, end: booking.end },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    onConditionFailed: () => new SlotTakenError(),
  };
}

/** The step `releaseSlot:<start>`: frees a booking's slot (only if it is still this booking's). */
function releaseSlotStep(bookingId: string, start: string): PlanStep {
  return {
    name: `releaseSlot:${start}`,
    item: {
      Delete: {
        TableName: tableName(),
        Key: bookingSlotKey(start),
        ConditionExpression: 'attribute_not_exists(pk) OR bookingId = :id',
        ExpressionAttributeValues: { ':id': bookingId },
      },
    },
  };
}

const bookingItem = (booking: Booking) => ({
  ...bookingKey(booking.id),
  ...bookingIndexKey(booking.start, booking.id),
  entity: 'booking',
  ...booking,
});

/**
 * Steps of a new booking: its slot (`slot:<start>`, SlotTakenError when taken) and the booking.
 *
 * @param booking - the new booking (status `booked`, sequence 0).
 */
export function createBookingPlan(booking: Booking): WritePlan {
  return [
    claimSlotStep(booking),
    {
      name: 'booking',
      item: {
        Put: { TableName: tableName(), Item: bookingItem(booking), ConditionExpression: 'attribute_not_exists(pk)' },
      },
    },
  ];
}

/**
 * Steps of a change to a booking (a reschedule or a cancellation): the booking replaced,
 * conditional on the sequence read and on being booked (BookingChangedError otherwise); the old
 * slot released; for a reschedule, the new slot claimed (SlotTakenError when taken).
 *
 * @param before - the booking as read.
 * @param after - the booking to store (sequence one higher).
 */
export function changeBookingPlan(before: Booking, after: Booking): WritePlan {
  const steps: PlanStep[] = [
    {
      name: 'booking',
      item: {
        Put: {
          TableName: tableName(),
          Item: bookingItem(after),
          ConditionExpression: '#sequence = :sequence AND #status = :booked',
          ExpressionAttributeNames: { '#sequence': 'sequence', '#status': 'status' },
          ExpressionAttributeValues: { ':sequence': before.sequence, ':booked': 'booked' },
        },
      },
      onConditionFailed: () => new BookingChangedError('This consultation was changed meanwhile. Please reload.'),
    },
    releaseSlotStep(before.id, before.start),
  ];
  if (after.status === 'booked') steps.push(claimSlotStep(after));
  return steps;
}

/** Steps that undo a new booking whose event was not accepted: its slot and its item. */
export function removeBookingPlan(booking: Booking): WritePlan {
  return [
    releaseSlotStep(booking.id, booking.start),
    { name: 'booking', item: { Delete: { TableName: tableName(), Key: bookingKey(booking.id) } } },
  ];
}

/**
 * The step `attendance` that records staff's outcome on a booked consultation (BookingChangedError
 * when it was cancelled or changed meanwhile).
 */
export function attendanceStep(booking: Booking, outcome: AttendanceOutcome, now: string): PlanStep {
  return {
    name: 'attendance',
    item: {
      Update: {
        TableName: tableName(),
        Key: bookingKey(booking.id),
        UpdateExpression: 'SET #attendance = :outcome, #updatedAt = :now',
        ConditionExpression: '#status = :booked AND #sequence = :sequence',
        ExpressionAttributeNames: {
          '#attendance': 'attendance',
          '#updatedAt': 'updatedAt',
          '#status': 'status',
          '#sequence': 'sequence',
        },
        ExpressionAttributeValues: {
          ':outcome': outcome,
          ':now': now,
          ':booked': 'booked',
          ':sequence': booking.sequence,
        },
      },
    },
    onConditionFailed: () => new BookingChangedError('This consultation was changed meanwhile. Please reload.'),
  };
}

/**
 * Booked consultations that start in `[from, to)`, soonest first (one Query on gsi1 `BOOKINGS`,
 * every page; cancelled ones are left out).
 *
 * @param from - ISO-8601 UTC.
 * @param to - ISO-8601 UTC.
 */
export async function listBookingsBetween(from: string, to: string): Promise<Booking[]> {
  const items = await everyItem({
    TableName: tableName(),
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': BOOKING_INDEX_PARTITION, ':from': from, ':to': to },
  });
  return items
    .map((item) => bookingSchema.parse(item))
    .filter((booking) => booking.status === 'booked' && booking.start < to);
}

/**
 * Every booking (booked or cancelled) made with an email address, compared ignoring case, for
 * erasure (docs/product/privacy.md#erasure): one Query over gsi1 `BOOKINGS`, every page, matched
 * in code because bookings keep the address as typed.
 *
 * @param email - the address of the person being erased.
 * @returns the bookings holding that address, oldest start first.
 */
export async function listBookingsOfEmail(email: string): Promise<Booking[]> {
  const wanted = email.toLowerCase();
  const items = await everyItem({
    TableName: tableName(),
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': BOOKING_INDEX_PARTITION },
  });
  return items.map((item) => bookingSchema.parse(item)).filter((booking) => booking.email.toLowerCase() === wanted);
}

/**
 * Steps that erase a booking: a booked one frees its slot too (the slot item holds only the
 * booking id); a cancelled one freed its slot already, which may be someone else's now.
 */
export function eraseBookingPlan(booking: Booking): WritePlan {
  if (booking.status === 'booked') return removeBookingPlan(booking);
  return [{ name: 'booking', item: { Delete: { TableName: tableName(), Key: bookingKey(booking.id) } } }];
}
