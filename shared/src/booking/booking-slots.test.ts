import { describe, expect, it } from 'vitest';
import { type AvailabilitySettings, DEFAULT_AVAILABILITY } from './booking';
import { freeSlotAt, freeSlots, londonInstant } from './booking-slots';

const longAgo = new Date('2026-01-01T00:00:00Z');
const settingsWith = (changes: Partial<AvailabilitySettings>): AvailabilitySettings => ({
  ...DEFAULT_AVAILABILITY,
  minimumNoticeHours: 0,
  horizonDays: 180,
  ...changes,
});
const night = { start: '00:00', end: '04:00' };
const sundayNights = settingsWith({ weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, sunday: night } });

describe('londonInstant', () => {
  it.each([
    ['2026-03-27', '09:00', '2026-03-27T09:00:00.000Z', 'GMT before the March change'],
    ['2026-03-30', '09:00', '2026-03-30T08:00:00.000Z', 'BST after the March change'],
    ['2026-10-23', '09:00', '2026-10-23T08:00:00.000Z', 'BST before the October change'],
    ['2026-10-26', '09:00', '2026-10-26T09:00:00.000Z', 'GMT after the October change'],
    ['2026-10-25', '00:00', '2026-10-24T23:00:00.000Z', 'midnight of the October change is still BST'],
  ])('%s %s London is %s (%s)', (day, time, expected) => {
    expect(londonInstant(day, time).toISOString()).toBe(expected);
  });
});

