import { addDays, type CalendarDay, londonDay, londonFormatOnFirstUse } from '../london-day';
import type { NextTask, Task } from './task';

/**
 * The rules of tasks (docs/product/tasks.md): London wall time to and from UTC, which tasks are
 * due today, the lead's next task, and snoozing.
 */

const MINUTE_MS = 60_000;
const parts = londonFormatOnFirstUse({
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** London's wall clock of an instant: `{ date: 'YYYY-MM-DD', time: 'HH:MM' }`. */
export function londonWallTime(instant: Date | string): { date: CalendarDay; time: string } {
  const values = Object.fromEntries(
    parts()
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${values.year}-${values.month}-${values.day}`, time: `${values.hour}:${values.minute}` };
}

/** London's offset from UTC at an instant, in minutes (0 in winter, 60 in summer). */
function londonOffsetMinutes(ms: number): number {
  const { date, time } = londonWallTime(new Date(ms));
  const asUtc = Date.parse(`${date}T${time}:00.000Z`);
  return Math.round((asUtc - Math.floor(ms / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/**
 * The UTC instant of a London date and time, as staff enter a due time.
 *
 * @param date - `YYYY-MM-DD` (a London day).
 * @param time - `HH:MM` (24-hour London time).
 * @returns ISO-8601 UTC. A time the clocks skip (01:30 on the last Sunday of March) is read an
 *   hour later (02:30 BST); a time they repeat (01:30 on the last Sunday of October) is the second
 *   one (GMT).
 */
export function londonToUtc(date: CalendarDay, time: string): string {
  const wall = Date.parse(`${date}T${time}:00.000Z`);
  if (Number.isNaN(wall)) throw new RangeError(`Not a London date and time: ${date} ${time}`);
  const first = wall - londonOffsetMinutes(wall) * MINUTE_MS;
  const offset = londonOffsetMinutes(first);
  return new Date(wall - offset * MINUTE_MS).toISOString();
}

/** The first instant of the London day after `now`'s (ISO-8601 UTC): tasks due before it are due today or overdue. */
export function endOfLondonDay(now: Date): string {
  const today = londonDay(now) as CalendarDay;
  return londonToUtc(addDays(today, 1), '00:00');
}

/** Whether an open task is due today (London) or overdue at `now`. Done tasks never are. */
export function isDueTodayOrOverdue(task: Pick<Task, 'dueAt' | 'state'>, now: Date): boolean {
  return task.state === 'open' && Date.parse(task.dueAt) < Date.parse(endOfLondonDay(now));
}

/** How a task compares to another: earlier due time first, then the older task, then by id. */
export function byDueTime(a: Task, b: Task): number {
  return a.dueAt.localeCompare(b.dueAt) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}

/**
 * A lead's next task (docs/product/tasks.md#next-task): its open task due first.
 *
 * @returns `{ id, title, dueAt }`, or null when the lead has no open task.
 */
export function nextTaskOf(tasks: readonly Task[]): NextTask | null {
  const [first] = tasks.filter((task) => task.state === 'open').sort(byDueTime);
  return first ? { id: first.id, title: first.title, dueAt: first.dueAt } : null;
}

/** The snooze choices besides a date of one's own. */
export type SnoozePreset = 'day' | 'week';

/** A due time moved by a day or a week at the same London wall time (across a clock change too). */
export function snoozedDueAt(dueAt: string, preset: SnoozePreset): string {
  const { date, time } = londonWallTime(dueAt);
  return londonToUtc(addDays(date, preset === 'day' ? 1 : 7), time);
}

const dayMonth = londonFormatOnFirstUse({ day: 'numeric', month: 'short' });

/**
 * How a due time reads in the CRM, in London time (docs/product/tasks.md#times): "Today 10:00",
 * "Tomorrow 09:30", "Overdue · 28 Mar 10:00", or "30 Mar 10:00".
 */
export function dueLabel(dueAt: string, now: Date): string {
  const { date, time } = londonWallTime(dueAt);
  const today = londonDay(now) as CalendarDay;
  if (Date.parse(dueAt) < now.getTime() && date !== today)
    return `Overdue · ${dayMonth().format(new Date(dueAt))} ${time}`;
  if (date === today) return `Today ${time}`;
  if (date === addDays(today, 1)) return `Tomorrow ${time}`;
  return `${dayMonth().format(new Date(dueAt))} ${time}`;
}
