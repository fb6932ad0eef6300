import { randomUUID } from 'node:crypto';
import type { Booking } from '@meridian/shared/booking/booking-events';
import {
  BOOKING_DETAIL_TYPES,
  BOOKING_EVENT_SOURCE,
  type BookingDetailType,
} from '@meridian/shared/booking/booking-event-names';
import { prepTaskId } from '@meridian/shared/booking/booking-prep-task';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoDbClient } from '../../lib/clients';
import { getLeadWithActivity } from '../../leads/records';
import { createLead, updateLead } from '../../leads/services/leads';
import { myDayOf } from '../../leads/services/my-day';
import { completeTask, tasksOfLead } from '../../tasks/services/tasks';
import { findTaskClaim } from '../../tasks/records';
import { commitPlan } from '../../table/write-plan';
import { eventBridgeEvent } from '../../testing/events';
import { lambdaContext } from '../../testing/http-events';
import { signedInStaff } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { handler as bookingToLead } from '../consumers/booking-to-lead';
import { bookingUnchangedStep } from '../data/booking-checks';
import { changeBookingPlan, createBookingPlan } from '../data/bookings';
import { BookingChangedError } from '../errors';
import { keepPrepTaskInStep } from './booking-prep-task';

useTestTable();

/**
 * The booking's preparation task (docs/product/booking.md#preparation-task) through the
 * `BookingToLead` consumer, against DynamoDB Local: the booking stored as the routes store it, its
 * events delivered (and redelivered) as EventBridge delivers them.
 */

let ownerId: string;
beforeAll(async () => {
  ownerId = (await signedInStaff('consultant')).user.id;
});

let nextDay = 0;
/** A free Wednesday-ish January day of a far year (GMT, no clock change), one per call: `YYYY-MM-DD`. */
function freshDay(): string {
  nextDay += 1;
  return new Date(Date.UTC(2040, 0, 1) + nextDay * 7 * 86_400_000).toISOString().slice(0, 10);
}
const at = (day: string, time: string) => `${day}T${time}:00.000Z`;

/** A stored booking (as `POST /api/bookings` stores it) for a lead of its email. */
async function booked(start: string, email: string): Promise<Booking> {
  const booking: Booking = {
    id: randomUUID(),
    start,
    end: new Date(Date.parse(start) + 1_800_000).toISOString(),
    status: 'booked',
    sequence: 0,
    name: 'Ada Booker',
    email,
    message: 'We would like a growth plan.',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  };
  await commitPlan(createBookingPlan(booking));
  return booking;
}

/** The booking after a reschedule or a cancellation, stored as the manage routes store it. */
async function changed(before: Booking, change: { start?: string; status?: 'cancelled' }): Promise<Booking> {
  const start = change.start ?? before.start;
  const after: Booking = {
    ...before,
    start,
    end: new Date(Date.parse(start) + 1_800_000).toISOString(),
    status: change.status ?? 'booked',
    sequence: before.sequence + 1,
    updatedAt: new Date().toISOString(),
  };
  await commitPlan(changeBookingPlan(before, after));
  return after;
}

const detailTypeOf = (booking: Booking, previous?: Booking): BookingDetailType =>
  booking.status === 'cancelled'
    ? BOOKING_DETAIL_TYPES.cancelled
    : previous
      ? BOOKING_DETAIL_TYPES.rescheduled
      : BOOKING_DETAIL_TYPES.booked;

/** Delivers the event of a booking change to the consumer (a fresh event id: another publication). */
async function deliver(booking: Booking, previous?: Booking): Promise<void> {
  const detail = { booking, ...(previous ? { previousStart: previous.start } : {}) };
  await bookingToLead(eventBridgeEvent(detailTypeOf(booking, previous), detail, BOOKING_EVENT_SOURCE), lambdaContext());
}

async function ownedLead(name = 'Ada Lovelace', owner: string | null = ownerId) {
  const email = `prep-${randomUUID()}@example.com`;
  const lead = await createLead({ name, email, source: 'linkedin', ...(owner ? { ownerId: owner } : {}) });
  return { lead, email };
}

