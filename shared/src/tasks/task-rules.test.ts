import { describe, expect, it } from 'vitest';
import type { Task } from './task';
import {
  dueLabel,
  endOfLondonDay,
  isDueTodayOrOverdue,
  londonToUtc,
  londonWallTime,
  nextTaskOf,
  snoozedDueAt,
} from './task-rules';

const task = (
  id: string,
  dueAt: string,
  state: Task['state'] = 'open',
  createdAt = '2026-01-01T00:00:00.000Z',
): Task => ({
  id,
  leadId: 'lead-1',
  title: `Task ${id}`,
  dueAt,
  assigneeId: 'user-1',
  state,
  createdBy: 'user-1',
  createdAt,
  updatedAt: createdAt,
});

describe('London wall time and UTC (docs/product/tasks.md#times)', () => {
  it.each([
    ['2026-01-15', '09:00', '2026-01-15T09:00:00.000Z'],
    ['2026-03-29', '00:30', '2026-03-29T00:30:00.000Z'],
    ['2026-03-29', '01:30', '2026-03-29T01:30:00.000Z'], // skipped by the clocks: read as 02:30 BST
    ['2026-03-29', '02:30', '2026-03-29T01:30:00.000Z'],
    ['2026-03-29', '23:30', '2026-03-29T22:30:00.000Z'],
    ['2026-03-30', '00:00', '2026-03-29T23:00:00.000Z'],
    ['2026-10-25', '00:30', '2026-10-24T23:30:00.000Z'],
    ['2026-10-25', '01:30', '2026-10-25T01:30:00.000Z'], // repeated: the second (GMT)
    ['2026-10-25', '09:00', '2026-10-25T09:00:00.000Z'],
    ['2026-10-26', '00:00', '2026-10-26T00:00:00.000Z'],
  ])('%s %s London is %s', (date, time, utc) => {
    expect(londonToUtc(date, time)).toBe(utc);
  });

  it.each([
    ['2026-03-29T00:59:00.000Z', '2026-03-29', '00:59'],
    ['2026-03-29T01:00:00.000Z', '2026-03-29', '02:00'],
    ['2026-10-25T00:30:00.000Z', '2026-10-25', '01:30'],
    ['2026-10-25T01:30:00.000Z', '2026-10-25', '01:30'],
    ['2026-06-30T23:30:00.000Z', '2026-07-01', '00:30'],
  ])('%s shows as %s %s', (utc, date, time) => {
    expect(londonWallTime(utc)).toEqual({ date, time });
  });

  it('refuses a date that is not one', () => {
    expect(() => londonToUtc('2026-13-45', '09:00')).toThrow(RangeError);
  });
});

describe('due today or overdue, by the London day (docs/product/tasks.md#due-today)', () => {
  it.each([
    // now, end of the London day
    ['2026-03-28T23:30:00.000Z', '2026-03-29T00:00:00.000Z'],
    ['2026-03-29T00:30:00.000Z', '2026-03-29T23:00:00.000Z'], // the short day: 23 hours
    ['2026-03-29T22:59:00.000Z', '2026-03-29T23:00:00.000Z'],
    ['2026-03-29T23:00:00.000Z', '2026-03-30T23:00:00.000Z'], // 00:00 BST is already Monday
    ['2026-10-24T23:30:00.000Z', '2026-10-26T00:00:00.000Z'], // 00:30 BST on the long day: 25 hours
    ['2026-10-25T23:59:00.000Z', '2026-10-26T00:00:00.000Z'],
  ])('at %s the day ends at %s', (now, end) => {
    expect(endOfLondonDay(new Date(now))).toBe(end);
  });

  it.each([
    // due, now, state, expected
    ['2026-03-29T22:30:00.000Z', '2026-03-29T08:00:00.000Z', 'open', true], // 23:30 BST the same day
    ['2026-03-29T23:00:00.000Z', '2026-03-29T08:00:00.000Z', 'open', false], // 00:00 BST Monday
    ['2026-03-28T23:30:00.000Z', '2026-03-29T23:30:00.000Z', 'open', true], // overdue
    ['2026-03-30T08:00:00.000Z', '2026-03-29T23:30:00.000Z', 'open', true], // 00:30 BST Monday: today
    ['2026-10-25T23:30:00.000Z', '2026-10-25T00:30:00.000Z', 'open', true], // 23:30 GMT, 25-hour day
    ['2026-10-26T00:00:00.000Z', '2026-10-25T23:59:00.000Z', 'open', false],
    ['2026-10-24T22:59:00.000Z', '2026-10-24T23:00:00.000Z', 'open', true], // yesterday 23:59 BST: overdue
    ['2026-01-01T09:00:00.000Z', '2026-01-01T08:00:00.000Z', 'done', false],
  ] as const)('due %s at %s (%s): %s', (dueAt, now, state, expected) => {
    expect(isDueTodayOrOverdue({ dueAt, state }, new Date(now))).toBe(expected);
  });
});

