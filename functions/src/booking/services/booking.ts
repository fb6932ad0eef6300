import type { BookingReceipt, BookingRequest, SlotsQuery, SlotsResponse } from '@meridian/shared/booking/booking';
import { type Booking, type BookingEventDetail, bookingChangeKey } from '@meridian/shared/booking/booking-events';
import { BOOKING_DETAIL_TYPES, BOOKING_EVENT_SOURCE } from '@meridian/shared/booking/booking-event-names';
import { CLASH_LOOKAROUND_MS, freeSlotAt, freeSlots } from '@meridian/shared/booking/booking-slots';
import { LONDON_TIME_ZONE } from '@meridian/shared/london-day';
import { scoreInputsOf } from '@meridian/shared/leads/score-inputs';
import { createBookingPlan, findBooking, getAvailability, listTakenIntervals } from '../data/bookings';
import { outboxStep, publishRecordedEvent, type RecordedEvent } from '../../table/outbox';
import { commitPlan, TransactionConflictError, type WritePlan } from '../../table/write-plan';
import { LiveBookingsChangedError, SlotTakenError, SlotUnavailableError, TooManyLiveBookingsError } from '../errors';
import { type LiveBookings, liveBookingsStep, MAX_LIVE_BOOKINGS, readLiveBookings } from '../data/live-bookings';
import { logger } from '../../lib/logger';
import { backOff } from '../../lib/back-off';

/**
 * Free slots and new bookings (docs/product/booking.md#availability, docs/product/booking.md#booking).
 */

/** Attempts when DynamoDB cancels a booking because a concurrent one touched the same slot. */
const MAX_ATTEMPTS = 4;

const shifted = (instant: string, ms: number) => new Date(Date.parse(instant) + ms).toISOString();

/** The booked intervals that can clash with slots starting in `[from, to)`. */
function takenAround(from: string, to: string) {
  return listTakenIntervals(shifted(from, -CLASH_LOOKAROUND_MS), shifted(to, CLASH_LOOKAROUND_MS));
}

/**
 * The free slots that start in the query's range.
 *
 * @param now - the current instant (notice and horizon count from it).
 */
export async function listFreeSlots(query: SlotsQuery, now: Date = new Date()): Promise<SlotsResponse> {
  const [settings, taken] = await Promise.all([getAvailability(), takenAround(query.from, query.to)]);
  return {
    slots: freeSlots(settings, query, taken, now),
    timeZone: LONDON_TIME_ZONE,
    slotMinutes: settings.slotMinutes,
  };
}

/**
 * The free slot at `start`, checked against the settings and the bookings stored now.
 *
 * @throws SlotUnavailableError (400) when `start` is not a slot of the working hours within notice
 *   and horizon; SlotTakenError (409) when it is, but a booking holds it or lies within the buffer.
 */
export async function requireFreeSlot(start: string, now: Date) {
  const [settings, taken] = await Promise.all([getAvailability(), takenAround(start, start)]);
  const slot = freeSlotAt(settings, start, [], now);
  if (!slot) throw new SlotUnavailableError();
  if (!freeSlotAt(settings, start, taken, now)) throw new SlotTakenError();
  return slot;
}

/**
 * Commits a booking plan, retrying while DynamoDB cancels it for a concurrent transaction on the
 * same items; the retry then meets the other booking's slot and fails with SlotTakenError.
 */
export async function commitBookingPlan(plan: Parameters<typeof commitPlan>[0]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await commitPlan(plan);
      return;
    } catch (error) {
      if (!(error instanceof TransactionConflictError)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw new SlotTakenError();
      await backOff(attempt);
    }
  }
}

/**
 * Commits a booking write together with its event in the outbox, then publishes the event
 * (docs/decisions/037-nothing-accepted-is-lost.md). When the commit fails, `wasApplied` reads the
 * booking back: a write whose answer was lost (a timeout after DynamoDB applied it, or the SDK's
 * retry of an applied transaction meeting its own slot claim) counts as done. The event is
 * published now or, when the bus does not take it, by the outbox relay within minutes; the answer
 * does not wait for that.
 *
 * @throws the commit's error when the read-back finds the write not applied (or cannot read).
 */
