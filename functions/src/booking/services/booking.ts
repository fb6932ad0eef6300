import { randomUUID } from 'node:crypto';
import type { BookingReceipt, BookingRequest, SlotsQuery, SlotsResponse } from '@meridian/shared/booking/booking';
import { BOOKING_DETAIL_TYPES, BOOKING_EVENT_SOURCE, type Booking } from '@meridian/shared/booking/booking-events';
import { CLASH_LOOKAROUND_MS, freeSlotAt, freeSlots } from '@meridian/shared/booking/booking-slots';
import { LONDON_TIME_ZONE } from '@meridian/shared/london-day';
import { createBookingPlan, getAvailability, listTakenIntervals, removeBookingPlan } from '../data/bookings';
import { commitPlan, TransactionConflictError } from '../../table/write-plan';
import { SlotTakenError, SlotUnavailableError } from '../errors';
import { publishEvent } from '../../lib/events';
import { logger } from '../../lib/logger';
import { backOff } from '../../leads/services/leads';

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
 * Books a consultation: checks the slot is free, claims it with the booking in one transaction and
 * publishes `ConsultationBooked`.
 *
 * @returns the receipt (HTTP 201).
 * @throws SlotUnavailableError (400) for a start that is not a free slot; SlotTakenError (409) when
 *   another booking claimed it first; EventPublishError (503) when the bus refused the event (the
 *   slot and the booking are removed again).
 */
export async function bookConsultation(request: BookingRequest, now: Date = new Date()): Promise<BookingReceipt> {
  const slot = await requireFreeSlot(request.start, now);
  const at = now.toISOString();
  const booking: Booking = {
    id: randomUUID(),
    ...slot,
    status: 'booked',
    sequence: 0,
    name: request.name,
    email: request.email,
    company: request.company,
    message: request.message,
    consent: request.consent,
    createdAt: at,
    updatedAt: at,
  };
  await commitBookingPlan(createBookingPlan(booking));
  try {
    await publishEvent(BOOKING_EVENT_SOURCE, BOOKING_DETAIL_TYPES.booked, { booking });
  } catch (error) {
    logger.warn('ConsultationBooked not accepted: the booking is removed', { bookingId: booking.id });
    await commitPlan(removeBookingPlan(booking));
    throw error;
  }
  return { bookingId: booking.id, start: booking.start, end: booking.end };
}
