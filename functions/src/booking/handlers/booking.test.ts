import { randomUUID } from 'node:crypto';
import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { BOOKING_SLOTS_PATH, BOOKINGS_PATH } from '@meridian/shared/api-paths';
import {
  BOOKING_NAME_MESSAGE,
  type BookingReceipt,
  SLOT_TAKEN_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
} from '@meridian/shared/booking/booking';
import { BOOKING_DETAIL_TYPES } from '@meridian/shared/booking/booking-event-names';
import { describe, expect, it } from 'vitest';
import { findLeadByEmail, getLeadWithActivity } from '../../leads/data/leads';
import { invokeHttp } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { dynamoDbClient } from '../../lib/clients';
import { OUTBOX_RELAY_AFTER_MS, relayOutboxEvents } from '../../table/outbox';
import { calendarOf, emailsAbout, freeStarts, useBookingEvents, visitor } from '../testing/booking-flow';
import { handler as getSlots } from './get-booking-slots';
import { handler as postBooking } from './post-booking';

useTestTable();
const { eventBridge, published, deliverAll } = useBookingEvents();

describe('POST /api/bookings', () => {
  it('20 concurrent bookings of one slot: one 201, nineteen 409, one lead and one pair of emails', async () => {
    const [start] = await freeStarts();
    const tag = randomUUID().slice(0, 8);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        invokeHttp(postBooking, { path: BOOKINGS_PATH, body: { start, ...visitor(tag) } }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(19);
    for (const res of refused) expect(res.body).toEqual({ error: SLOT_TAKEN_MESSAGE });
    expect(await freeStarts()).not.toContain(start);

    expect(published()).toHaveLength(1);
    await deliverAll();
    const lead = await findLeadByEmail(`booker.${tag}@example.com`);
    expect(lead).toMatchObject({
      source: 'consultation_booking',
      status: 'consultation',
      consultationBookedDate: start,
    });
    const timeline = await getLeadWithActivity(lead?.id ?? '');
    expect(timeline.activity.filter((entry) => entry.type === 'consultation')).toHaveLength(1);

    const emails = await emailsAbout(`Visitor ${tag}`);
    expect(emails.map((email) => email.destination.to)).toEqual([
      [`booker.${tag}@example.com`],
      ['leads@meridian.test', 'partners@meridian.test'],
    ]);
    for (const email of emails) {
      expect(calendarOf(email)).toContain('METHOD:REQUEST');
      expect(email.body.html).not.toMatch(/<img|<script/i);
    }
    expect(emails[0]?.body.text).toContain('https://www.meridian.test/book/manage?token=');
    expect(emails[1]?.body.html).toContain('&lt;script&gt;growth&lt;/script&gt;');
  });

  it('stores company size, industry and urgency on the booking and its lead, scored by them (docs/product/leads.md#scoring-inputs)', async () => {
    const [start] = await freeStarts();
    const tag = randomUUID().slice(0, 8);
    const inputs = { employeeCount: '300-500', industryType: 'Healthcare', urgency: 'Medium' };
    const res = await invokeHttp(postBooking, { path: BOOKINGS_PATH, body: { start, ...visitor(tag), ...inputs } });
    expect(res.statusCode).toBe(201);
    expect(published()[0]?.detail).toMatchObject({ booking: inputs });
    await deliverAll();
    // 300-500 employees 20 + revenue unknown 5 + Healthcare 10 + booking 12 + Medium 10.
    expect(await findLeadByEmail(`booker.${tag}@example.com`)).toMatchObject({
      ...inputs,
      status: 'consultation',
      aiScore: 57,
    });
  });

  it.each([
    ['no start', { start: undefined }, 'Invalid request body'],
    ['a start without a zone', { start: '2030-01-07T09:00:00' }, 'Invalid request body'],
    ['a bad email', { email: 'not-an-email' }, 'Invalid request body'],
    ['a short message', { message: 'hi' }, 'Invalid request body'],
    ['an unknown field', { phone: '123' }, 'Invalid request body'],
    ['a company size outside the list', { employeeCount: '1-9' }, 'Invalid request body'],
    ['an urgency outside the list', { urgency: 'Soon' }, 'Invalid request body'],
    ['a start in the past', { start: '2020-01-06T09:00:00Z' }, SLOT_UNAVAILABLE_MESSAGE],
    ['a start off the grid', { start: 'OFFGRID' }, SLOT_UNAVAILABLE_MESSAGE],
  ])('%s → 400, nothing stored or published', async (_label, change, error) => {
    const [start = ''] = await freeStarts();
    const offGrid = new Date(Date.parse(start) + 10 * 60_000).toISOString();
    const body = { start, ...visitor('bad'), ...change };
    if (body.start === 'OFFGRID') body.start = offGrid;
    const res = await invokeHttp(postBooking, { path: BOOKINGS_PATH, body });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ error });
    expect(published()).toHaveLength(0);
    expect(await freeStarts()).toContain(start);
  });

  it('a name with invitation separators → 400 with the name rule, nothing stored or published', async () => {
    const [start = ''] = await freeStarts();
    const name = 'Eve";ROLE=CHAIR;X="1":mailto:attacker@evil.example;CN="x';
    const res = await invokeHttp(postBooking, { path: BOOKINGS_PATH, body: { start, ...visitor('eve'), name } });
    expect(res).toMatchObject({
      statusCode: 400,
      body: { error: 'Invalid request body', details: [{ path: 'name', message: BOOKING_NAME_MESSAGE }] },
    });
    expect(published()).toHaveLength(0);
    expect(await freeStarts()).toContain(start);
  });

  it('a refused event keeps the booking, recorded with its event: 201, the slot taken, and the relay publishes it', async () => {
    const [start = ''] = await freeStarts();
    const tag = randomUUID().slice(0, 8);
    eventBridge.on(PutEventsCommand).rejects(new Error('bus down'));
    const res = await invokeHttp(postBooking, { path: BOOKINGS_PATH, body: { start, ...visitor(tag) } });
    expect(res.statusCode).toBe(201);
    expect(await freeStarts()).not.toContain(start);
    eventBridge.reset();
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-relayed' }] });

    // Not before the handler's minute is over, then once.
    expect(await relayOutboxEvents(new Date())).toEqual({ published: 0, failed: 0 });
    const later = new Date(Date.now() + OUTBOX_RELAY_AFTER_MS + 1_000);
    expect((await relayOutboxEvents(later)).published).toBeGreaterThanOrEqual(1);
    expect(await relayOutboxEvents(later)).toEqual({ published: 0, failed: 0 });
    const relayed = published().filter((event) => JSON.stringify(event.detail).includes(tag));
    expect(relayed.map((event) => event['detail-type'])).toEqual([BOOKING_DETAIL_TYPES.booked]);
    await deliverAll();
    expect(await findLeadByEmail(`booker.${tag}@example.com`)).toMatchObject({ status: 'consultation' });
    expect(await emailsAbout(`Visitor ${tag}`)).toHaveLength(2);
  });

  it('the same request sent again with its Idempotency-Key answers with the booking it made, not 409', async () => {
    const [start = '', other = ''] = await freeStarts();
    const tag = randomUUID().slice(0, 8);
    const headers = { 'idempotency-key': randomUUID() };
    const first = await invokeHttp(postBooking, { path: BOOKINGS_PATH, headers, body: { start, ...visitor(tag) } });
    const again = await invokeHttp(postBooking, { path: BOOKINGS_PATH, headers, body: { start, ...visitor(tag) } });
    expect(first.statusCode).toBe(201);
    expect(again).toMatchObject({ statusCode: 201, body: first.body });
    expect(published()).toHaveLength(1);
    // The same key with another request is another booking.
    const changed = await invokeHttp(postBooking, {
      path: BOOKINGS_PATH,
      headers,
      body: { start: other, ...visitor(tag) },
    });
    expect(changed.statusCode).toBe(201);
    expect((changed.body as BookingReceipt).bookingId).not.toBe((first.body as BookingReceipt).bookingId);
  });

  it.each([
    ['too short', 'short'],
    ['a control character', 'abcdefgh\u0001'],
    ['a space', 'abcd efgh'],
  ])('an Idempotency-Key with %s → 400, nothing stored', async (_label, key) => {
    const [start = ''] = await freeStarts();
    const res = await invokeHttp(postBooking, {
      path: BOOKINGS_PATH,
      headers: { 'idempotency-key': key },
      body: { start, ...visitor('badkey') },
    });
    expect(res).toMatchObject({ statusCode: 400, body: { error: expect.stringContaining('Idempotency-Key') } });
    expect(await freeStarts()).toContain(start);
  });

  it('a booking stored though its answer was lost (timeouts after DynamoDB applied it) answers 201, once', async () => {
    const [start = ''] = await freeStarts();
    const tag = randomUUID().slice(0, 8);
    const name = 'loseTransactAnswer';
    let lost = 0;
    dynamoDbClient().middlewareStack.add(
      (next, context) => async (args) => {
        const output = await next(args);
        // Every attempt's answer is lost, the SDK's retries too: only reading back can tell.
        if (context.commandName === 'TransactWriteItemsCommand') {
          lost += 1;
          throw Object.assign(new Error('socket timed out after the write'), { name: 'TimeoutError', $metadata: {} });
        }
        return output;
      },
      { step: 'deserialize', name },
    );
    try {
      const res = await invokeHttp(postBooking, { path: BOOKINGS_PATH, body: { start, ...visitor(tag) } });
      expect(lost).toBe(3);
      expect(res.statusCode).toBe(201);
    } finally {
      dynamoDbClient().middlewareStack.remove(name);
    }
    expect(await freeStarts()).not.toContain(start);
    expect(published()).toHaveLength(1);
  });
});

describe('GET /api/booking/slots', () => {
  it.each([
    ['no range', {}],
    ['to before from', { from: '2030-01-08T00:00:00Z', to: '2030-01-07T00:00:00Z' }],
    ['more than 31 days', { from: '2030-01-01T00:00:00Z', to: '2030-02-05T00:00:00Z' }],
    ['not a date', { from: 'monday', to: '2030-01-07T00:00:00Z' }],
  ])('%s → 400', async (_label, query) => {
    const res = await invokeHttp(getSlots, { method: 'GET', path: BOOKING_SLOTS_PATH, query });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ error: expect.any(String) });
  });
});
