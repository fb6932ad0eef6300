import { ADMIN_BOOKING_AVAILABILITY_PATH } from '@meridian/shared/admin-api-paths';
import { BOOKING_SLOTS_PATH } from '@meridian/shared/api-paths';
import { type AvailabilitySettings, DEFAULT_AVAILABILITY, type SlotsResponse } from '@meridian/shared/booking/booking';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffHeaders } from '../../testing/staff';
import { invokeHttp } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler as getSlots } from './get-booking-slots';
import { handler as getAvailability } from './get-booking-availability';
import { handler as putAvailability } from './put-booking-availability';

useTestTable();
let session: Record<string, string> = {};
beforeAll(async () => {
  session = await staffHeaders();
});

const put = (body: unknown, headers = session) =>
  invokeHttp(putAvailability, { method: 'PUT', path: ADMIN_BOOKING_AVAILABILITY_PATH, body, headers });
const get = (headers = session) =>
  invokeHttp(getAvailability, { method: 'GET', path: ADMIN_BOOKING_AVAILABILITY_PATH, headers });

describe('availability settings routes', () => {
  it('answer the defaults until saved, and 401 without a session', async () => {
    expect(await get()).toMatchObject({ statusCode: 200, body: DEFAULT_AVAILABILITY });
    expect((await get({})).statusCode).toBe(401);
    expect((await put(DEFAULT_AVAILABILITY, {})).statusCode).toBe(401);
  });

  it.each([
    [
      'an end before the start',
      { weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, monday: { start: '17:00', end: '09:00' } } },
    ],
    ['a 5-minute slot', { slotMinutes: 5 }],
    ['a negative buffer', { bufferMinutes: -1 }],
    ['a blocked date that is not a date', { blockedDates: ['2026-02-30'] }],
    ['an unknown field', { colour: 'blue' }],
    ['a missing weekday', { weeklyHours: { monday: null } }],
  ])('refuse %s with a 400 and keep the stored settings', async (_label, change) => {
    const res = await put({ ...DEFAULT_AVAILABILITY, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ error: expect.any(String) });
    expect((await get()).body).toEqual(DEFAULT_AVAILABILITY);
  });

  it('store new settings, which the public slot list follows', async () => {
    const weekends: AvailabilitySettings = {
      ...DEFAULT_AVAILABILITY,
      weeklyHours: {
        sunday: { start: '10:00', end: '11:00' },
        monday: null,
        tuesday: null,
        wednesday: null,
        thursday: null,
        friday: null,
        saturday: { start: '10:00', end: '11:00' },
      },
      slotMinutes: 60,
      minimumNoticeHours: 0,
    };
    expect(await put(weekends)).toMatchObject({ statusCode: 200, body: weekends });
    expect((await get()).body).toEqual(weekends);
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 14 * 86_400_000).toISOString();
    const res = await invokeHttp(getSlots, { method: 'GET', path: BOOKING_SLOTS_PATH, query: { from, to } });
    const { slots } = res.body as SlotsResponse;
    expect(slots.length).toBeGreaterThanOrEqual(3);
    for (const slot of slots) {
      expect([0, 6]).toContain(new Date(slot.start).getUTCDay());
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(3_600_000);
    }
  });
});
