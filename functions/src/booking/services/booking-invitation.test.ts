import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { BOOKING_DETAIL_TYPES, type Booking } from '@meridian/shared/booking/booking-events';
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
