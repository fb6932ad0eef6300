// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { londonWallTime, londonWallTimeToUtc } from './london-schedule';

describe('londonWallTimeToUtc', () => {
  it.each([
    // summer and winter
    ['2026-07-01', '09:30', '2026-07-01T08:30:00.000Z'],
    ['2026-12-25', '18:45', '2026-12-25T18:45:00.000Z'],
    // last Sunday of March 2026: 01:00 GMT becomes 02:00 BST
    ['2026-03-28', '12:00', '2026-03-28T12:00:00.000Z'],
    ['2026-03-29', '00:59', '2026-03-29T00:59:00.000Z'],
    ['2026-03-29', '02:00', '2026-03-29T01:00:00.000Z'],
    ['2026-03-29', '09:00', '2026-03-29T08:00:00.000Z'],
    // last Sunday of October 2026: 02:00 BST becomes 01:00 GMT
    ['2026-10-24', '09:00', '2026-10-24T08:00:00.000Z'],
    ['2026-10-25', '00:30', '2026-10-24T23:30:00.000Z'],
    ['2026-10-25', '01:30', '2026-10-25T01:30:00.000Z'],
    ['2026-10-25', '02:00', '2026-10-25T02:00:00.000Z'],
    ['2026-10-25', '09:00', '2026-10-25T09:00:00.000Z'],
    // the changes of 2027 (28 March, 31 October)
    ['2027-03-28', '00:00', '2027-03-28T00:00:00.000Z'],
    ['2027-03-28', '02:30', '2027-03-28T01:30:00.000Z'],
    ['2027-10-31', '00:00', '2027-10-30T23:00:00.000Z'],
    ['2027-10-31', '23:59', '2027-10-31T23:59:00.000Z'],
  ])('%s %s London is %s', (date, time, iso) => {
    expect(londonWallTimeToUtc({ date, time })).toEqual({ iso });
  });

  it.each([
    ['2026-03-29', '01:00'],
    ['2026-03-29', '01:30'],
    ['2027-03-28', '01:59'],
  ])('refuses %s %s, an hour the clocks skip', (date, time) => {
    expect(londonWallTimeToUtc({ date, time })).toEqual({ problem: 'missing-hour' });
  });

  it.each([
    ['', '09:00'],
    ['2026-07-01', ''],
    ['2026-02-30', '09:00'],
    ['2026-07-01', '24:00'],
    ['2026-07-01', '9:00'],
    ['01/07/2026', '09:00'],
  ])('refuses date %j and time %j as invalid', (date, time) => {
    expect(londonWallTimeToUtc({ date, time })).toEqual({ problem: 'invalid' });
  });
});

describe('londonWallTime', () => {
  it.each([
    ['2026-07-01T08:30:00.000Z', { date: '2026-07-01', time: '09:30' }],
    ['2026-10-24T23:30:00.000Z', { date: '2026-10-25', time: '00:30' }],
    ['2026-03-29T01:00:00.000Z', { date: '2026-03-29', time: '02:00' }],
    ['2026-12-31T23:59:00.000Z', { date: '2026-12-31', time: '23:59' }],
  ])('shows %s as %o', (iso, wall) => {
    expect(londonWallTime(new Date(iso))).toEqual(wall);
  });
});