describe('freeSlots', () => {
  it.each([
    // [label, settings, from, to, count, first start, last start]
    [
      'a default weekday: 16 half hours from 09:00 GMT',
      settingsWith({}),
      '2026-03-27T00:00:00Z',
      '2026-03-28T00:00:00Z',
      16,
      '2026-03-27T09:00:00.000Z',
      '2026-03-27T16:30:00.000Z',
    ],
    [
      'the Monday after the March change starts at 08:00 UTC',
      settingsWith({}),
      '2026-03-30T00:00:00Z',
      '2026-03-31T00:00:00Z',
      16,
      '2026-03-30T08:00:00.000Z',
      '2026-03-30T15:30:00.000Z',
    ],
    [
      'the Monday after the October change starts at 09:00 UTC',
      settingsWith({}),
      '2026-10-26T00:00:00Z',
      '2026-10-27T00:00:00Z',
      16,
      '2026-10-26T09:00:00.000Z',
      '2026-10-26T16:30:00.000Z',
    ],
    [
      '00:00-04:00 on the last Sunday of March is three real hours',
      sundayNights,
      '2026-03-28T12:00:00Z',
      '2026-03-29T12:00:00Z',
      6,
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T02:30:00.000Z',
    ],
    [
      '00:00-04:00 on the last Sunday of October is five real hours',
      sundayNights,
      '2026-10-24T12:00:00Z',
      '2026-10-25T12:00:00Z',
      10,
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T03:30:00.000Z',
    ],
    [
      'weekends are closed by default',
      settingsWith({}),
      '2026-03-28T00:00:00Z',
      '2026-03-30T00:00:00Z',
      0,
      undefined,
      undefined,
    ],
    [
      'a blocked date has no slots',
      settingsWith({ blockedDates: ['2026-03-27'] }),
      '2026-03-27T00:00:00Z',
      '2026-03-28T00:00:00Z',
      0,
      undefined,
      undefined,
    ],
    [
      'a 15-minute buffer: 45-minute steps',
      settingsWith({ bufferMinutes: 15 }),
      '2026-03-27T00:00:00Z',
      '2026-03-28T00:00:00Z',
      11,
      '2026-03-27T09:00:00.000Z',
      '2026-03-27T16:30:00.000Z',
    ],
    [
      '60-minute slots',
      settingsWith({ slotMinutes: 60 }),
      '2026-03-27T00:00:00Z',
      '2026-03-28T00:00:00Z',
      8,
      '2026-03-27T09:00:00.000Z',
      '2026-03-27T16:00:00.000Z',
    ],
    [
      'the range cuts the day',
      settingsWith({}),
      '2026-03-27T10:00:00Z',
      '2026-03-27T11:00:00Z',
      2,
      '2026-03-27T10:00:00.000Z',
      '2026-03-27T10:30:00.000Z',
    ],
  ])('%s', (_label, settings, from, to, count, first, last) => {
    const slots = freeSlots(settings, { from, to }, [], new Date(Date.parse(from) - 86_400_000));
    expect(slots).toHaveLength(count);
    expect(slots[0]?.start).toBe(first);
    expect(slots.at(-1)?.start).toBe(last);
  });

  it('every slot lasts the slot length, also across the clock changes', () => {
    const slots = freeSlots(
      sundayNights,
      { from: '2026-10-24T12:00:00Z', to: '2026-10-25T12:00:00Z' },
      [],
      new Date('2026-10-01T00:00:00Z'),
    );
    expect(slots).toHaveLength(10);
    for (const slot of slots) expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
  });

  it.each([
    [
      '24 hours of notice drop the slots before now + 24 h',
      '2026-03-26T10:15:00Z',
      DEFAULT_AVAILABILITY,
      '2026-03-27T10:30:00.000Z',
    ],
    [
      'no notice: the next slot after now',
      '2026-03-27T10:15:00Z',
      { ...DEFAULT_AVAILABILITY, minimumNoticeHours: 0 },
      '2026-03-27T10:30:00.000Z',
    ],
  ])('%s', (_label, now, settings, first) => {
    const slots = freeSlots(settings, { from: '2026-03-26T00:00:00Z', to: '2026-03-28T00:00:00Z' }, [], new Date(now));
    expect(slots[0]?.start).toBe(first);
  });

  it('the horizon ends the list 28 days after now', () => {
    const now = new Date('2026-03-02T08:00:00Z');
    const slots = freeSlots(
      DEFAULT_AVAILABILITY,
      { from: '2026-03-02T00:00:00Z', to: '2026-04-02T00:00:00Z' },
      [],
      now,
    );
    expect(slots.at(-1)?.start).toBe('2026-03-27T16:30:00.000Z');
    expect(slots.every((slot) => Date.parse(slot.start) <= now.getTime() + 28 * 86_400_000)).toBe(true);
  });

  it.each([
    ['a booked slot is not free', 0, '10:00', '10:30', ['10:00'], ['09:30', '10:30']],
    ['a 30-minute buffer keeps the next slot an hour on', 30, '10:00', '10:30', ['10:00'], ['09:00', '11:00']],
    ['an interval off the grid blocks both slots it touches', 30, '09:45', '10:15', ['09:00', '10:00'], ['11:00']],
  ])('%s', (_label, bufferMinutes, takenStart, takenEnd, missing, present) => {
    const at = (time: string) => `2026-03-27T${time}:00.000Z`;
    const taken = [{ start: at(takenStart), end: at(takenEnd) }];
    const range = { from: '2026-03-27T00:00:00Z', to: '2026-03-28T00:00:00Z' };
    const starts = freeSlots(settingsWith({ bufferMinutes }), range, taken, longAgo).map((slot) => slot.start);
    for (const time of missing) expect(starts).not.toContain(at(time));
    for (const time of present) expect(starts).toContain(at(time));
  });
});
describe('freeSlotAt', () => {
  it.each([
    ['a free slot', '2026-03-27T09:00:00Z', '2026-03-27T09:30:00.000Z'],
    ['a start off the grid', '2026-03-27T09:10:00Z', undefined],
    ['a start outside working hours', '2026-03-27T18:00:00Z', undefined],
    ['a Saturday', '2026-03-28T09:00:00Z', undefined],
  ])('%s', (_label, start, end) => {
    expect(freeSlotAt(settingsWith({}), start, [], longAgo)?.end).toBe(end);
  });
});
