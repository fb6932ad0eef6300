import { TZDate } from '@date-fns/tz';
import type { Booking, BookingDetailType } from '@meridian/shared/booking/booking-events';
import { BOOKING_DETAIL_TYPES } from '@meridian/shared/booking/booking-events';
import { LONDON_TIME_ZONE } from '@meridian/shared/london-day';
import { siteConfig } from '@meridian/shared/site-config';
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/**
 * The iCalendar invitation of a booking (docs/product/booking.md#invitations), built with
 * ical-generator: `METHOD:REQUEST` for a booking or a reschedule and `METHOD:CANCEL` for a
 * cancellation; one stable UID per booking and its `SEQUENCE`; start and end with
 * `TZID=Europe/London` (London wall times) and the zone's definition; the meeting link as location
 * and URL.
 */

/**
 * Europe/London since 1996 (EU rules: BST from 01:00 UTC on the last Sunday of March to 01:00 UTC
 * on the last Sunday of October), as the VTIMEZONE that calendar clients read with `TZID`.
 */
export const LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19960331T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19961027T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** The UID of a booking's invitation: the same for every update and the cancellation. */
export const invitationUid = (bookingId: string): string => `consultation-${bookingId}@meridianadvisory.co.uk`;

/** An invitation ready to attach: the iCalendar text and its method. */
export interface Invitation {
  method: 'REQUEST' | 'CANCEL';
  ics: string;
}

/**
 * Builds the invitation of a booking event (pure).
 *
 * @param booking - the booking after the event (its `sequence` becomes `SEQUENCE`).
 * @param organizer - the firm's address that organises the call.
 * @param now - the stamp (`DTSTAMP`).
 */
export function buildInvitation(
  booking: Booking,
  detailType: BookingDetailType,
  organizer: string,
  now: Date = new Date(),
): Invitation {
  const cancelled = detailType === BOOKING_DETAIL_TYPES.cancelled;
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({
    prodId: `//${siteConfig.brand}//Consultations//EN`,
    method,
    timezone: { name: LONDON_TIME_ZONE, generator: () => LONDON_VTIMEZONE },
  });
  const meetingUrl = siteConfig.consultation.meetingUrl;
  calendar.createEvent({
    id: invitationUid(booking.id),
    sequence: booking.sequence,
    stamp: now,
    start: new TZDate(Date.parse(booking.start), LONDON_TIME_ZONE),
    end: new TZDate(Date.parse(booking.end), LONDON_TIME_ZONE),
    timezone: LONDON_TIME_ZONE,
    summary: `Consultation with ${siteConfig.brand}`,
    description: `Your consultation with ${siteConfig.brand}. Join the call: ${meetingUrl}`,
    location: meetingUrl,
    url: meetingUrl,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: siteConfig.brand, email: organizer },
    attendees: [{ name: booking.name, email: booking.email, rsvp: !cancelled, role: ICalAttendeeRole.REQ }],
  });
  return { method, ics: calendar.toString() };
}
