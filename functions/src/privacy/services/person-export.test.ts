import { randomUUID } from 'node:crypto';
import type { Booking } from '@meridian/shared/booking/booking-events';
import { describe, expect, it } from 'vitest';
import { createBookingPlan } from '../../booking/data/bookings';
import { createLead } from '../../leads/services/leads';
import { commitPlan } from '../../table/write-plan';
import { completeTask, createTask } from '../../tasks/services/tasks';
import { useTestTable } from '../../testing/table';
import { exportPerson } from './privacy-admin';

useTestTable();

const partner = { id: `user-${randomUUID()}`, role: 'partner' as const };

/** A booking made with `email`, stored as the booking route stores it. */
async function booked(email: string, start: string, status: Booking['status'] = 'booked'): Promise<Booking> {
  const booking: Booking = {
    id: randomUUID(),
    start,
    end: new Date(Date.parse(start) + 1_800_000).toISOString(),
    status,
    sequence: 0,
    name: 'Rosalind Vane',
    email,
    message: 'About the interim COO role.',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
  await commitPlan(createBookingPlan(booking));
  return booking;
}

describe('exportPerson (an access request)', () => {
  it("holds the lead's tasks, open and done, and every booking made with the address", async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `rosalind.${tag}@example.com`;
    const lead = await createLead({ name: 'Rosalind Vane', email, source: 'contact_form' });
    const first = await createTask(
      lead.id,
      { title: 'Call Rosalind about her move', dueAt: '2026-12-01T09:00:00.000Z' },
      partner,
      new Date('2026-11-20T09:00:00.000Z'),
    );
    await createTask(
      lead.id,
      { title: 'Send the proposal', dueAt: '2026-12-02T09:00:00.000Z' },
      partner,
      new Date('2026-11-21T09:00:00.000Z'),
    );
    await completeTask(first.id, partner);
    const kept = await booked(email.toUpperCase(), '2031-01-06T10:00:00.000Z');
    const cancelled = await booked(email, '2031-01-07T10:00:00.000Z', 'cancelled');
    await booked(`someone.else.${tag}@example.com`, '2031-01-08T10:00:00.000Z');

    const { content } = await exportPerson(email);

    expect(content.tasks.map((task) => [task.title, task.state])).toEqual([
      ['Call Rosalind about her move', 'done'],
      ['Send the proposal', 'open'],
    ]);
    expect(content.bookings.map((booking) => booking.id).sort()).toEqual([kept.id, cancelled.id].sort());
  });

  it('gives empty task and booking parts for an address with nothing held', async () => {
    const { content } = await exportPerson(`nobody.${randomUUID().slice(0, 8)}@example.com`);
    expect(content).toMatchObject({ lead: null, tasks: [], bookings: [] });
  });
});
