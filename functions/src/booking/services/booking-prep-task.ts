import type { Booking } from '@meridian/shared/booking/booking-events';
import {
  type PrepTaskAction,
  prepTaskActionOf,
  prepTaskId,
  prepTaskTitle,
  SYSTEM_TASK_CREATOR,
} from '@meridian/shared/booking/booking-prep-task';
import type { Lead } from '@meridian/shared/leads/lead';
import type { Task } from '@meridian/shared/tasks/task';
import { LeadNotFoundError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { buildActivity, getLead, listStaffDirectory } from '../../leads/records';
import { TaskDoneError } from '../../tasks/errors';
import { commitTaskChange, findTaskClaim, type TaskChange } from '../../tasks/records';
import { bookingUnchangedStep } from '../data/booking-checks';
import { findBooking } from '../data/bookings';
import { BookingChangedError } from '../errors';

/**
 * The preparation task of a booking (docs/product/booking.md#preparation-task): every booking event
 * brings the task "Prepare for the call with <lead name>" in line with the booking as stored, by
 * the rules of `@meridian/shared/booking/booking-prep-task`, in one transaction with the lead's
 * next task and timeline entry and a check that the booking did not change since it was read.
 */

const ATTEMPTS = 5;

/** What {@link keepPrepTaskInStep} did: the rule's action, or `lead-gone` when the lead was erased. */
export type PrepTaskOutcome = PrepTaskAction | { kind: 'none'; reason: 'lead-gone' };

async function hasActiveOwner(lead: Lead): Promise<boolean> {
  if (!lead.ownerId) return false;
  const directory = await listStaffDirectory();
  return directory.some((entry) => entry.id === lead.ownerId && entry.active);
}

/** The task change of an action on the task as read (`task` when it exists). */
function changeOf(action: PrepTaskAction, booking: Booking, lead: Lead, task: Task | undefined, at: string) {
  const bookingSequence = booking.sequence;
  if (action.kind === 'create') {
    const created: Task = {
      id: prepTaskId(booking.id),
      leadId: lead.id,
      title: prepTaskTitle(lead.name),
      dueAt: action.dueAt,
      assigneeId: lead.ownerId ?? '',
      state: 'open',
      createdBy: SYSTEM_TASK_CREATOR,
      createdAt: at,
      updatedAt: at,
      bookingId: booking.id,
      bookingSequence,
    };
    const details = { taskId: created.id, dueAt: created.dueAt, assigneeId: created.assigneeId };
    const activity = buildActivity(lead.id, { type: 'task_created', summary: `Task: ${created.title}`, details }, at);
    return { task: created, create: true as const, activity };
  }
  if (!task || action.kind === 'none') return null;
  if (action.kind === 'remove') return { task, remove: true as const };
  return { task: { ...task, dueAt: action.dueAt, bookingSequence, updatedAt: at } };
}

/** One attempt: reads the booking, the task's claim and lead, decides and commits. */
async function attempt(event: Booking, bookingLeadId: string, now: Date): Promise<PrepTaskOutcome> {
  const taskId = prepTaskId(event.id);
  const [stored, claim] = await Promise.all([findBooking(event.id), findTaskClaim(taskId)]);
  // A merge may have moved the task to another lead: its claim names where it is.
  const lead = await getLead(claim?.leadId ?? bookingLeadId).catch((error: unknown) => {
    if (error instanceof LeadNotFoundError) return undefined;
    throw error;
  });
  if (!lead) return { kind: 'none', reason: 'lead-gone' };
  const hasOwner = await hasActiveOwner(lead);
  const at = now.toISOString();
  let action: PrepTaskAction = { kind: 'none', reason: 'in-step' };
  const change: TaskChange = (tasks) => {
    const task = tasks.find((each) => each.id === taskId);
    action = prepTaskActionOf({ eventSequence: event.sequence, stored, task, claimed: claim !== undefined, hasOwner });
    return stored ? changeOf(action, stored, lead, task, at) : null;
  };
  await commitTaskChange(lead, at, change, stored ? [bookingUnchangedStep(stored)] : []);
  return action;
}

/**
 * Brings a booking's preparation task in line with the booking as stored, after a booking event
 * (booked, rescheduled, cancelled) was recorded on the lead: adds it for the lead's active owner,
 * moves its due time, or removes it; a late, repeated or older event changes nothing.
 *
 * @param event - the booking as the event carries it (its `sequence` is the event's change sequence).
 * @param bookingLeadId - the lead the event was recorded on.
 * @param now - the time of the change (the task's and the lead's `updatedAt`).
 * @returns the action taken, or why none was.
 * @throws DynamoDB errors, and BookingChangedError or TaskDoneError when the booking or the task
 *   kept changing through 5 attempts, so that the delivery is retried.
 */
export async function keepPrepTaskInStep(
  event: Booking,
  bookingLeadId: string,
  now: Date = new Date(),
): Promise<PrepTaskOutcome> {
  for (let n = 1; ; n += 1) {
    try {
      const outcome = await attempt(event, bookingLeadId, now);
      const log =
        outcome.kind === 'none' && outcome.reason === 'no-owner'
          ? 'No preparation task: the lead has no active owner'
          : 'Preparation task';
      logger.info(log, { bookingId: event.id, sequence: event.sequence, leadId: bookingLeadId, ...outcome });
      return outcome;
    } catch (error) {
      // The booking changed, or the consultant completed the task, since it was read: decide again.
      const again = error instanceof BookingChangedError || error instanceof TaskDoneError;
      if (!again || n >= ATTEMPTS) throw error;
    }
  }
}
