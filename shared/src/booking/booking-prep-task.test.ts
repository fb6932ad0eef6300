import { describe, expect, it } from 'vitest';
import { type PrepTaskFacts, prepTaskActionOf, prepTaskDueAt, prepTaskId, prepTaskTitle } from './booking-prep-task';

describe('prepTaskDueAt: an hour before the call, or 09:00 London on its day when that is earlier', () => {
  it.each([
    // call start (UTC), due (UTC), London reading
    ['2026-01-14T14:00:00.000Z', '2026-01-14T09:00:00.000Z', '14:00 GMT call → 09:00 GMT'],
    ['2026-01-14T10:00:00.000Z', '2026-01-14T09:00:00.000Z', '10:00 GMT call → 09:00 (both rules agree)'],
    ['2026-01-14T09:30:00.000Z', '2026-01-14T08:30:00.000Z', '09:30 GMT call → 08:30 GMT'],
    ['2026-01-14T09:00:00.000Z', '2026-01-14T08:00:00.000Z', '09:00 GMT call → 08:00 GMT'],
    ['2026-07-08T13:00:00.000Z', '2026-07-08T08:00:00.000Z', '14:00 BST call → 09:00 BST'],
    ['2026-07-08T08:30:00.000Z', '2026-07-08T07:30:00.000Z', '09:30 BST call → 08:30 BST'],
    // The clocks go forward on Sunday 29 March 2026: Monday 30 March is the first BST weekday.
    ['2026-03-30T13:00:00.000Z', '2026-03-30T08:00:00.000Z', 'Mon 30 Mar 14:00 BST → 09:00 BST'],
    ['2026-03-30T08:00:00.000Z', '2026-03-30T07:00:00.000Z', 'Mon 30 Mar 09:00 BST → 08:00 BST'],
    ['2026-03-30T08:30:00.000Z', '2026-03-30T07:30:00.000Z', 'Mon 30 Mar 09:30 BST → 08:30 BST'],
    ['2026-03-29T12:00:00.000Z', '2026-03-29T08:00:00.000Z', 'Sun 29 Mar 13:00 BST → 09:00 BST'],
    ['2026-03-29T02:00:00.000Z', '2026-03-29T01:00:00.000Z', 'Sun 29 Mar 03:00 BST → 02:00 BST = 01:00 GMT'],
    ['2026-03-27T14:00:00.000Z', '2026-03-27T09:00:00.000Z', 'Fri 27 Mar 14:00 GMT → 09:00 GMT'],
    // The clocks go back on Sunday 25 October 2026: Monday 26 October is the first GMT weekday.
    ['2026-10-26T14:00:00.000Z', '2026-10-26T09:00:00.000Z', 'Mon 26 Oct 14:00 GMT → 09:00 GMT'],
    ['2026-10-26T09:00:00.000Z', '2026-10-26T08:00:00.000Z', 'Mon 26 Oct 09:00 GMT → 08:00 GMT'],
    ['2026-10-26T09:30:00.000Z', '2026-10-26T08:30:00.000Z', 'Mon 26 Oct 09:30 GMT → 08:30 GMT'],
    ['2026-10-25T13:00:00.000Z', '2026-10-25T09:00:00.000Z', 'Sun 25 Oct 13:00 GMT → 09:00 GMT'],
    ['2026-10-23T13:00:00.000Z', '2026-10-23T08:00:00.000Z', 'Fri 23 Oct 14:00 BST → 09:00 BST'],
  ])('%s → %s (%s)', (start, due) => {
    expect(prepTaskDueAt(start)).toBe(due);
  });
});

describe('prepTaskTitle', () => {
  it('names the lead as one line of plain text', () => {
    expect(prepTaskTitle('Ada Lovelace')).toBe('Prepare for the call with Ada Lovelace');
    expect(prepTaskTitle(' Ada\n\tLovelace\u202e ')).toBe('Prepare for the call with Ada Lovelace');
    expect(prepTaskTitle('<b>Ada</b>')).toBe('Prepare for the call with <b>Ada</b>');
    expect(prepTaskTitle('\u0007')).toBe('Prepare for the call with the visitor');
  });

  it('stays within 200 characters, shortening a long name with an ellipsis', () => {
    const title = prepTaskTitle('A'.repeat(300));
    expect([...title]).toHaveLength(200);
    expect(title.endsWith('A…')).toBe(true);
    expect(prepTaskTitle('B'.repeat(174))).toBe(`Prepare for the call with ${'B'.repeat(174)}`);
  });
});

