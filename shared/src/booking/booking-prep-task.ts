import type { Booking } from './booking-events';
import { type CalendarDay, londonDay } from '../london-day';
import type { Task } from '../tasks/task';
import { MAX_TASK_TITLE_LENGTH } from '../tasks/task';
import { londonToUtc } from '../tasks/task-rules';

/**
 * The preparation task of a booked consultation (docs/product/booking.md#preparation-task): one
 * task "Prepare for the call with <lead name>" for the lead's owner, due before the call, kept in
 * step with the booking's reschedules and cancellation. Pure rules; the booking area's consumer
 * applies them.
 */

/** The London wall time the firm's working day starts: a preparation task is due no later. */
export const PREP_TASK_DAY_START = '09:00';
/** A preparation task is due at the latest this long before the call starts (ms): one hour. */
export const PREP_TASK_BEFORE_MS = 3_600_000;
/** `createdBy` of tasks the system adds (no member of staff created them). */
export const SYSTEM_TASK_CREATOR = 'system';

const TITLE_PREFIX = 'Prepare for the call with ';
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const NOT_PLAIN_TEXT = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

/** The task id of a booking's preparation task: the same for every event of the booking. */
export function prepTaskId(bookingId: string): string {
  return `booking-prep-${bookingId}`;
}

/**
 * The title of a preparation task: "Prepare for the call with <lead name>", the name as one line
 * of plain text (control characters and line breaks become spaces, runs of spaces one), shortened
 * with "…" so that the title stays within a task title's 200 characters.
 */
export function prepTaskTitle(leadName: string): string {
  const name = leadName.replace(NOT_PLAIN_TEXT, ' ').replace(/\s+/g, ' ').trim() || 'the visitor';
  const room = MAX_TASK_TITLE_LENGTH - TITLE_PREFIX.length;
  const chars = [...name];
  return TITLE_PREFIX + (chars.length > room ? `${chars.slice(0, room - 1).join('')}…` : name);
}

/**
 * When a preparation task is due: one hour before the call, or 09:00 London on the call's London
 * day when that is earlier (a call at 10:00 or later is prepared from the start of its working day;
 * an earlier one an hour before it). London time follows the clock changes.
 *
 * @param start - the call's start, ISO-8601 UTC.
 * @returns ISO-8601 UTC (milliseconds, `Z`).
 */
export function prepTaskDueAt(start: string): string {
  const hourBefore = Date.parse(start) - PREP_TASK_BEFORE_MS;
  const dayStart = Date.parse(londonToUtc(londonDay(start) as CalendarDay, PREP_TASK_DAY_START));
  return new Date(Math.min(hourBefore, dayStart)).toISOString();
}

/** Why a booking event leaves the preparation task as it is. */
export type PrepTaskUnchanged =
  | 'booking-gone'
  | 'older-event'
  | 'removed-before'
  | 'not-booked'
  | 'no-owner'
  | 'done'
  | 'in-step';

/** What a booking event does to the booking's preparation task. */
export type PrepTaskAction =
  | { kind: 'create'; dueAt: string }
  | { kind: 'move'; dueAt: string }
  | { kind: 'remove' }
  | { kind: 'none'; reason: PrepTaskUnchanged };

/** What {@link prepTaskActionOf} decides from. */
export interface PrepTaskFacts {
  /** The change sequence of the event being handled. */
  eventSequence: number;
  /** The booking as stored now (undefined when it was erased). */
  stored: Pick<Booking, 'status' | 'sequence' | 'start'> | undefined;
  /** The preparation task, when it exists. */
  task: Pick<Task, 'state' | 'bookingSequence'> | undefined;
  /** Whether the task id was taken before (a task removed with its lead: never added again). */
  claimed: boolean;
  /** Whether the lead has an active owner to give a new task to. */
  hasOwner: boolean;
}

/**
 * What one booking event does to the booking's preparation task (docs/product/booking.md#preparation-task).
 * Every event brings the task in line with the booking as stored, so a late or repeated event
 * changes nothing:
 * - an event older than the stored booking (a lower change sequence), or a booking erased: nothing;
 * - no task yet: added when the booking is booked and the lead has an active owner (a cancelled
 *   booking, an unowned lead or a task id used before: nothing);
 * - a task done: nothing (a task the consultant completed is never reopened);
 * - an open task already in step with this change sequence: nothing; else a cancellation removes
 *   it and a booking or a reschedule moves its due time to {@link prepTaskDueAt} of the stored start.
 */
export function prepTaskActionOf(facts: PrepTaskFacts): PrepTaskAction {
  const { stored, task } = facts;
  if (!stored) return { kind: 'none', reason: 'booking-gone' };
  if (stored.sequence > facts.eventSequence) return { kind: 'none', reason: 'older-event' };
  if (!task) {
    if (facts.claimed) return { kind: 'none', reason: 'removed-before' };
    if (stored.status !== 'booked') return { kind: 'none', reason: 'not-booked' };
    if (!facts.hasOwner) return { kind: 'none', reason: 'no-owner' };
    return { kind: 'create', dueAt: prepTaskDueAt(stored.start) };
  }
  if (task.state === 'done') return { kind: 'none', reason: 'done' };
  if ((task.bookingSequence ?? -1) >= stored.sequence) return { kind: 'none', reason: 'in-step' };
  if (stored.status !== 'booked') return { kind: 'remove' };
  return { kind: 'move', dueAt: prepTaskDueAt(stored.start) };
}
