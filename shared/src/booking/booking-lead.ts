import { type AttendanceOutcome, REBOOK_NEXT_ACTION } from './booking';
import type { Booking, BookingEventDetail } from './booking-events';
import type { BookingDetailType } from './booking-event-names';
import { BOOKING_DETAIL_TYPES } from './booking-event-names';
import type { Lead } from '../leads/lead';
import type { LeadChanges, NewActivity, NewLead } from '../leads/lead-changes';
import { scoreInputsOf } from '../leads/score-inputs';
import { boardColumn } from '../pipeline/pipeline';
import { STAGE_KEYS } from '../pipeline/pipeline-stages';
import { londonFormatOnFirstUse } from '../london-day';
import { consentRecordOf } from '../privacy/privacy-consent';

/**
 * Pure rules of a booking event on the lead (docs/product/booking.md#into-the-crm): what a new lead
 * holds, what a booking, a reschedule or a cancellation changes on an existing lead, and the
 * timeline entry each adds. Staff-visible fields of an existing lead are never overwritten.
 */

const CONSULTATION_INDEX = STAGE_KEYS.indexOf('consultation');

/**
 * The lead of a first booking: source `consultation_booking`, stage Consultation, the consultation
 * date and the scoring inputs the visitor gave (docs/product/leads.md#scoring-inputs).
 */
export function bookedNewLeadOf(detail: BookingEventDetail): NewLead {
  const { name, email, company, message, start } = detail.booking;
  return {
    name,
    email,
    company,
    message,
    ...scoreInputsOf(detail.booking),
    source: 'consultation_booking',
    status: 'consultation',
    consultationBookedDate: start,
  };
}

/**
 * The change a booking event makes to an existing lead.
 *
 * @returns for a booking or a reschedule: `consultationBookedDate` = the start, and stage
 *   Consultation unless the lead's board column is already Consultation or later; a new booking
 *   also sets the scoring inputs the visitor gave (docs/product/leads.md#scoring-inputs); for a
 *   cancellation: `consultationBookedDate` cleared when it still holds the cancelled start.
 */
export function bookedLeadChangesOf(
  existing: Lead,
  detailType: BookingDetailType,
  detail: BookingEventDetail,
): LeadChanges {
  const { start } = detail.booking;
  if (detailType === BOOKING_DETAIL_TYPES.cancelled) {
    return { consultationBookedDate: existing.consultationBookedDate === start ? null : undefined };
  }
  const behind = STAGE_KEYS.indexOf(boardColumn(existing)) < CONSULTATION_INDEX;
  const inputs = detailType === BOOKING_DETAIL_TYPES.booked ? scoreInputsOf(detail.booking) : {};
  return { ...inputs, consultationBookedDate: start, status: behind ? 'consultation' : undefined };
}

// Made on first use: every function that only imports this module for its types or rules should
// not pay for the zone data at cold start.
const londonTimeFormat = londonFormatOnFirstUse({ dateStyle: 'full', timeStyle: 'short' });

/** A start instant as the firm reads it: "Friday 27 March 2026 at 09:00" (Europe/London). */
export function londonDateTimeOf(start: string): string {
  return londonTimeFormat().format(new Date(start)).replace(',', '');
}

/**
 * The timeline entry of a booking event, keyed by the event id (a redelivery writes the same entry).
 *
 * @param eventId - the EventBridge event id.
 * @param at - when it happened (the booking's `updatedAt`), ISO-8601 UTC.
 */
export function bookingActivityOf(
  detailType: BookingDetailType,
  detail: BookingEventDetail,
  eventId: string,
): NewActivity {
  const { booking, previousStart } = detail;
  const when = londonDateTimeOf(booking.start);
  const summary =
    detailType === BOOKING_DETAIL_TYPES.booked
      ? `Consultation booked for ${when}`
      : detailType === BOOKING_DETAIL_TYPES.rescheduled
        ? `Consultation moved to ${when}`
        : `Consultation on ${when} cancelled by the visitor`;
  return {
    id: eventId,
    at: booking.updatedAt,
    type: 'consultation',
    summary,
    text: detailType === BOOKING_DETAIL_TYPES.booked ? booking.message : undefined,
    details: {
      bookingId: booking.id,
      start: booking.start,
      end: booking.end,
      previousStart,
      status: booking.status,
      // The booking's consent record (docs/product/privacy.md#consent-records), with the booking itself.
      ...(detailType === BOOKING_DETAIL_TYPES.booked
        ? { consent: consentRecordOf('booking', booking.consent, booking.createdAt) }
        : {}),
    },
  };
}

/**
 * The change staff's record of a consultation makes to the lead (docs/product/booking.md#staff): a
 * held call is the last contact; a no-show gets the next action "Rebook the consultation", due now.
 *
 * @param now - ISO-8601 UTC.
 */
export function attendanceChangesOf(outcome: AttendanceOutcome, now: string): LeadChanges {
  return outcome === 'held' ? { lastContactDate: now } : { nextAction: REBOOK_NEXT_ACTION, nextActionDate: now };
}

/** The timeline entry of staff's record of a consultation. */
export function attendanceActivityOf(booking: Booking, outcome: AttendanceOutcome): NewActivity {
  const when = londonDateTimeOf(booking.start);
  return {
    type: 'consultation',
    summary: outcome === 'held' ? `Consultation on ${when} held` : `No-show: consultation on ${when}`,
    details: { bookingId: booking.id, start: booking.start, attendance: outcome },
  };
}
