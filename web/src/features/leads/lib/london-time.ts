/**
 * UK wall-clock time for the CRM's date and time inputs: staff type dates and times as shown in
 * Europe/London, the API stores UTC ISO-8601 timestamps (docs/product/pipeline.md#timeline).
 */

const TIME_ZONE = 'Europe/London';

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The London wall-clock fields of an instant. */
function londonParts(ms: number): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = Object.fromEntries(PARTS.formatToParts(ms).map((part) => [part.type, part.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/** Minutes London is ahead of UTC at an instant (0 in winter, 60 in summer). */
function londonOffsetMinutes(ms: number): number {
  const p = londonParts(ms);
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return Math.round((asUtc - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

/**
 * The value of a `<input type="date">` for an instant's London date, e.g. '2026-11-23'.
 *
 * @param instant - the moment (defaults to now).
 */
export function londonDateInput(instant: Date = new Date()): string {
  const p = londonParts(instant.getTime());
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * The value of a `<input type="datetime-local">` for an instant in London time, e.g. '2026-07-01T09:30'.
 *
 * @param instant - the moment (defaults to now).
 */
export function londonDateTimeInput(instant: Date = new Date()): string {
  const p = londonParts(instant.getTime());
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * The UTC ISO-8601 timestamp of a London wall-clock date and time.
 *
 * @param local - 'YYYY-MM-DD' (read as 12:00, so the date stays the same in any zone) or
 *   'YYYY-MM-DDTHH:mm' as the date and datetime-local inputs give it.
 * @returns e.g. '2026-07-01T08:30:00.000Z' for '2026-07-01T09:30' (BST), or undefined when `local`
 *   is not such a value.
 */
export function londonToUtcIso(local: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(local.trim());
  if (!match) return undefined;
  const [, year, month, day, hour = '12', minute = '00'] = match;
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  const date = new Date(wall);
  if (date.getUTCMonth() + 1 !== Number(month) || date.getUTCDate() !== Number(day)) return undefined;
  // The offset at the wall time read as UTC is right except within an hour of a clock change;
  // a second pass with the offset of the corrected instant settles it.
  const first = wall - londonOffsetMinutes(wall) * 60_000;
  const instant = wall - londonOffsetMinutes(first) * 60_000;
  return new Date(instant).toISOString();
}
