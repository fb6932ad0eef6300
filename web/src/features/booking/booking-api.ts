import {
  BOOKING_CANCEL_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_SLOTS_PATH,
  BOOKINGS_PATH,
} from '@meridian/shared/api-paths';
import {
  type BookingReceipt,
  type BookingRequest,
  bookingReceiptSchema,
  type ManagedBooking,
  managedBookingSchema,
  type SlotsResponse,
  slotsResponseSchema,
} from '@meridian/shared/booking/booking';
import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/privacy/privacy-notice';
import { apiJson } from '../../lib/api-client';

/**
 * The booking routes as the web calls them (docs/product/booking.md). This module loads with the
 * slot picker or the manage page, never with the contact page's first JavaScript.
 */

/** How many days ahead the picker offers (the server still applies notice and horizon). */
export const PICKER_DAYS = 14;

/**
 * `GET /api/booking/slots` for the coming days.
 *
 * @param now - the instant the range starts at.
 * @throws ApiError for a non-ok answer.
 */
export function fetchSlots(now: Date = new Date(), days = PICKER_DAYS): Promise<SlotsResponse> {
  const query = new URLSearchParams({
    from: now.toISOString(),
    to: new Date(now.getTime() + days * 86_400_000).toISOString(),
  });
  return apiJson('GET', `${BOOKING_SLOTS_PATH}?${query}`, slotsResponseSchema);
}

/**
 * `POST /api/bookings`, with the version of the privacy notice the form linked to.
 *
 * @throws ApiError: 409 when the slot was taken meanwhile, 400 for refused input.
 */
export function postBooking(request: BookingRequest): Promise<BookingReceipt> {
  return apiJson('POST', BOOKINGS_PATH, bookingReceiptSchema, {
    body: { ...request, consent: { noticeVersion: PRIVACY_NOTICE_VERSION } },
    idempotent: true,
  });
}

/** `GET /api/bookings/manage?token=`: the booking a manage link names. @throws ApiError (400 for a bad token). */
export function fetchManagedBooking(token: string): Promise<ManagedBooking> {
  return apiJson('GET', `${BOOKING_MANAGE_PATH}?${new URLSearchParams({ token })}`, managedBookingSchema);
}

/** `POST /api/bookings/manage/cancel`. @throws ApiError (409 when already cancelled). */
export function postCancelBooking(token: string): Promise<ManagedBooking> {
  return apiJson('POST', BOOKING_CANCEL_PATH, managedBookingSchema, { body: { token } });
}

/** `POST /api/bookings/manage/reschedule`. @throws ApiError (409 when the slot was just taken). */
export function postRescheduleBooking(token: string, start: string): Promise<ManagedBooking> {
  return apiJson('POST', BOOKING_RESCHEDULE_PATH, managedBookingSchema, { body: { token, start } });
}
