import type { Slot } from '@meridian/shared/booking/booking';
import { LONDON_TIME_ZONE } from '@meridian/shared/london-day';

/**
 * How slots read to the visitor (docs/product/booking.md#availability): grouped by day and shown in
 * the visitor's own time zone, with the London time beside it when the two differ.
 */

let visitorZone: string | undefined;

/**
 * The visitor's time zone as the browser reports it (`Europe/London` when it cannot tell), asked
 * once: asking makes a date formatter, so a page calls this only when it shows a time, not while
 * it hydrates (docs/decisions/062-dates-read-back-on-hydration.md).
 */
export function visitorTimeZone(): string {
  visitorZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || LONDON_TIME_ZONE;
  return visitorZone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function format(instant: string, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, ...options });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(instant));
}

/** "Monday 30 March" in a time zone. */
export const dayLabel = (instant: string, timeZone: string) =>
  format(instant, timeZone, { weekday: 'long', day: 'numeric', month: 'long' });

/** "09:00" in a time zone. */
export const timeLabel = (instant: string, timeZone: string) =>
  format(instant, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "Monday 30 March at 09:00" in a time zone. */
export const dateTimeLabel = (instant: string, timeZone: string) =>
  `${dayLabel(instant, timeZone)} at ${timeLabel(instant, timeZone)}`;

/** One slot's label: its time for the visitor, and the London time when that differs. */
export function slotLabel(slot: Slot, timeZone: string): { time: string; london?: string } {
  const time = timeLabel(slot.start, timeZone);
  const london = timeLabel(slot.start, LONDON_TIME_ZONE);
  return time === london && dayLabel(slot.start, timeZone) === dayLabel(slot.start, LONDON_TIME_ZONE)
    ? { time }
    : { time, london: `${london} London` };
}

/** Slots grouped by the visitor's calendar day, in order. */
export function slotsByDay(slots: readonly Slot[], timeZone: string): { day: string; slots: Slot[] }[] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = dayLabel(slot.start, timeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}
