import { TZDate } from '@date-fns/tz';
import { type AvailabilitySettings, minutesOfClockTime, type Slot, WEEKDAYS } from './booking';
import { addDays, LONDON_TIME_ZONE, londonDay } from '../london-day';

/**
 * Free consultation slots (docs/product/booking.md#availability): working hours are London wall
 * times, slots are instants in UTC. A day's hours are turned into instants with the time-zone
 * database (`@date-fns/tz`), and slots follow one another in real time from the day's start, so a
 * day on which the clocks change has an hour fewer (last Sunday of March) or more (last Sunday of
 * October) of slots when its hours span the change.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** A booked interval (instants, ISO-8601 UTC), as stored on a slot item. */
export interface TakenInterval {
  start: string;
  end: string;
}

/** The instant of a London wall time on a London calendar day (`YYYY-MM-DD`, `HH:MM`). */
export function londonInstant(day: string, clockTime: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const minutes = minutesOfClockTime(clockTime);
  return new Date(
    new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, LONDON_TIME_ZONE).getTime(),
  );
}

/** The working-hour slots of one London day, before notice, horizon and bookings are applied. */
function daySlots(settings: AvailabilitySettings, day: string): Slot[] {
  if (settings.blockedDates.includes(day)) return [];
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
  const hours = weekday ? settings.weeklyHours[weekday] : null;
  if (!hours) return [];
  const dayEnd = londonInstant(day, hours.end).getTime();
  const length = settings.slotMinutes * MINUTE_MS;
  const step = (settings.slotMinutes + settings.bufferMinutes) * MINUTE_MS;
  const slots: Slot[] = [];
  for (let start = londonInstant(day, hours.start).getTime(); start + length <= dayEnd; start += step) {
    slots.push({ start: new Date(start).toISOString(), end: new Date(start + length).toISOString() });
  }
  return slots;
}

/** True when a slot is closer to a booked interval than the buffer allows (or overlaps it). */
function clashes(slot: Slot, taken: readonly TakenInterval[], bufferMinutes: number): boolean {
  const buffer = bufferMinutes * MINUTE_MS;
  const start = Date.parse(slot.start);
  const end = Date.parse(slot.end);
  return taken.some(
    (interval) => start < Date.parse(interval.end) + buffer && Date.parse(interval.start) < end + buffer,
  );
}

/**
 * The free slots that start within `[from, to)`.
 *
 * @param settings - the availability settings (hours in Europe/London).
 * @param range - `from` and `to`, ISO-8601 instants.
 * @param taken - booked intervals (their slots and the buffer around them are not free).
 * @param now - the current instant: slots need `minimumNoticeHours` of notice and must start
 *   within `horizonDays` days of it.
 * @returns slots in start order, instants in ISO-8601 UTC.
 */
export function freeSlots(
  settings: AvailabilitySettings,
  range: { from: string; to: string },
  taken: readonly TakenInterval[],
  now: Date,
): Slot[] {
  const from = Math.max(Date.parse(range.from), now.getTime() + settings.minimumNoticeHours * HOUR_MS);
  const to = Math.min(Date.parse(range.to), now.getTime() + settings.horizonDays * DAY_MS);
  if (!(to > from)) return [];
  const lastDay = londonDay(new Date(to)) ?? '';
  const slots: Slot[] = [];
  for (let day = londonDay(new Date(from)) ?? lastDay; day <= lastDay; day = addDays(day, 1)) {
    for (const slot of daySlots(settings, day)) {
      const start = Date.parse(slot.start);
      if (start >= from && start < to && !clashes(slot, taken, settings.bufferMinutes)) slots.push(slot);
    }
  }
  return slots;
}

/**
 * The free slot that starts at `start`, if there is one (the server's check of a booking or a
 * reschedule).
 *
 * @param start - ISO-8601 UTC instant.
 * @returns the slot, or undefined when `start` is not a free slot now.
 */
export function freeSlotAt(
  settings: AvailabilitySettings,
  start: string,
  taken: readonly TakenInterval[],
  now: Date,
): Slot | undefined {
  const at = Date.parse(start);
  return freeSlots(settings, { from: new Date(at).toISOString(), to: new Date(at + 1).toISOString() }, taken, now).find(
    (slot) => slot.start === new Date(at).toISOString(),
  );
}

/**
 * How far before and after a range booked intervals can still clash with its slots: the longest
 * slot (240 minutes) plus the largest buffer (120 minutes), in ms. Reading the taken intervals of
 * `[from - this, to + this)` is enough for {@link freeSlots}.
 */
export const CLASH_LOOKAROUND_MS = 6 * HOUR_MS;
