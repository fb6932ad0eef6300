import type { AttendanceOutcome, UpcomingConsultation } from '@meridian/shared/booking/booking';
import type { Booking } from '@meridian/shared/booking/booking-events';
import { attendanceActivityOf, attendanceChangesOf } from '@meridian/shared/booking/booking-lead';
import { applyLeadChanges } from '@meridian/shared/leads/lead-changes';
import { attendanceStep, getBooking, listBookingsBetween } from '../data/bookings';
import { addActivityStep, buildActivity, findLeadByEmail, replaceLeadPlan } from '../../leads/records';
import { commitPlan } from '../../table/write-plan';
import { BookingChangedError } from '../errors';
import { ValidationError } from '../../lib/errors';

/**
 * The CRM's consultations (docs/product/booking.md#staff): the upcoming ones (and those of the past
 * week not yet marked), and staff's record of a call as held or a no-show, which also goes on the
 * lead through the one write path.
 */

const DAY_MS = 86_400_000;
/** How far back unmarked consultations stay in the list (days). */
const MARKABLE_DAYS = 7;
/** How far ahead the list reaches (days). */
const AHEAD_DAYS = 28;

const rowOf = (booking: Booking, leadId: string | undefined): UpcomingConsultation => ({
  bookingId: booking.id,
  start: booking.start,
  end: booking.end,
  name: booking.name,
  company: booking.company,
  email: booking.email,
  leadId,
  attendance: booking.attendance,
});

/**
 * The booked consultations that start in `[from, to)`, soonest first, each with its lead's id when a
 * lead has the booking's email (one Query of the booking index, then the email claims).
 *
 * @param from - ISO-8601 UTC.
 * @param to - ISO-8601 UTC.
 * @throws the DynamoDB error when a read fails.
 */
export async function consultationsBetween(from: string, to: string): Promise<UpcomingConsultation[]> {
  const bookings = await listBookingsBetween(from, to);
  const leads = await Promise.all(bookings.map((booking) => findLeadByEmail(booking.email)));
  return bookings.map((booking, index) => rowOf(booking, leads[index]?.id));
}

/**
 * The consultations of the next 28 days, and those of the past 7 days not yet marked, soonest
 * first, each with its lead's id when the lead exists.
 */
export async function listUpcomingConsultations(now: Date = new Date()): Promise<{ items: UpcomingConsultation[] }> {
  const from = new Date(now.getTime() - MARKABLE_DAYS * DAY_MS).toISOString();
  const to = new Date(now.getTime() + AHEAD_DAYS * DAY_MS).toISOString();
  const bookings = (await listBookingsBetween(from, to)).filter(
    (booking) => booking.attendance === undefined || booking.start >= now.toISOString(),
  );
  const leads = await Promise.all(bookings.map((booking) => findLeadByEmail(booking.email)));
  return { items: bookings.map((booking, index) => rowOf(booking, leads[index]?.id)) };
}

/**
 * Records a consultation as held or a no-show: on the booking, and on its lead (a held call is the
 * last contact; a no-show gets the next action "Rebook the consultation") with a timeline entry, in
 * one transaction.
 *
 * @throws BookingNotFoundError (404); ValidationError (400) before the call has started;
 *   BookingChangedError (409) when it was cancelled or changed meanwhile; VersionConflictError (409)
 *   when the lead changed meanwhile.
 */
export async function recordAttendance(
  bookingId: string,
  outcome: AttendanceOutcome,
  now: Date = new Date(),
): Promise<UpcomingConsultation> {
  const booking = await getBooking(bookingId);
  if (booking.status !== 'booked') throw new BookingChangedError();
  if (booking.start > now.toISOString()) throw new ValidationError('The consultation has not started yet.');
  const at = now.toISOString();
  const lead = await findLeadByEmail(booking.email);
  const leadSteps = lead
    ? [
        ...replaceLeadPlan(lead, applyLeadChanges(lead, attendanceChangesOf(outcome, at), at)),
        addActivityStep(buildActivity(lead.id, attendanceActivityOf(booking, outcome), at)),
      ]
    : [];
  await commitPlan([attendanceStep(booking, outcome, at), ...leadSteps]);
  return rowOf({ ...booking, attendance: outcome }, lead?.id);
}
