import * as z from '../zod';
import { ATTENDANCE_OUTCOMES, BOOKING_STATUSES } from './booking';
import { scoreInputsShape } from '../leads/score-inputs';
import { consentSchema } from '../privacy/privacy-consent';

/**
 * A stored consultation booking and the events of its life (docs/product/booking.md#booking):
 * booked, rescheduled, cancelled. Each event carries the booking as it is after the change, so that
 * every consumer (the lead, the invitations, the reminder) works from the event alone.
 */

/**
 * A booking as stored: its slot (instants ISO-8601 UTC), the visitor's details, its status and its
 * invitation `sequence` (0 when booked, one higher per reschedule or cancellation, as iCalendar's
 * SEQUENCE requires).
 */
export const bookingSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(BOOKING_STATUSES),
  sequence: z.number().int().min(0),
  name: z.string(),
  email: z.string(),
  company: z.string().optional(),
  message: z.string(),
  /** Optional scoring inputs the visitor gave (docs/product/leads.md#scoring-inputs). */
  ...scoreInputsShape,
  /** What the visitor agreed to (docs/product/privacy.md#consent-records). */
  consent: consentSchema.optional(),
  /** Recorded by staff after the call (docs/product/booking.md#staff). */
  attendance: z.enum(ATTENDANCE_OUTCOMES).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/**
 * The business key of a booking event (docs/decisions/037-nothing-accepted-is-lost.md): the booking
 * id and its change `sequence`, the same for every publication of one change, so a change published
 * twice (under two event ids) is recorded and emailed once.
 *
 * @returns `<booking id>-<sequence>`
 */
export function bookingChangeKey(booking: Pick<Booking, 'id' | 'sequence'>): string {
  return `${booking.id}-${booking.sequence}`;
}
export type Booking = z.output<typeof bookingSchema>;

/** Detail of every booking event: the booking after the change and, for a reschedule, the previous start. */
export const bookingEventDetailSchema = z.object({
  booking: bookingSchema,
  previousStart: z.string().optional(),
});
export type BookingEventDetail = z.output<typeof bookingEventDetailSchema>;
