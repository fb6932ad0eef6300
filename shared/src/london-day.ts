/**
 * Calendar days in the firm's time zone (docs/product/pipeline.md#due-overdue-and-stale): times are
 * stored in UTC and a "day" (today, a next-action date, a business day) is a day in Europe/London,
 * so 00:30 BST on the last Sunday of March is already that Sunday although it is 23:30 UTC on
 * Saturday.
 */

/** The firm's time zone. */
export const LONDON_TIME_ZONE = 'Europe/London';

/**
 * A Europe/London `Intl.DateTimeFormat` (locale `en-GB`) with `options`, made by the first call of
 * the returned function, then reused: a formatter with a time zone loads the zone data (tens of ms)
 * when it is created, which a function should not pay at cold start before it formats anything
 * (docs/decisions/058-cold-import-budget.md).
 */
export function londonFormatOnFirstUse(
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-GB', { ...options, timeZone: LONDON_TIME_ZONE }));
}

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDay = string;

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MAX_CACHED_HOURS = 50_000;
/** London day by UTC hour number (epoch hours), filled as days are asked for. */
const dayOfUtcHour = new Map<number, CalendarDay>();

// Made on first use: a module that only reads LONDON_TIME_ZONE (the areas' schedule entries)
// should not pay for the zone data at cold start.
const londonParts = londonFormatOnFirstUse({ year: 'numeric', month: '2-digit', day: '2-digit' });

/** True when `value` is a real `YYYY-MM-DD` day (no 30 February). */
function isCalendarDay(value: string): boolean {
  const match = DAY_ONLY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * The Europe/London calendar day of an instant, or of a stored date.
 *
 * @param value - a `Date`, an ISO-8601 date-time with a zone (read as that instant), or a plain
 *   `YYYY-MM-DD` (already a London day, returned as it is).
 * @returns `YYYY-MM-DD`, or null when the value is empty or unreadable.
 */
export function londonDay(value: Date | string | null | undefined): CalendarDay | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    if (DAY_ONLY.test(text)) return isCalendarDay(text) ? text : null;
    return londonDay(new Date(text));
  }
  if (Number.isNaN(value.getTime())) return null;
  // London is a whole number of hours ahead of UTC, so its day is the same for a whole UTC hour:
  // one Intl call per hour keeps the rules fast over 10,000 leads.
  const hour = Math.floor(value.getTime() / HOUR_MS);
  const known = dayOfUtcHour.get(hour);
  if (known) return known;
  const parts = Object.fromEntries(
    londonParts()
      .formatToParts(value)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  if (dayOfUtcHour.size >= MAX_CACHED_HOURS) dayOfUtcHour.clear();
  dayOfUtcHour.set(hour, day);
  return day;
}

/** Midnight UTC of a calendar day, as epoch milliseconds (day arithmetic only, never shown). */
function dayNumber(day: CalendarDay): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

/** The calendar day `days` after `day` (negative: before). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(dayNumber(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whole calendar days from `from` to `to` (negative when `to` is earlier). Daylight saving does not
 * shorten or lengthen a day here: the 25-hour last Sunday of October counts as one day.
 */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((dayNumber(to) - dayNumber(from)) / DAY_MS);
}

/** True for Monday to Friday (bank holidays are not known and count as business days). */
export function isBusinessDay(day: CalendarDay): boolean {
  const weekday = new Date(dayNumber(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * The business day `count` business days after `day` (Saturdays and Sundays skipped): 5 after a
 * Friday is the next Friday, 5 after a Saturday is the next Friday too.
 *
 * @param count - business days to add, 0 or more.
 */
export function addBusinessDays(day: CalendarDay, count: number): CalendarDay {
  let current = day;
  let left = count;
  while (left > 0) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}