export async function commitAnnounced(
  plan: WritePlan,
  event: RecordedEvent,
  wasApplied: () => Promise<boolean>,
): Promise<void> {
  try {
    await commitBookingPlan([...plan, outboxStep(event)]);
  } catch (error) {
    const applied = await wasApplied().catch(() => false);
    if (!applied) throw error;
    logger.info('Booking write confirmed by reading it back', { key: event.businessKey, error: error as Error });
  }
  await publishRecordedEvent(event);
}

/** Attempts when another write of the same mailbox's live bookings came between the read and the write. */
const LIVE_BOOKINGS_ATTEMPTS = 8;

/**
 * Runs a booking write that also rewrites the mailbox's live bookings (`data/live-bookings.ts`):
 * reads them, lets `write` commit its plan with their step, and starts over from a fresh read
 * when another write of the same mailbox came in between.
 *
 * @param email - the booking's address.
 * @param now - the current instant (ended bookings no longer count).
 * @param write - commits the plan; gets the live bookings read.
 * @throws LiveBookingsChangedError (409) when they changed on every attempt; whatever `write` throws.
 */
export async function withLiveBookings<T>(
  email: string,
  now: Date,
  write: (live: LiveBookings) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const live = await readLiveBookings(email, now);
    try {
      return await write(live);
    } catch (error) {
      if (!(error instanceof LiveBookingsChangedError) || attempt >= LIVE_BOOKINGS_ATTEMPTS) throw error;
      await backOff(attempt);
    }
  }
}

/** The event of a booking change, to record with it (`bookingChangeKey` is its business key). */
export function bookingEvent(detailType: string, detail: BookingEventDetail, recordedAt: string): RecordedEvent {
  return {
    source: BOOKING_EVENT_SOURCE,
    detailType,
    detail,
    businessKey: bookingChangeKey(detail.booking),
    recordedAt,
  };
}

const receiptOf = (booking: Booking): BookingReceipt => ({
  bookingId: booking.id,
  start: booking.start,
  end: booking.end,
});

/**
 * Books a consultation: checks the slot is free, claims it with the booking, the mailbox's live
 * bookings (at most {@link MAX_LIVE_BOOKINGS}, counted per normalised address) and its
 * `ConsultationBooked` event in one transaction, and publishes the event.
 *
 * @param bookingId - the booking's id: from the request's `Idempotency-Key` (`lib/idempotency.ts`),
 *   so the same request sent again answers with the booking it made instead of a 409.
 * @returns the receipt (HTTP 201).
 * @throws SlotUnavailableError (400) for a start that is not a free slot; SlotTakenError (409) when
 *   another booking claimed it first; TooManyLiveBookingsError (409) when the visitor's mailbox
 *   already holds {@link MAX_LIVE_BOOKINGS} live bookings (nothing is written); a DynamoDB error (503) when the booking could not be stored
 *   and reading it back did not find it.
 */
export async function bookConsultation(
  request: BookingRequest,
  bookingId: string,
  now: Date = new Date(),
): Promise<BookingReceipt> {
  const earlier = await findBooking(bookingId);
  if (earlier) return receiptOf(earlier);
  const slot = await requireFreeSlot(request.start, now);
  const at = now.toISOString();
  const booking: Booking = {
    id: bookingId,
    ...slot,
    status: 'booked',
    sequence: 0,
    name: request.name,
    email: request.email,
    company: request.company,
    message: request.message,
    ...scoreInputsOf(request),
    consent: request.consent,
    createdAt: at,
    updatedAt: at,
  };
  await withLiveBookings(request.email, now, async (live) => {
    if (Object.keys(live.bookings).length >= MAX_LIVE_BOOKINGS) throw new TooManyLiveBookingsError();
    await commitAnnounced(
      [...createBookingPlan(booking), liveBookingsStep(live, { ...live.bookings, [booking.id]: booking.end })],
      bookingEvent(BOOKING_DETAIL_TYPES.booked, { booking }, at),
      async () => (await findBooking(booking.id)) !== undefined,
    );
  });
  return receiptOf(booking);
}
