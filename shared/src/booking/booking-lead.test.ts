import { describe, expect, it } from 'vitest';
import type { BookingEventDetail } from './booking-events';
import { BOOKING_DETAIL_TYPES } from './booking-event-names';
import {
  attendanceActivityOf,
  attendanceChangesOf,
  bookedLeadChangesOf,
  bookedNewLeadOf,
  bookingActivityOf,
  londonDateTimeOf,
} from './booking-lead';
import type { Lead } from '../leads/lead';
import { buildNewLead } from '../leads/lead-changes';

const detail: BookingEventDetail = {
  booking: {
    id: 'b1',
    start: '2026-03-30T08:00:00.000Z',
    end: '2026-03-30T08:30:00.000Z',
    status: 'booked',
    sequence: 0,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'We need a growth plan.',
    createdAt: '2026-03-20T10:00:00.000Z',
    updatedAt: '2026-03-20T10:00:00.000Z',
  },
};
const leadIn = (status: Lead['status'], consultationBookedDate?: string): Lead =>
  buildNewLead(
    { name: 'Ada', email: 'ada@example.com', source: 'contact_form', status, consultationBookedDate },
    'l1',
    '2026-03-01T00:00:00.000Z',
  );

describe('bookedNewLeadOf', () => {
  it('a first booking is a consultation_booking lead in Consultation with the date', () => {
    expect(bookedNewLeadOf(detail)).toMatchObject({
      source: 'consultation_booking',
      status: 'consultation',
      consultationBookedDate: '2026-03-30T08:00:00.000Z',
      message: 'We need a growth plan.',
    });
  });
});

describe('bookedLeadChangesOf', () => {
  it.each([
    [
      'a new lead moves to Consultation',
      'new_lead',
      undefined,
      BOOKING_DETAIL_TYPES.booked,
      'consultation',
      detail.booking.start,
    ],
    [
      'a legacy contacted lead moves to Consultation',
      'contacted',
      undefined,
      BOOKING_DETAIL_TYPES.booked,
      'consultation',
      detail.booking.start,
    ],
    [
      'a lead in Proposal stays there',
      'proposal',
      undefined,
      BOOKING_DETAIL_TYPES.booked,
      undefined,
      detail.booking.start,
    ],
    [
      'a reschedule moves the date',
      'consultation',
      '2026-03-29T08:00:00.000Z',
      BOOKING_DETAIL_TYPES.rescheduled,
      undefined,
      detail.booking.start,
    ],
    [
      'a cancellation clears its own date',
      'consultation',
      detail.booking.start,
      BOOKING_DETAIL_TYPES.cancelled,
      undefined,
      null,
    ],
    [
      'a cancellation keeps a date set otherwise',
      'consultation',
      '2026-04-02T08:00:00.000Z',
      BOOKING_DETAIL_TYPES.cancelled,
      undefined,
      undefined,
    ],
  ] as const)('%s', (_label, status, date, type, expectedStatus, expectedDate) => {
    const changes = bookedLeadChangesOf(leadIn(status, date), type, detail);
    expect(changes.status).toBe(expectedStatus);
    expect(changes.consultationBookedDate).toBe(expectedDate);
  });
});

describe('bookingActivityOf', () => {
  it.each([
    [BOOKING_DETAIL_TYPES.booked, 'Consultation booked for Monday 30 March 2026 at 09:00'],
    [BOOKING_DETAIL_TYPES.rescheduled, 'Consultation moved to Monday 30 March 2026 at 09:00'],
    [BOOKING_DETAIL_TYPES.cancelled, 'Consultation on Monday 30 March 2026 at 09:00 cancelled by the visitor'],
  ])('%s: %s (London time, keyed by the event id)', (type, summary) => {
    expect(bookingActivityOf(type, detail, 'event-1')).toMatchObject({ id: 'event-1', type: 'consultation', summary });
  });

  it('the booking entry carries the consent record, the others do not', () => {
    const booked = bookingActivityOf(
      BOOKING_DETAIL_TYPES.booked,
      { booking: { ...detail.booking, consent: { noticeVersion: '2026-11-23' } } },
      'e',
    );
    expect(booked.details?.consent).toMatchObject({
      form: 'booking',
      noticeVersion: '2026-11-23',
      at: detail.booking.createdAt,
    });
    expect(bookingActivityOf(BOOKING_DETAIL_TYPES.cancelled, detail, 'e').details?.consent).toBeUndefined();
  });

  it('shows London wall time in winter too', () => {
    expect(londonDateTimeOf('2026-10-26T09:00:00.000Z')).toBe('Monday 26 October 2026 at 09:00');
  });
});

describe('attendance', () => {
  it.each([
    ['held', { lastContactDate: '2026-03-30T09:00:00.000Z' }, 'Consultation on Monday 30 March 2026 at 09:00 held'],
    [
      'no_show',
      { nextAction: 'Rebook the consultation', nextActionDate: '2026-03-30T09:00:00.000Z' },
      'No-show: consultation on Monday 30 March 2026 at 09:00',
    ],
  ] as const)('%s', (outcome, changes, summary) => {
    expect(attendanceChangesOf(outcome, '2026-03-30T09:00:00.000Z')).toEqual(changes);
    expect(attendanceActivityOf(detail.booking, outcome)).toMatchObject({ type: 'consultation', summary });
  });
});