const taskEntries = async (leadId: string) =>
  (await getLeadWithActivity(leadId)).activity.filter((entry) => entry.type === 'task_created');

describe('a booking adds the owner one preparation task', () => {
  it('booked → one task for the owner, due 09:00 London on the call day; redelivered → still one, one entry', async () => {
    const { lead, email } = await ownedLead('Ada <b>Lovelace</b>');
    const day = freshDay();
    const booking = await booked(at(day, '14:00'), email);
    await deliver(booking);
    await deliver(booking); // the same change published again (another event id)
    const event = eventBridgeEvent(BOOKING_DETAIL_TYPES.booked, { booking }, BOOKING_EVENT_SOURCE);
    await bookingToLead(event, lambdaContext());
    await bookingToLead(event, lambdaContext()); // the same event delivered twice

    const tasks = await tasksOfLead(lead.id);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      id: prepTaskId(booking.id),
      title: 'Prepare for the call with Ada <b>Lovelace</b>',
      dueAt: at(day, '09:00'),
      assigneeId: ownerId,
      state: 'open',
      createdBy: 'system',
      bookingId: booking.id,
      bookingSequence: 0,
    });
    const entries = await taskEntries(lead.id);
    expect(entries.map((entry) => [entry.summary, entry.actorId])).toEqual([
      ['Task: Prepare for the call with Ada <b>Lovelace</b>', undefined],
    ]);
    expect((await getLeadWithActivity(lead.id)).nextTask).toEqual({
      id: prepTaskId(booking.id),
      title: 'Prepare for the call with Ada <b>Lovelace</b>',
      dueAt: at(day, '09:00'),
    });
  });

  it('My day lists it for the owner on the call day, with the lead name', async () => {
    const { lead, email } = await ownedLead('Grace Hopper');
    const day = freshDay();
    await deliver(await booked(at(day, '09:30'), email));
    const myDay = await myDayOf(ownerId, new Date(at(day, '07:00')));
    expect(myDay.dueTodayTasks.filter((task) => task.leadId === lead.id)).toMatchObject([
      { title: 'Prepare for the call with Grace Hopper', dueAt: at(day, '08:30'), leadName: 'Grace Hopper' },
    ]);
  });
});

describe('reschedules, cancellations and late events', () => {
  it('rescheduled → the open task moves; the older booked event arriving late changes nothing', async () => {
    const { lead, email } = await ownedLead();
    const first = await booked(at(freshDay(), '14:00'), email);
    await deliver(first);
    const laterDay = freshDay();
    const moved = await changed(first, { start: at(laterDay, '09:00') });
    await deliver(moved, first);
    await deliver(first); // older change sequence, delivered late
    const [task] = await tasksOfLead(lead.id);
    expect(task).toMatchObject({ dueAt: at(laterDay, '08:00'), bookingSequence: 1, state: 'open' });
    expect(await taskEntries(lead.id)).toHaveLength(1);
  });

  it('cancelled → the open task is removed with its claim; the next task goes; late events add nothing', async () => {
    const { lead, email } = await ownedLead();
    const first = await booked(at(freshDay(), '11:00'), email);
    await deliver(first);
    const moved = await changed(first, { start: at(freshDay(), '15:00') });
    await deliver(moved, first);
    const cancelled = await changed(moved, { status: 'cancelled' });
    await deliver(cancelled, moved);
    await deliver(cancelled);
    await deliver(moved, first);
    await deliver(first);
    expect(await tasksOfLead(lead.id)).toEqual([]);
    expect(await findTaskClaim(prepTaskId(first.id))).toBeUndefined();
    expect((await getLeadWithActivity(lead.id)).nextTask).toBeUndefined();
  });

  it('a task the consultant completed stays done through a reschedule and a cancellation', async () => {
    const { lead, email } = await ownedLead();
    const day = freshDay();
    const first = await booked(at(day, '10:00'), email);
    await deliver(first);
    await completeTask(prepTaskId(first.id), { id: ownerId, role: 'consultant' });
    const moved = await changed(first, { start: at(freshDay(), '16:00') });
    await deliver(moved, first);
    await deliver(await changed(moved, { status: 'cancelled' }), moved);
    const tasks = await tasksOfLead(lead.id);
    expect(tasks.map((task) => [task.state, task.dueAt, task.completedBy])).toEqual([
      ['done', at(day, '09:00'), ownerId],
    ]);
  });

  it('events out of order: the reschedule first adds the task at the new time, the booking after it nothing', async () => {
    const { lead, email } = await ownedLead();
    const first = await booked(at(freshDay(), '14:00'), email);
    const laterDay = freshDay();
    const moved = await changed(first, { start: at(laterDay, '13:00') });
    await deliver(moved, first);
    await deliver(first);
    expect((await tasksOfLead(lead.id)).map((task) => [task.dueAt, task.bookingSequence])).toEqual([
      [at(laterDay, '09:00'), 1],
    ]);
  });

  it('a cancellation stored before the booking event arrives: no task', async () => {
    const { lead, email } = await ownedLead();
    const first = await booked(at(freshDay(), '14:00'), email);
    const cancelled = await changed(first, { status: 'cancelled' });
    await deliver(cancelled);
    await deliver(first);
    expect(await tasksOfLead(lead.id)).toEqual([]);
  });
});

