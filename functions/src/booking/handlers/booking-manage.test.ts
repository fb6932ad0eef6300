import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { BOOKINGS_PATH } from '@meridian/shared/api-paths';
import type { BookingReceipt } from '@meridian/shared/booking/booking';
import { BOOKING_DETAIL_TYPES } from '@meridian/shared/booking/booking-event-names';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findLeadByEmail } from '../../leads/data/leads';
import { manageTokenOf } from '../services/booking-manage';
import { invokeHttp } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { OUTBOX_RELAY_AFTER_MS, relayOutboxEvents } from '../../table/outbox';
import { calendarOf, emailsAbout, freeStarts, useBookingEvents, visitor } from '../testing/booking-flow';
import { handler as postBooking } from './post-booking';
import { handler as postCancel } from './post-booking-cancel';
import { handler as postReschedule } from './post-booking-reschedule';

useTestTable();
const { eventBridge, published, deliverAll } = useBookingEvents();

describe('reschedule and cancel with the manage token', () => {
  it('moves the booking (old slot free, same UID, SEQUENCE 1), then cancels it (METHOD:CANCEL, slot free)', async () => {
    const [first = '', , second = ''] = await freeStarts();
    const tag = randomUUID().slice(0, 8);
    const booked = await invokeHttp(postBooking, { path: BOOKINGS_PATH, body: { start: first, ...visitor(tag) } });
    const receipt = booked.body as BookingReceipt;
    const token = manageTokenOf({ id: receipt.bookingId, end: receipt.end });

    const moved = await invokeHttp(postReschedule, {
      path: '/api/bookings/manage/reschedule',
      body: { token, start: second },
    });
    expect(moved).toMatchObject({ statusCode: 200, body: { start: second, status: 'booked' } });
    const free = await freeStarts();
    expect(free).toContain(first);
    expect(free).not.toContain(second);

    const cancelled = await invokeHttp(postCancel, { path: '/api/bookings/manage/cancel', body: { token } });
    expect(cancelled).toMatchObject({ statusCode: 200, body: { status: 'cancelled' } });
    expect(await freeStarts()).toContain(second);
    const again = await invokeHttp(postCancel, { path: '/api/bookings/manage/cancel', body: { token } });
    expect(again.statusCode).toBe(409);

    expect(published().map((event) => event['detail-type'])).toEqual(Object.values(BOOKING_DETAIL_TYPES));
    await deliverAll();
    const calendars = (await emailsAbout(`Visitor ${tag}`)).map(calendarOf);
    expect(calendars).toHaveLength(6);
    const uid = /UID:(\S+)/.exec(calendars[0] ?? '')?.[1];
    for (const calendar of calendars) expect(calendar).toContain(`UID:${uid}`);
    expect(calendars[2]).toContain('SEQUENCE:1');
    expect(calendars[4]).toContain('METHOD:CANCEL');
    expect(calendars[4]).toContain('SEQUENCE:2');
    const lead = await findLeadByEmail(`booker.${tag}@example.com`);
    expect(lead?.consultationBookedDate).toBeUndefined();
    expect(lead?.status).toBe('consultation');
  });

  it('a refused event keeps the move and the cancellation: 200 each, and the relay publishes both in order', async () => {
    const [first = '', second = ''] = await freeStarts();
    const booked = await invokeHttp(postBooking, { path: BOOKINGS_PATH, body: { start: first, ...visitor('keep') } });
    const receipt = booked.body as BookingReceipt;
    const token = manageTokenOf({ id: receipt.bookingId, end: receipt.end });
    eventBridge.on(PutEventsCommand).rejects(new Error('bus down'));
    const moved = await invokeHttp(postReschedule, {
      path: '/api/bookings/manage/reschedule',
      body: { token, start: second },
    });
    expect(moved).toMatchObject({ statusCode: 200, body: { start: second, status: 'booked' } });
    const cancelled = await invokeHttp(postCancel, { path: '/api/bookings/manage/cancel', body: { token } });
    expect(cancelled).toMatchObject({ statusCode: 200, body: { status: 'cancelled' } });
    const free = await freeStarts();
    expect(free).toContain(first);
    expect(free).toContain(second);
    eventBridge.reset();
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-2' }] });
    await relayOutboxEvents(new Date(Date.now() + OUTBOX_RELAY_AFTER_MS + 1_000));
    const ours = published().filter((event) => JSON.stringify(event.detail).includes(receipt.bookingId));
    expect(ours.map((event) => event['detail-type'])).toEqual([
      BOOKING_DETAIL_TYPES.rescheduled,
      BOOKING_DETAIL_TYPES.cancelled,
    ]);
  });

  it.each([
    ['a tampered token', (token: string) => `${token.slice(0, -2)}xx`],
    ['a token for another purpose', () => 'v1.confirm.abcdefghijklmnopqrstu.9999999999.sig'],
  ])('%s → 400 and nothing changes', async (_label, spoil) => {
    const [start = ''] = await freeStarts();
    const booked = await invokeHttp(postBooking, { path: BOOKINGS_PATH, body: { start, ...visitor('tamper') } });
    const receipt = booked.body as BookingReceipt;
    const token = spoil(manageTokenOf({ id: receipt.bookingId, end: receipt.end }));
    const res = await invokeHttp(postCancel, { path: '/api/bookings/manage/cancel', body: { token } });
    expect(res.statusCode).toBe(400);
    expect(await freeStarts()).not.toContain(start);
  });
});
