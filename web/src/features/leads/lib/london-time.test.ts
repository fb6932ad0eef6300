// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { londonDateInput, londonDateTimeInput, londonToUtcIso } from './london-time';

describe('londonToUtcIso', () => {
  it.each([
    ['2026-01-15T09:30', '2026-01-15T09:30:00.000Z'],
    ['2026-07-01T09:30', '2026-07-01T08:30:00.000Z'],
    ['2026-07-01T00:30', '2026-06-30T23:30:00.000Z'],
    ['2026-03-29T03:00', '2026-03-29T02:00:00.000Z'],
    ['2026-10-25T00:30', '2026-10-24T23:30:00.000Z'],
    ['2026-11-23', '2026-11-23T12:00:00.000Z'],
    ['2026-06-23', '2026-06-23T11:00:00.000Z'],
  ])('reads %s in London as %s', (local, utc) => {
    expect(londonToUtcIso(local)).toBe(utc);
  });

  it.each(['', 'yesterday', '2026-13-01', '2026-02-30', '23/11/2026'])('refuses %j', (local) => {
    expect(londonToUtcIso(local)).toBeUndefined();
  });
});

describe('London input values', () => {
  it.each([
    ['2026-01-15T23:30:00.000Z', '2026-01-15', '2026-01-15T23:30'],
    ['2026-07-15T23:30:00.000Z', '2026-07-16', '2026-07-16T00:30'],
  ])('shows %s as %s / %s', (iso, date, dateTime) => {
    expect(londonDateInput(new Date(iso))).toBe(date);
    expect(londonDateTimeInput(new Date(iso))).toBe(dateTime);
  });
});