describe('the next task (docs/product/tasks.md#next-task)', () => {
  it.each([
    ['no tasks', [], null],
    ['only done tasks', [task('a', '2026-01-01T09:00:00.000Z', 'done')], null],
    [
      'the open one due first',
      [
        task('a', '2026-01-03T09:00:00.000Z'),
        task('b', '2026-01-02T09:00:00.000Z'),
        task('c', '2026-01-01T09:00:00.000Z', 'done'),
      ],
      'b',
    ],
    [
      'the older of two due together',
      [
        task('z', '2026-01-02T09:00:00.000Z', 'open', '2026-01-01T10:00:00.000Z'),
        task('y', '2026-01-02T09:00:00.000Z', 'open', '2026-01-01T11:00:00.000Z'),
      ],
      'z',
    ],
  ])('%s', (_name, tasks, expected) => {
    expect(nextTaskOf(tasks)?.id ?? null).toBe(expected);
  });

  it('names its title and due time', () => {
    expect(nextTaskOf([task('a', '2026-01-02T09:00:00.000Z')])).toEqual({
      id: 'a',
      title: 'Task a',
      dueAt: '2026-01-02T09:00:00.000Z',
    });
  });
});

describe('snoozing keeps the London time (docs/product/tasks.md#snooze)', () => {
  it.each([
    ['2026-01-15T09:00:00.000Z', 'day', '2026-01-16T09:00:00.000Z'],
    ['2026-03-28T10:00:00.000Z', 'day', '2026-03-29T09:00:00.000Z'], // 10:00 GMT → 10:00 BST
    ['2026-03-25T10:00:00.000Z', 'week', '2026-04-01T09:00:00.000Z'],
    ['2026-10-24T09:00:00.000Z', 'day', '2026-10-25T10:00:00.000Z'], // 10:00 BST → 10:00 GMT
    ['2026-10-20T09:00:00.000Z', 'week', '2026-10-27T10:00:00.000Z'],
  ] as const)('%s + a %s is %s', (dueAt, preset, expected) => {
    expect(snoozedDueAt(dueAt, preset)).toBe(expected);
  });
});

describe('due labels in London time (docs/product/tasks.md#times)', () => {
  it.each([
    ['2026-03-29T22:30:00.000Z', '2026-03-29T08:00:00.000Z', 'Today 23:30'],
    ['2026-03-29T23:00:00.000Z', '2026-03-29T08:00:00.000Z', 'Tomorrow 00:00'],
    ['2026-03-28T10:00:00.000Z', '2026-03-29T08:00:00.000Z', 'Overdue · 28 Mar 10:00'],
    ['2026-10-25T23:30:00.000Z', '2026-10-25T00:30:00.000Z', 'Today 23:30'],
    ['2026-10-27T09:00:00.000Z', '2026-10-25T00:30:00.000Z', '27 Oct 09:00'],
  ])('%s at %s reads %s', (dueAt, now, label) => {
    expect(dueLabel(dueAt, new Date(now))).toBe(label);
  });
});
