import { randomUUID } from 'node:crypto';
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import type { Booking } from '@meridian/shared/booking/booking-events';
import { describe, expect, it } from 'vitest';
import { changeBookingPlan, createBookingPlan } from '../data/bookings';
import { commitPlan } from '../../table/write-plan';
import { sesEmails } from '../../testing/events';
import { useTestTable } from '../../testing/table';
import { sendBookingReminder } from './booking-reminder-email';
import { reminderScheduleName, syncReminder } from './booking-reminders';
import { mockSchedulerForEachTest } from '../../testing/scheduler';

useTestTable();
process.env.REMINDER_SCHEDULE_GROUP = 'meridian-reminders';
process.env.REMINDER_TARGET_ARN = 'arn:aws:lambda:eu-west-2:111111111111:function:reminder';
process.env.REMINDER_ROLE_ARN = 'arn:aws:iam::111111111111:role/reminder-invoke';
process.env.REMINDER_DLQ_ARN = 'arn:aws:sqs:eu-west-2:111111111111:reminder-dlq';

const scheduler = mockSchedulerForEachTest();

const NOW = new Date('2030-03-01T10:00:00.000Z');
let count = 0;

async function stored(startHoursFromNow: number, tag = randomUUID().slice(0, 8)): Promise<Booking> {
  // Every booking its own slot: bookings in one table never share a start.
  count += 1;
  const start = new Date(NOW.getTime() + startHoursFromNow * 3_600_000 - count * 60_000).toISOString();
  const booking: Booking = {
    id: randomUUID(),
    start,
    end: new Date(Date.parse(start) + 1_800_000).toISOString(),
    status: 'booked',
    sequence: 0,
    name: `Rita Reminder ${tag}`,
    email: `reminder.${tag}@example.com`,
    message: 'A reminder test message.',
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
  };
  await commitPlan(createBookingPlan(booking));
  return booking;
}

describe('syncReminder', () => {
  it('creates a one-time schedule 24 hours before the start, deleted after it ran', async () => {
    const booking = await stored(72);
    const at = new Date(Date.parse(booking.start) - 24 * 3_600_000).toISOString();
    expect(await syncReminder(booking.id, NOW)).toEqual({ status: 'scheduled', at });
    const [call] = scheduler.commandCalls(CreateScheduleCommand);
    const input = call?.args[0].input;
    expect(input).toMatchObject({
      Name: reminderScheduleName(booking.id),
      GroupName: 'meridian-reminders',
      ScheduleExpression: `at(${at.slice(0, 19)})`,
      ScheduleExpressionTimezone: 'UTC',
      ActionAfterCompletion: 'DELETE',
      Target: { Arn: process.env.REMINDER_TARGET_ARN, DeadLetterConfig: { Arn: process.env.REMINDER_DLQ_ARN } },
    });
    expect(JSON.parse(input?.Target?.Input ?? '{}').detail).toEqual({ bookingId: booking.id, sequence: 0 });
  });

  it('moves the existing schedule when the booking moved (create conflicts, so update)', async () => {
    const before = await stored(72);
    const after = { ...before, start: '2030-03-05T09:00:00.000Z', end: '2030-03-05T09:30:00.000Z', sequence: 1 };
    await commitPlan(changeBookingPlan(before, after));
    scheduler
      .on(CreateScheduleCommand)
      .rejects(new ConflictException({ message: 'exists', Message: 'exists', $metadata: {} }));
    expect(await syncReminder(before.id, NOW)).toEqual({ status: 'scheduled', at: '2030-03-04T09:00:00.000Z' });
    const update = scheduler.commandCalls(UpdateScheduleCommand)[0]?.args[0].input;
    expect(update?.ScheduleExpression).toBe('at(2030-03-04T09:00:00)');
    expect(JSON.parse(update?.Target?.Input ?? '{}').detail).toEqual({ bookingId: before.id, sequence: 1 });
  });

  it.each([
    ['a cancelled booking', 72, true],
    ['a booking less than 24 hours ahead', 20, false],
  ])('deletes the schedule of %s (a missing one is fine)', async (_label, hours, cancel) => {
    const booking = await stored(hours);
    if (cancel) await commitPlan(changeBookingPlan(booking, { ...booking, status: 'cancelled', sequence: 1 }));
    scheduler
      .on(DeleteScheduleCommand)
      .rejects(new ResourceNotFoundException({ message: 'gone', Message: 'gone', $metadata: {} }));
    expect(await syncReminder(booking.id, NOW)).toEqual({ status: 'deleted' });
    expect(scheduler.commandCalls(CreateScheduleCommand)).toHaveLength(0);
    expect(scheduler.commandCalls(DeleteScheduleCommand)[0]?.args[0].input.Name).toBe(reminderScheduleName(booking.id));
  });

  it('a Scheduler failure throws, so that the delivery is retried', async () => {
    const booking = await stored(72);
    scheduler.on(CreateScheduleCommand).rejects(new Error('throttled'));
    await expect(syncReminder(booking.id, NOW)).rejects.toThrow('throttled');
  });
});

describe('sendBookingReminder', () => {
  it('emails the visitor once, with the call and manage links', async () => {
    const tag = randomUUID().slice(0, 8);
    const booking = await stored(72, tag);
    expect(await sendBookingReminder(booking.id, 0)).toBe('sent');
    expect(await sendBookingReminder(booking.id, 0)).toBe('duplicate');
    const emails = (await sesEmails()).filter((email) => email.destination.to.includes(booking.email));
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toMatch(/^Reminder: your consultation on /);
    expect(emails[0]?.body.text).toContain('https://meet.meridianadvisory.co.uk/consultation');
    expect(emails[0]?.body.text).toContain('/book/manage?token=');
  });

  it('sends nothing for a booking that was moved or cancelled since the schedule was made', async () => {
    const moved = await stored(72);
    await commitPlan(changeBookingPlan(moved, { ...moved, start: '2030-03-06T09:30:00.000Z', sequence: 1 }));
    expect(await sendBookingReminder(moved.id, 0)).toBe('stale');
    const cancelled = await stored(72);
    await commitPlan(changeBookingPlan(cancelled, { ...cancelled, status: 'cancelled', sequence: 1 }));
    expect(await sendBookingReminder(cancelled.id, 1)).toBe('stale');
    expect(await sendBookingReminder(randomUUID(), 0)).toBe('stale');
    const sent = (await sesEmails()).filter((email) =>
      [moved.email, cancelled.email].some((to) => email.destination.to.includes(to)),
    );
    expect(sent).toHaveLength(0);
  });
});
