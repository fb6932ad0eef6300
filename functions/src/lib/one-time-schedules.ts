import type { CreateScheduleCommandInput } from '@aws-sdk/client-scheduler';
import { schedulerClient, schedulerSdk } from './clients';

/**
 * One-time EventBridge Scheduler schedules made at run time (docs/architecture.md, "Topology"): a
 * consultation's reminder (docs/product/booking.md#reminder) and an article's scheduled
 * publication (docs/product/publishing.md#scheduling). Each is an `at(...)` schedule in UTC, in its
 * area's schedule group, that the Scheduler deletes after it ran; its target is one function,
 * invoked with the area's role, retried for up to 6 hours and then sent to the area's dead-letter
 * queue. The areas keep their schedule names and the events their functions receive.
 */

/** Where an area's one-time schedules live and what they invoke (its `*_SCHEDULE_GROUP`, `*_ARN` variables). */
export interface OneTimeScheduleTarget {
  /** The schedule group. */
  group: string;
  /** ARN of the function a schedule invokes. */
  functionArn: string;
  /** ARN of the role the Scheduler assumes to invoke it. */
  roleArn: string;
  /** ARN of the dead-letter queue of runs the Scheduler could not deliver. */
  deadLetterArn: string;
}

/** One schedule: its name in the group, when it runs and the event its function receives. */
export interface OneTimeSchedule {
  /** Unique in the group, at most 64 characters. */
  name: string;
  /** When it runs: ISO-8601 UTC (`Date.toISOString()` form; whole seconds are used). */
  at: string;
  /** The event the function is invoked with (sent as JSON). */
  event: unknown;
}

/** Attempts and event age of a run the target did not take (then the dead-letter queue). */
const RETRY_POLICY = { MaximumRetryAttempts: 8, MaximumEventAgeInSeconds: 6 * 3600 };

/**
 * The Scheduler's `at()` expression of an instant, read in UTC.
 *
 * @param at - ISO-8601 UTC in `Date.toISOString()` form; fractions of a second are dropped.
 */
export const atExpression = (at: string): string => `at(${at.slice(0, 19)})`;

function inputOf(target: OneTimeScheduleTarget, schedule: OneTimeSchedule): CreateScheduleCommandInput {
  return {
    Name: schedule.name,
    GroupName: target.group,
    ScheduleExpression: atExpression(schedule.at),
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    Target: {
      Arn: target.functionArn,
      RoleArn: target.roleArn,
      Input: JSON.stringify(schedule.event),
      DeadLetterConfig: { Arn: target.deadLetterArn },
      RetryPolicy: RETRY_POLICY,
    },
  };
}

/**
 * Creates a one-time schedule, or moves the one of that name (a conflict on create means it
 * exists: it is updated with the same input).
 *
 * @throws Scheduler errors other than the create's ConflictException.
 */
export async function putOneTimeSchedule(target: OneTimeScheduleTarget, schedule: OneTimeSchedule): Promise<void> {
  const input = inputOf(target, schedule);
  const { ConflictException, CreateScheduleCommand, UpdateScheduleCommand } = schedulerSdk();
  try {
    await schedulerClient().send(new CreateScheduleCommand(input));
  } catch (error) {
    if (!(error instanceof ConflictException)) throw error;
    await schedulerClient().send(new UpdateScheduleCommand(input));
  }
}

/**
 * Deletes a one-time schedule; one that is already gone (ran, or never made) is fine.
 *
 * @param group - the schedule group.
 * @param name - the schedule's name.
 * @returns true when it was deleted, false when there was none.
 * @throws Scheduler errors other than ResourceNotFoundException.
 */
export async function deleteOneTimeSchedule(group: string, name: string): Promise<boolean> {
  const { DeleteScheduleCommand, ResourceNotFoundException } = schedulerSdk();
  try {
    await schedulerClient().send(new DeleteScheduleCommand({ Name: name, GroupName: group }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}