describe('prepTaskId', () => {
  it('derives from the booking id, a valid task path id', () => {
    expect(prepTaskId('0b6c5e1e-8f3a-4c1e-9d2a-1f0e5d4c3b2a')).toBe(
      'booking-prep-0b6c5e1e-8f3a-4c1e-9d2a-1f0e5d4c3b2a',
    );
  });
});

const START = '2026-03-30T13:00:00.000Z';
const facts = (overrides: Partial<PrepTaskFacts>): PrepTaskFacts => ({
  eventSequence: 0,
  stored: { status: 'booked', sequence: 0, start: START },
  task: undefined,
  claimed: false,
  hasOwner: true,
  ...overrides,
});
const open = (bookingSequence: number) => ({ state: 'open' as const, bookingSequence });

describe('prepTaskActionOf', () => {
  it.each<[string, Partial<PrepTaskFacts>, ReturnType<typeof prepTaskActionOf>]>([
    ['booked, owner, no task → create', {}, { kind: 'create', dueAt: '2026-03-30T08:00:00.000Z' }],
    ['booked, no owner → none', { hasOwner: false }, { kind: 'none', reason: 'no-owner' }],
    ['booking erased → none', { stored: undefined }, { kind: 'none', reason: 'booking-gone' }],
    [
      'older event than the stored booking → none',
      { eventSequence: 0, stored: { status: 'booked', sequence: 1, start: START } },
      { kind: 'none', reason: 'older-event' },
    ],
    [
      'booked event after a cancellation was stored → none',
      { eventSequence: 0, stored: { status: 'cancelled', sequence: 1, start: START } },
      { kind: 'none', reason: 'older-event' },
    ],
    [
      'reschedule, no task yet (its booking came late), owner → create at the new start',
      { eventSequence: 1, stored: { status: 'booked', sequence: 1, start: '2026-03-31T08:30:00.000Z' } },
      { kind: 'create', dueAt: '2026-03-31T07:30:00.000Z' },
    ],
    [
      'cancellation, no task → none',
      { eventSequence: 2, stored: { status: 'cancelled', sequence: 2, start: START } },
      { kind: 'none', reason: 'not-booked' },
    ],
    ['task id used before, task gone → none', { claimed: true }, { kind: 'none', reason: 'removed-before' }],
    ['redelivered booking → in step', { task: open(0) }, { kind: 'none', reason: 'in-step' }],
    [
      'reschedule of an open task → move',
      { eventSequence: 1, stored: { status: 'booked', sequence: 1, start: '2026-10-26T14:00:00.000Z' }, task: open(0) },
      { kind: 'move', dueAt: '2026-10-26T09:00:00.000Z' },
    ],
    [
      'cancellation of an open task → remove',
      { eventSequence: 2, stored: { status: 'cancelled', sequence: 2, start: START }, task: open(1) },
      { kind: 'remove' },
    ],
    [
      'cancellation of a done task → none (never reopened or removed)',
      {
        eventSequence: 1,
        stored: { status: 'cancelled', sequence: 1, start: START },
        task: { state: 'done', bookingSequence: 0 },
      },
      { kind: 'none', reason: 'done' },
    ],
    [
      'reschedule of a done task → none',
      {
        eventSequence: 1,
        stored: { status: 'booked', sequence: 1, start: START },
        task: { state: 'done', bookingSequence: 0 },
      },
      { kind: 'none', reason: 'done' },
    ],
    [
      'an open task ahead of the event → none',
      { eventSequence: 1, stored: { status: 'booked', sequence: 1, start: START }, task: open(1) },
      { kind: 'none', reason: 'in-step' },
    ],
  ])('%s', (_label, given, expected) => {
    expect(prepTaskActionOf(facts(given))).toEqual(expected);
  });
});
