import { randomUUID } from 'node:crypto';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { BOOKING_SLOTS_PATH, BOOKINGS_PATH } from '@meridian/shared/api-paths';
import { type BookingReceipt, LIVE_BOOKINGS_MESSAGE, type SlotsResponse } from '@meridian/shared/booking/booking';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_BUDGET_MESSAGE, clientBudgetWait } from '../../table/client-budget';
import { manageTokenOf } from '../services/booking-manage';
import { invokeHttp } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler as getSlots } from './get-booking-slots';
import { handler as postBooking } from './post-booking';
import { handler as postCancel } from './post-booking-cancel';
import { handler as postReschedule } from './post-booking-reschedule';

useTestTable();
const eventBridge = mockClient(EventBridgeClient);
afterAll(() => eventBridge.restore());
beforeEach(() => {
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-1' }] });
});

async function freeStarts(): Promise<string[]> {
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 21 * 86_400_000).toISOString();
  const res = await invokeHttp(getSlots, { method: 'GET', path: BOOKING_SLOTS_PATH, query: { from, to } });
  return (res.body as SlotsResponse).slots.map((slot) => slot.start);
}

const book = (start: string | undefined, email: string) =>
  invokeHttp(postBooking, {
    path: BOOKINGS_PATH,
    body: { start, name: 'Ada Lovelace', email, message: 'We want a plan for next year.' },
  });

describe('live bookings per visitor mailbox', () => {
  it('a third booking of one mailbox (any case or +tag) → 409, nothing stored or published', async () => {
    const local = `limit-${randomUUID().slice(0, 8)}`;
    const starts = (await freeStarts()).slice(0, 3);
    expect((await book(starts[0], `${local}+1@example.com`)).statusCode).toBe(201);
    expect((await book(starts[1], `${local.toUpperCase()}@Example.com`)).statusCode).toBe(201);
    eventBridge.resetHistory();
    const third = await book(starts[2], `${local}+2@example.com`);
    expect(third).toMatchObject({ statusCode: 409, body: { error: LIVE_BOOKINGS_MESSAGE } });
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
    expect(await freeStarts()).toContain(starts[2]);
  });

  it('holds under concurrency: six concurrent bookings of one mailbox in six slots → two 201', async () => {
    const email = `burst-${randomUUID().slice(0, 8)}@example.com`;
    const starts = (await freeStarts()).slice(3, 9);
    const answers = await Promise.all(starts.map((start) => book(start, email)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(2);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res).toMatchObject({ statusCode: 409, body: { error: LIVE_BOOKINGS_MESSAGE } });
    }
    expect((await freeStarts()).filter((start) => starts.includes(start))).toHaveLength(4);
  });

  it('a cancellation frees a place; a reschedule keeps it', async () => {
    const email = `manage-${randomUUID().slice(0, 8)}@example.com`;
    const [a = '', b = '', c = '', d = ''] = (await freeStarts()).slice(9, 13);
    const first = (await book(a, email)).body as BookingReceipt;
    expect((await book(b, email)).statusCode).toBe(201);
    const moved = await invokeHttp(postReschedule, {
      path: '/api/bookings/manage/reschedule',
      body: { token: manageTokenOf({ id: first.bookingId, end: first.end }), start: c },
    });
    expect(moved.statusCode).toBe(200);
    expect((await book(d, email)).statusCode).toBe(409);
    const cancelled = await invokeHttp(postCancel, {
      path: '/api/bookings/manage/cancel',
      body: { token: manageTokenOf({ id: first.bookingId, end: first.end }) },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await book(d, email)).statusCode).toBe(201);
  });
});

describe('bookings per client address', () => {
  const scale = process.env.RATE_LIMIT_SCALE;
  const wait = clientBudgetWait.ms;
  beforeEach(() => {
    process.env.RATE_LIMIT_SCALE = '1';
    clientBudgetWait.ms = 60_000;
  });
  afterEach(() => {
    process.env.RATE_LIMIT_SCALE = scale;
    clientBudgetWait.ms = wait;
  });

  it('books from one address with new mailboxes until refused: the seventh in an hour → 429 with Retry-After, nothing stored or published', async () => {
    const starts = (await freeStarts()).slice(20, 27);
    const fromOneClient = (start: string | undefined, index: number) =>
      invokeHttp(postBooking, {
        path: BOOKINGS_PATH,
        sourceIp: '192.0.2.77',
        body: {
          start,
          name: 'Ada Lovelace',
          email: `ip-${index}-${randomUUID().slice(0, 8)}@example.com`,
          message: 'We want a plan for next year.',
        },
      });
    for (const [index, start] of starts.slice(0, 6).entries()) {
      expect((await fromOneClient(start, index)).statusCode).toBe(201);
    }
    eventBridge.resetHistory();
    const refused = await fromOneClient(starts[6], 6);
    expect(refused).toMatchObject({ statusCode: 429, body: { error: CLIENT_BUDGET_MESSAGE } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
    expect(await freeStarts()).toContain(starts[6]);
    const otherClient = await invokeHttp(postBooking, {
      path: BOOKINGS_PATH,
      sourceIp: '192.0.2.78',
      body: {
        start: starts[6],
        name: 'Ada Lovelace',
        email: `other-${randomUUID().slice(0, 8)}@example.com`,
        message: 'We want a plan for next year.',
      },
    });
    expect(otherClient.statusCode).toBe(201);
  });

  it('bad input spends nothing: a 400 does not count', async () => {
    const bad = () =>
      invokeHttp(postBooking, {
        path: BOOKINGS_PATH,
        sourceIp: '192.0.2.79',
        body: { start: 'soon', name: '', email: 'x' },
      });
    for (let index = 0; index < 8; index++) expect((await bad()).statusCode).toBe(400);
    const [start] = (await freeStarts()).slice(30, 31);
    const good = await invokeHttp(postBooking, {
      path: BOOKINGS_PATH,
      sourceIp: '192.0.2.79',
      body: {
        start,
        name: 'Ada Lovelace',
        email: `good-${randomUUID().slice(0, 8)}@example.com`,
        message: 'We want a plan for next year.',
      },
    });
    expect(good.statusCode).toBe(201);
  });
});
