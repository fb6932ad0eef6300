import type { ManagedBooking, Slot } from '@meridian/shared/booking/booking';
import type { Booking } from '@meridian/shared/booking/booking-events';
import { BOOKING_DETAIL_TYPES } from '@meridian/shared/booking/booking-event-names';
import { changeBookingPlan, findBooking, getBooking } from '../data/bookings';
import { BookingChangedError, BookingNotFoundError, SlotUnavailableError } from '../errors';
import { ExpiredTokenError, signToken, verifyToken } from '../../lib/privacy-key';
import { liveBookingsStep } from '../data/live-bookings';
import { bookingEvent, commitAnnounced, requireFreeSlot, withLiveBookings } from './booking';

/**
 * The visitor's manage link (docs/product/booking.md#manage-link): a token signed with the privacy
 * key for `manage-booking`, naming the booking and valid until the consultation ends; with it the
 * visitor sees the booking, moves it to another free slot or cancels it.
 */

/**
 * The manage token of a booking. Its signed expiry is the booking's end when it is issued; the
 * link works until the booking's end as stored at each use ({@link bookingOfToken}), so a link
 * sent before a reschedule keeps working until the new end.
 *
 * @param key - the privacy key ring (default: this function's `PRIVACY_KEY`).
 * @returns the `v2.<key id>.manage-booking.<booking id>.<end, epoch seconds>.<signature>` token.
 */
export function manageTokenOf(booking: Pick<Booking, 'id' | 'end'>, key?: string): string {
  return signToken('manage-booking', booking.id, Math.floor(Date.parse(booking.end) / 1000), key);
}

/**
 * The booking a manage token names, while that booking has not ended
 * (docs/product/booking.md#manage-link): the signature and purpose are checked first; the expiry is
 * the booking's current end, not the one signed into the token, which a reschedule outdates.
 *
 * @throws InvalidTokenError or ExpiredTokenError (400); ExpiredTokenError too when the booking no
 *   longer exists or has ended.
 */
async function bookingOfToken(token: string, now: Date): Promise<Booking> {
  // Signature and purpose only: the signed expiry is checked below against the current end instead.
  const { subscriberId: bookingId } = verifyToken(token, 'manage-booking', Number.NEGATIVE_INFINITY);
  let booking: Booking;
  try {
    booking = await getBooking(bookingId);
  } catch (error) {
    if (error instanceof BookingNotFoundError) throw new ExpiredTokenError();
    throw error;
  }
  if (Date.parse(booking.end) <= now.getTime()) throw new ExpiredTokenError();
  return booking;
}

/** What the manage page shows of the booking a token names (`GET /api/bookings/manage`). */
export async function getManagedBooking(token: string, now: Date = new Date()): Promise<ManagedBooking> {
  const { id, start, end, status, name } = await bookingOfToken(token, now);
  return { bookingId: id, start, end, status, name };
}

/**
 * Stores a change of a booked consultation with its event in the outbox and publishes the event
 * (`commitAnnounced`) and the mailbox's live bookings: a change whose answer was lost is confirmed by reading the booking back, and
 * an event the bus does not take now is published by the outbox relay.
 */
async function changeBooking(before: Booking, after: Booking, detailType: string): Promise<ManagedBooking> {
  const previousStart = after.start === before.start ? undefined : before.start;
  await withLiveBookings(after.email, new Date(after.updatedAt), async (live) => {
    // A move keeps its place among the mailbox's live bookings (with its new end); a cancellation frees it.
    const others = Object.fromEntries(Object.entries(live.bookings).filter(([id]) => id !== after.id));
    const bookings = after.status === 'booked' ? { ...others, [after.id]: after.end } : others;
    await commitAnnounced(
      [...changeBookingPlan(before, after), liveBookingsStep(live, bookings)],
      bookingEvent(detailType, { booking: after, previousStart }, after.updatedAt),
      async () => {
        const stored = await findBooking(after.id);
        return stored?.sequence === after.sequence && stored.status === after.status && stored.start === after.start;
      },
    );
  });
  return { bookingId: after.id, start: after.start, end: after.end, status: after.status, name: after.name };
}

/**
 * Cancels the booking a token names: frees its slot, raises its sequence and publishes
 * `ConsultationCancelled`.
 *
 * @throws 400 for a bad token; BookingChangedError (409) when it is already cancelled or changed
 *   meanwhile; EventPublishError (503).
 */
export async function cancelBooking(token: string, now: Date = new Date()): Promise<ManagedBooking> {
  const before = await bookingOfToken(token, now);
  if (before.status !== 'booked') throw new BookingChangedError();
  const after: Booking = {
    ...before,
    status: 'cancelled',
    sequence: before.sequence + 1,
    updatedAt: now.toISOString(),
  };
  return changeBooking(before, after, BOOKING_DETAIL_TYPES.cancelled);
}

/**
 * Moves the booking a token names to the free slot at `start`: claims the new slot and frees the
 * old one in one transaction, raises the sequence and publishes `ConsultationRescheduled`.
 *
 * @throws 400 for a bad token or a start that is not a free slot (its own slot included);
 *   SlotTakenError (409); BookingChangedError (409) when cancelled or changed meanwhile.
 */
export async function rescheduleBooking(token: string, start: string, now: Date = new Date()): Promise<ManagedBooking> {
  const before = await bookingOfToken(token, now);
  if (before.status !== 'booked') throw new BookingChangedError();
  if (start === before.start) throw new SlotUnavailableError();
  const slot: Slot = await requireFreeSlot(start, now);
  const after: Booking = { ...before, ...slot, sequence: before.sequence + 1, updatedAt: now.toISOString() };
  return changeBooking(before, after, BOOKING_DETAIL_TYPES.rescheduled);
}
