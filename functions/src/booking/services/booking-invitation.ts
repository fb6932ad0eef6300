import { TZDate } from '@date-fns/tz';
import type { Booking } from '@meridian/shared/booking/booking-events';
import type { BookingDetailType } from '@meridian/shared/booking/booking-event-names';
import { BOOKING_DETAIL_TYPES } from '@meridian/shared/booking/booking-event-names';
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

/**
 * A parameter value (such as `CN`) encoded per RFC 6868: `^` as `^^`, a line break as `^n` and `"`
 * as `^'`, so that no quote can close the quoted value and add parameters of its own. Written here
 * because ical-generator escapes quotes with a backslash, which RFC 5545 does not know (a parser
 * ends the value at the quote), and ical.js, which does encode them, is only a test dependency.
 *
 * @param value - the text, such as the visitor's name.
 * @returns the text without `"`, CR or LF, safe between the quotes of a parameter value.
 */
function encodeParameterValue(value: string): string {
  return value
    .replace(/\^/g, '^^')
    .replace(/\r\n|\r|\n/g, '^n')
    .replace(/"/g, "^'");
}

/**
 * The address of a sender such as `Meridian Advisory <info@example.com>`, or the value itself when
 * it is a bare address: a `mailto:` URI holds an address, never a display name.
 *
 * @param sender - `NOTIFY_FROM`, with or without a display name.
 */
function senderAddress(sender: string): string {
  const match = /<([^<>]+)>\s*$/.exec(sender);
  return (match?.[1] ?? sender).trim();
}

/** An invitation ready to attach: the iCalendar text and its method. */
export interface Invitation {
  method: 'REQUEST' | 'CANCEL';
  ics: string;
}

/**
 * Builds the invitation of a booking event (pure).
 *
 * @param booking - the booking after the event (its `sequence` becomes `SEQUENCE`).
 * @param organizer - the firm's sender that organises the call (`NOTIFY_FROM`: an address, with or
 *   without a display name); the invitation names it `CN="<brand>":mailto:<address>`.
 * @returns the invitation; the visitor's name is its attendee's `CN`, encoded per RFC 6868.
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
    organizer: { name: encodeParameterValue(siteConfig.brand), email: senderAddress(organizer) },
    attendees: [
      { name: encodeParameterValue(booking.name), email: booking.email, rsvp: !cancelled, role: ICalAttendeeRole.REQ },
    ],
  });
  return { method, ics: calendar.toString() };
}
