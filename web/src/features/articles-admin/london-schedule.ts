import { londonInstant } from '@meridian/shared/booking/booking-slots';

/**
 * Scheduling in London time (docs/product/publishing.md#scheduling): staff pick a date and a time
 * as a clock in London shows them; the API stores the instant in UTC. The conversion uses the
 * time-zone database through `@date-fns/tz` (shared's `londonInstant`), so it is right on both
 * sides of every clock change.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const WALL_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A London wall-clock date and time as the date and time inputs hold them. */
export interface LondonWallTime {
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`, 24-hour. */
  time: string;
}

/** The London date (`YYYY-MM-DD`) and time (`HH:mm`) of an instant. */
export function londonWallTime(instant: Date): LondonWallTime {
  const parts = Object.fromEntries(WALL_PARTS.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Why a London date and time cannot be scheduled. */
export type ScheduleProblem = 'invalid' | 'missing-hour';

/**
 * The UTC instant of a London wall-clock date and time.
 *
 * On the last Sunday of October the hour from 01:00 to 01:59 happens twice; the time-zone database
 * reads it as the second one (GMT). On the last Sunday of March the hour from 01:00 to 01:59 never
 * happens in London (the clocks go from 01:00 straight to 02:00), so such a time is refused.
 *
 * @param wall - the date and time inputs' values.
 * @returns `{ iso }`: ISO-8601 UTC ('2026-07-01T08:30:00.000Z' for 2026-07-01 09:30), or
 *   `{ problem }`: 'invalid' (empty, malformed or no such day) or 'missing-hour' (skipped by the
 *   clock change).
 */
export function londonWallTimeToUtc(wall: LondonWallTime): { iso: string } | { problem: ScheduleProblem } {
  const date = wall.date.trim();
  const time = wall.time.trim();
  if (!DATE.test(date) || !TIME.test(time)) return { problem: 'invalid' };
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return { problem: 'invalid' };
  const instant = londonInstant(date, time);
  const back = londonWallTime(instant);
  if (back.date !== date || back.time !== time) return { problem: 'missing-hour' };
  return { iso: instant.toISOString() };
}

/** The message the editor shows for a {@link ScheduleProblem}. */
export const SCHEDULE_PROBLEMS: Record<ScheduleProblem, string> = {
  invalid: 'Pick a date and a time (24-hour, London time).',
  'missing-hour': 'That time does not exist in London: the clocks go forward an hour that night. Pick another time.',
};
