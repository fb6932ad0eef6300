import { EVENT_SOURCES } from '../event-names';

/**
 * Names of the booking events (docs/product/booking.md#booking); their detail schema is in
 * `booking-events.ts` (a module that only names them, such as the area's rule table, does not build it).
 */

/**
 * Source of the booking events on the custom bus: the website's, like the other visitor submissions
 * (the route functions may publish with that source only: docs/product/security.md#iam).
 */
export const BOOKING_EVENT_SOURCE = EVENT_SOURCES.website;

/** Detail types of the booking events. */
export const BOOKING_DETAIL_TYPES = {
  booked: 'ConsultationBooked',
  rescheduled: 'ConsultationRescheduled',
  cancelled: 'ConsultationCancelled',
} as const;
export type BookingDetailType = (typeof BOOKING_DETAIL_TYPES)[keyof typeof BOOKING_DETAIL_TYPES];
