import { randomUUID } from 'node:crypto';
import { ADMIN_UPCOMING_CONSULTATIONS_PATH } from '@meridian/shared/admin-api-paths';
import { type UpcomingConsultation, REBOOK_NEXT_ACTION } from '@meridian/shared/booking/booking';
import type { Booking } from '@meridian/shared/booking/booking-events';
import { BOOKING_DETAIL_TYPES } from '@meridian/shared/booking/booking-event-names';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffHeaders } from '../../testing/staff';
import { changeBookingPlan, createBookingPlan } from '../data/bookings';
import { findLeadByEmail, getLeadWithActivity } from '../../leads/data/leads';
import { commitPlan } from '../../table/write-plan';
import { recordBookingOnLead } from '../services/booking-lead';
import { invokeHttp } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler as listUpcoming } from './list-upcoming-consultations';
import { handler as postAttendance } from './post-booking-attendance';

useTestTable();
let session: Record<string, string> = {};
beforeAll(async () => {
  session = await staffHeaders();
});

let count = 0;
/** A stored booking `hours` from now (each its own slot) and, through the booking event, its lead. */
async function booked(hours: number): Promise<Booking> {
  count += 1;
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 + hours * 3_600_000 + count * 60_000).toISOString();
  const tag = randomUUID().slice(0, 8);
  const booking: Booking = {
    id: randomUUID(),
    start,
    end: new Date(Date.parse(start) + 1_800_000).toISOString(),
    status: 'booked',
    sequence: 0,
    name: `Nora Noshow ${tag}`,
    email: `attendance.${tag}@example.com`,
    message: 'Attendance test message.',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  };
  await commitPlan(createBookingPlan(booking));
  await recordBookingOnLead(randomUUID(), BOOKING_DETAIL_TYPES.booked, { booking });
  return booking;
}

const mark = (bookingId: string, body: unknown, headers = session) =>
  invokeHttp(postAttendance, {
    method: 'POST',
    path: `/api/admin/bookings/${bookingId}/attendance`,
    pathParameters: { id: bookingId },
    body,
    headers,
  });
const upcoming = async () =>
  (
    (await invokeHttp(listUpcoming, { method: 'GET', path: ADMIN_UPCOMING_CONSULTATIONS_PATH, headers: session }))
      .body as {
      items: UpcomingConsultation[];
    }
  ).items;

describe('consultations in the CRM', () => {
  it('lists the coming and the unmarked past consultations with their leads, soonest first', async () => {
    const past = await booked(-3);
    const coming = await booked(30);
    const items = await upcoming();
    const ids = items.map((item) => item.bookingId);
    expect(ids.indexOf(past.id)).toBeLessThan(ids.indexOf(coming.id));
    const lead = await findLeadByEmail(coming.email);
    expect(items.find((item) => item.bookingId === coming.id)).toMatchObject({ leadId: lead?.id, name: coming.name });
  });

  it('a no-show goes on the timeline with "Rebook the consultation" as next action, and leaves the list', async () => {
    const booking = await booked(-2);
    const res = await mark(booking.id, { outcome: 'no_show' });
    expect(res).toMatchObject({ statusCode: 200, body: { bookingId: booking.id, attendance: 'no_show' } });
    const lead = await findLeadByEmail(booking.email);
    expect(lead).toMatchObject({ nextAction: REBOOK_NEXT_ACTION });
    const { activity } = await getLeadWithActivity(lead?.id ?? '');
    expect(activity[0]?.summary).toMatch(/^No-show: consultation on /);
    expect((await upcoming()).map((item) => item.bookingId)).not.toContain(booking.id);
  });

  it('a held call becomes the last contact', async () => {
    const booking = await booked(-1);
    expect((await mark(booking.id, { outcome: 'held' })).statusCode).toBe(200);
    const lead = await findLeadByEmail(booking.email);
    expect(lead?.lastContactDate).toBeDefined();
    expect((await getLeadWithActivity(lead?.id ?? '')).activity[0]?.summary).toMatch(/ held$/);
  });

  it.each([
    ['an unknown outcome', async () => (await booked(-4)).id, { outcome: 'late' }, 400],
    ['a call not yet started', async () => (await booked(5)).id, { outcome: 'held' }, 400],
    ['an unknown booking', async () => randomUUID(), { outcome: 'held' }, 404],
    [
      'a cancelled booking',
      async () => {
        const booking = await booked(-5);
        await commitPlan(changeBookingPlan(booking, { ...booking, status: 'cancelled', sequence: 1 }));
        return booking.id;
      },
      { outcome: 'no_show' },
      409,
    ],
  ])('refuses %s (%s) and changes nothing', async (_label, arrange, body, status) => {
    const id = await arrange();
    const res = await mark(id, body);
    expect(res.statusCode).toBe(status);
    expect(res.body).toMatchObject({ error: expect.any(String) });
  });

  it('needs a session', async () => {
    const booking = await booked(-6);
    expect((await mark(booking.id, { outcome: 'held' }, {})).statusCode).toBe(401);
  });
});
