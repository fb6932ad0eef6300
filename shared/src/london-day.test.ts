import { describe, expect, it } from 'vitest';
import { addBusinessDays, addDays, daysBetween, isBusinessDay, londonDay } from './london-day';

describe('londonDay (docs/product/pipeline.md#due-overdue-and-stale)', () => {
  it.each<[string, Date | string | null | undefined, string | null]>([
    ['winter: UTC and London agree', new Date('2026-01-15T23:59:59.999Z'), '2026-01-15'],
    ['summer: 23:30 UTC is the next London day', new Date('2026-07-01T23:30:00.000Z'), '2026-07-02'],
    // Last Sunday of March 2026 is 29 March: clocks go forward at 01:00 UTC.
    [
      'Saturday 28 March 23:30 UTC is still Saturday in London (GMT)',
      new Date('2026-03-28T23:30:00.000Z'),
      '2026-03-28',
    ],
    ['Sunday 29 March 00:59 UTC is Sunday (still GMT)', new Date('2026-03-29T00:59:59.999Z'), '2026-03-29'],
    ['Sunday 29 March 22:59 UTC is Sunday 23:59 BST', new Date('2026-03-29T22:59:59.999Z'), '2026-03-29'],
    ['Sunday 29 March 23:00 UTC is Monday 00:00 BST', new Date('2026-03-29T23:00:00.000Z'), '2026-03-30'],
    // Last Sunday of October 2026 is 25 October: clocks go back at 01:00 UTC.
    ['Saturday 24 October 23:00 UTC is Sunday 00:00 BST', new Date('2026-10-24T23:00:00.000Z'), '2026-10-25'],
    ['Saturday 24 October 22:59 UTC is Saturday 23:59 BST', new Date('2026-10-24T22:59:59.999Z'), '2026-10-24'],
    ['Sunday 25 October 23:30 UTC is still Sunday (GMT again)', new Date('2026-10-25T23:30:00.000Z'), '2026-10-25'],
    ['Monday 26 October 00:00 UTC is Monday', new Date('2026-10-26T00:00:00.000Z'), '2026-10-26'],
    ['a plain day is a London day as it is', '2026-03-29', '2026-03-29'],
    ['a date-time with an offset is read as its instant', '2026-03-30T00:30:00+01:00', '2026-03-30'],
    ['a UTC date-time late in a summer evening', '2026-06-10T23:15:00Z', '2026-06-11'],
    ['surrounding spaces are ignored', ' 2026-05-01 ', '2026-05-01'],
    ['an impossible day', '2026-02-30', null],
    ['text', 'next week', null],
    ['empty', '', null],
    ['blank', '   ', null],
    ['null', null, null],
    ['undefined', undefined, null],
    ['an invalid Date', new Date(Number.NaN), null],
  ])('%s', (_name, value, expected) => {
    expect(londonDay(value)).toBe(expected);
  });
});

describe('calendar arithmetic', () => {
  it.each<[string, string, number]>([
    ['2026-03-28', '2026-03-30', 2],
    ['2026-10-24', '2026-10-26', 2],
    ['2026-12-31', '2027-01-01', 1],
    ['2026-03-01', '2026-02-27', -2],
    ['2026-05-05', '2026-05-05', 0],
  ])('daysBetween(%s, %s) = %i, daylight saving changes included', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
    expect(addDays(from, expected)).toBe(to);
  });

  it.each<[string, boolean]>([
    ['2026-11-20', true], // Friday
    ['2026-11-21', false], // Saturday
    ['2026-11-22', false], // Sunday
    ['2026-11-23', true], // Monday
  ])('isBusinessDay(%s) = %s', (day, expected) => {
    expect(isBusinessDay(day)).toBe(expected);
  });

  it.each<[string, number, string]>([
    ['2026-11-23', 5, '2026-11-30'], // Monday -> next Monday
    ['2026-11-20', 5, '2026-11-27'], // Friday -> next Friday
    ['2026-11-21', 5, '2026-11-27'], // Saturday -> Friday
    ['2026-11-22', 1, '2026-11-23'], // Sunday -> Monday
    ['2026-11-25', 0, '2026-11-25'],
    ['2026-03-27', 5, '2026-04-03'], // across the March clock change
  ])('addBusinessDays(%s, %i) = %s', (day, count, expected) => {
    expect(addBusinessDays(day, count)).toBe(expected);
  });
});
