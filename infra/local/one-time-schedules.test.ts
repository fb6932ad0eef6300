import {
  ConflictException,
  CreateScheduleCommand,
  type CreateScheduleCommandInput,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localTargetArn, type OneTimeScheduler, startOneTimeScheduler } from './one-time-schedules';

let scheduler: OneTimeScheduler | undefined;
afterEach(async () => {
  await scheduler?.close();
});

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
/**
 * An `at()` time (whole seconds, UTC) at least `seconds` s from now. Rounding up matters: cutting
 * the milliseconds off `now + 1 s` could leave a few ms, and a slow create then found the schedule
 * already run.
 */
const inSeconds = (seconds: number) =>
  new Date(Math.ceil((Date.now() + seconds * 1000) / 1000) * 1000).toISOString().slice(0, 19);

function schedule(name: string, at: string, input: unknown): CreateScheduleCommandInput {
  return {
    Name: name,
    GroupName: 'reminders',
    ScheduleExpression: `at(${at})`,
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    Target: {
      Arn: localTargetArn('booking/scheduled/send-booking-reminder'),
      RoleArn: 'arn:aws:iam::000000000000:role/r',
      Input: JSON.stringify(input),
    },
  };
}

describe('one-time schedule stand-in (docs/product/booking.md#reminder)', () => {
  it('runs the target with the input at the time, then forgets the schedule', async () => {
    const invoke = vi.fn(async () => 'done');
    scheduler = await startOneTimeScheduler({ invoke });
    const client = new SchedulerClient({ endpoint: scheduler.endpoint, region: 'eu-west-2', credentials });
    await client.send(new CreateScheduleCommand(schedule('soon', inSeconds(2), { detail: { bookingId: 'b1' } })));
    expect(scheduler.pending().map((pending) => pending.name)).toEqual(['soon']);
    await vi.waitFor(
      () =>
        expect(invoke).toHaveBeenCalledWith('booking/scheduled/send-booking-reminder', { detail: { bookingId: 'b1' } }),
      { timeout: 10_000 },
    );
    expect(scheduler.pending()).toEqual([]);
  });

  it('answers like the Scheduler: a second create conflicts, update moves, delete removes, a missing one is not found', async () => {
    const invoke = vi.fn(async () => 'done');
    scheduler = await startOneTimeScheduler({ invoke });
    const client = new SchedulerClient({ endpoint: scheduler.endpoint, region: 'eu-west-2', credentials });
    const later = inSeconds(3600);
    await client.send(new CreateScheduleCommand(schedule('r1', later, {})));
    await expect(client.send(new CreateScheduleCommand(schedule('r1', later, {})))).rejects.toBeInstanceOf(
      ConflictException,
    );
    const moved = inSeconds(7200);
    await client.send(new UpdateScheduleCommand(schedule('r1', moved, { sequence: 1 })));
    expect(scheduler.pending()).toMatchObject([{ name: 'r1', at: `${moved}.000Z`, input: { sequence: 1 } }]);
    await client.send(new DeleteScheduleCommand({ Name: 'r1', GroupName: 'reminders' }));
    expect(scheduler.pending()).toEqual([]);
    await expect(client.send(new DeleteScheduleCommand({ Name: 'r1', GroupName: 'reminders' }))).rejects.toBeInstanceOf(
      ResourceNotFoundException,
    );
    expect(invoke).not.toHaveBeenCalled();
  });
});
