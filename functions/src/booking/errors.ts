import {
  BOOKING_CANCELLED_MESSAGE,
  LIVE_BOOKINGS_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
} from '@meridian/shared/booking/booking';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';

/**
 * Domain errors of consultation bookings (docs/product/booking.md#booking), mapped to 4xx JSON by
 * the HTTP wrapper like every `DomainError`.
 */

/** 409: another booking claimed the slot first (the slot item's conditional put failed). */
export class SlotTakenError extends ConflictError {
  constructor() {
    super(SLOT_TAKEN_MESSAGE);
  }
}

/** 400: the start is not one of the free slots (outside working hours, too soon, too far ahead, off the grid). */
export class SlotUnavailableError extends ValidationError {
  constructor() {
    super(SLOT_UNAVAILABLE_MESSAGE);
  }
}

/** 404: no such booking. */
export class BookingNotFoundError extends NotFoundError {
  constructor() {
    super('Booking not found');
  }
}

/** 409: the booking was cancelled, or changed meanwhile by another request. */
export class BookingChangedError extends ConflictError {
  constructor(message = BOOKING_CANCELLED_MESSAGE) {
    super(message);
  }
}

/** 409: the visitor's mailbox holds the most live bookings it may (docs/product/booking.md#booking). */
export class TooManyLiveBookingsError extends ConflictError {
  constructor() {
    super(LIVE_BOOKINGS_MESSAGE);
  }
}

/** 409: the mailbox's live bookings changed under a write, and went on changing through every retry. */
export class LiveBookingsChangedError extends ConflictError {
  constructor() {
    super('Your bookings changed at the same moment. Please try again.');
  }
}