describe('a lead without an owner', () => {
  it('gets no task, and none is back-filled when an owner is set; a later reschedule adds it', async () => {
    const { lead, email } = await ownedLead('Unowned Lead', null);
    const first = await booked(at(freshDay(), '14:00'), email);
    await deliver(first);
    expect(await tasksOfLead(lead.id)).toEqual([]);
    expect(await keepPrepTaskInStep(first, lead.id)).toEqual({ kind: 'none', reason: 'no-owner' });

    await updateLead(lead.id, { ownerId });
    await deliver(first);
    expect(await tasksOfLead(lead.id)).toEqual([]);

    const laterDay = freshDay();
    await deliver(await changed(first, { start: at(laterDay, '09:00') }), first);
    expect((await tasksOfLead(lead.id)).map((task) => [task.assigneeId, task.dueAt])).toEqual([
      [ownerId, at(laterDay, '08:00')],
    ]);
  });

  it('an owner who is no longer active counts as none', async () => {
    const { lead, email } = await ownedLead('Left Firm', `former-${randomUUID()}`);
    await deliver(await booked(at(freshDay(), '14:00'), email));
    expect(await tasksOfLead(lead.id)).toEqual([]);
  });
});

describe('failures', () => {
  it('a task write that fails after the lead was stored: the delivery fails, its retry adds the task once', async () => {
    const { lead, email } = await ownedLead('Retry Lead');
    const booking = await booked(at(freshDay(), '14:00'), email);
    const event = eventBridgeEvent(BOOKING_DETAIL_TYPES.booked, { booking }, BOOKING_EVENT_SOURCE);
    const name = 'failFirstTaskWrite';
    let failed = 0;
    dynamoDbClient().middlewareStack.add(
      (next, context) => async (args) => {
        const isTaskWrite =
          context.commandName === 'TransactWriteItemsCommand' && JSON.stringify(args.input).includes('"task_claim"');
        if (isTaskWrite && failed === 0) {
          failed += 1;
          throw Object.assign(new Error('Internal server error'), { name: 'InternalServerError', $metadata: {} });
        }
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      await expect(bookingToLead(event, lambdaContext())).rejects.toThrow('Internal server error');
    } finally {
      dynamoDbClient().middlewareStack.remove(name);
    }
    expect(await tasksOfLead(lead.id)).toEqual([]);
    await bookingToLead(event, lambdaContext());
    await bookingToLead(event, lambdaContext());
    expect(await tasksOfLead(lead.id)).toHaveLength(1);
    const { activity } = await getLeadWithActivity(lead.id);
    expect(activity.map((entry) => entry.type).sort()).toEqual(['consultation', 'task_created']);
  });

  it('a task write decided from a booking that changed meanwhile is refused (BookingChangedError)', async () => {
    const first = await booked(at(freshDay(), '14:00'), `guard-${randomUUID()}@example.com`);
    await changed(first, { status: 'cancelled' });
    await expect(commitPlan([bookingUnchangedStep(first)])).rejects.toBeInstanceOf(BookingChangedError);
  });
});
