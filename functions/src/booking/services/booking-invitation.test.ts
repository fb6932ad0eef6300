import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@meridian/shared/booking/booking-events';
import { BOOKING_DETAIL_TYPES } from '@meridian/shared/booking/booking-event-names';
import { buildInvitation, invitationUid } from './booking-invitation';

const booking: Booking = {
  id: 'b-1',
  start: '2026-03-30T08:00:00.000Z',
  end: '2026-03-30T08:30:00.000Z',
  status: 'booked',
  sequence: 0,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Growth plan',
  createdAt: '2026-03-20T10:00:00.000Z',
  updatedAt: '2026-03-20T10:00:00.000Z',
};

describe('buildInvitation', () => {
  it.each([
    ['a booking in summer time', BOOKING_DETAIL_TYPES.booked, booking, 'REQUEST', '20260330T090000', 0],
    [
      'a reschedule into winter time',
      BOOKING_DETAIL_TYPES.rescheduled,
      { ...booking, start: '2026-10-26T09:00:00.000Z', end: '2026-10-26T09:30:00.000Z', sequence: 1 },
      'REQUEST',
      '20261026T090000',
      1,
    ],
    [
      'a cancellation',
      BOOKING_DETAIL_TYPES.cancelled,
      { ...booking, status: 'cancelled', sequence: 2 },
      'CANCEL',
      '20260330T090000',
      2,
    ],
  ] as const)(
    '%s: METHOD:%s, London wall time %s, SEQUENCE %s, the same UID',
    (_label, type, value, method, local, sequence) => {
      const { ics } = buildInvitation(value, type, 'info@meridianadvisory.co.uk', new Date('2026-03-20T10:00:00Z'));
      expect(ics).toContain(`METHOD:${method}`);
      expect(ics).toContain(`DTSTART;TZID=Europe/London:${local}`);
      expect(ics).toContain(`UID:${invitationUid('b-1')}`);
      expect(ics).toContain(`SEQUENCE:${sequence}`);
      expect(ics).toContain('LOCATION:https://meet.meridianadvisory.co.uk/consultation');
    },
  );

  it('a calendar parser reads the start as the booked instant, with the zone the invitation defines', () => {
    const { ics } = buildInvitation(booking, BOOKING_DETAIL_TYPES.booked, 'info@meridianadvisory.co.uk');
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    if (!zone) throw new Error('no VTIMEZONE');
    ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.startDate.toJSDate().toISOString()).toBe(booking.start);
    expect(event.endDate.toJSDate().toISOString()).toBe(booking.end);
    expect(event.attendees[0]?.getFirstValue()).toBe('MAILTO:ada@example.com');
  });

  it('a cancellation marks the event cancelled', () => {
    const { ics } = buildInvitation(
      { ...booking, status: 'cancelled', sequence: 1 },
      BOOKING_DETAIL_TYPES.cancelled,
      'info@x.co.uk',
    );
    expect(ics).toContain('STATUS:CANCELLED');
  });
});

describe('buildInvitation with a hostile name', () => {
  const hostile = 'Eve";ROLE=CHAIR;X="1":mailto:attacker@evil.example;CN="x';

  /** The organizer and attendee as an RFC 5545 parser reads them: value and every parameter. */
  const parties = (ics: string) => {
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    const read = (name: string) =>
      (event?.getAllProperties(name) ?? []).map((property) => {
        const [, params, , value] = property.toJSON() as [string, Record<string, string>, string, string];
        return { value, params };
      });
    return { organizer: read('organizer'), attendees: read('attendee') };
  };

  it.each([
    ['a booking', BOOKING_DETAIL_TYPES.booked, 'TRUE'],
    ['a cancellation', BOOKING_DETAIL_TYPES.cancelled, 'FALSE'],
  ] as const)(
    '%s: the attendee is the visitor with the name as one CN and no other parameters',
    (_label, type, rsvp) => {
      const { ics } = buildInvitation({ ...booking, name: hostile }, type, 'Meridian Website <no-reply@meridian.test>');
      expect(parties(ics)).toEqual({
        organizer: [{ value: 'mailto:no-reply@meridian.test', params: { cn: 'Meridian Advisory' } }],
        attendees: [{ value: 'MAILTO:ada@example.com', params: { role: 'REQ-PARTICIPANT', rsvp, cn: hostile } }],
      });
    },
  );

  it.each([
    ['a line break', 'Ada\nLovelace'],
    ['a caret', 'Ada ^ Lovelace'],
    ['quotes', '"Ada" Lovelace'],
  ])('a name with %s comes back unchanged from the parser', (_label, name) => {
    const { ics } = buildInvitation({ ...booking, name }, BOOKING_DETAIL_TYPES.booked, 'no-reply@meridian.test');
    expect(parties(ics).attendees[0]?.params.cn).toBe(name);
  });
});
