// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { slotLabel, slotsByDay } from './slot-times';

const slot = (start: string) => ({ start, end: start });

describe('slotLabel', () => {
  it.each([
    ['London in winter', '2030-01-07T09:00:00.000Z', 'Europe/London', { time: '09:00' }],
    ['London in summer', '2030-07-01T08:00:00.000Z', 'Europe/London', { time: '09:00' }],
    ['New York in winter', '2030-01-07T14:00:00.000Z', 'America/New_York', { time: '09:00', london: '14:00 London' }],
    ['Paris in summer', '2030-07-01T08:00:00.000Z', 'Europe/Paris', { time: '10:00', london: '09:00 London' }],
    ['Reykjavik in winter (same clock as London)', '2030-01-07T09:00:00.000Z', 'Atlantic/Reykjavik', { time: '09:00' }],
    ['Tokyo on the next day', '2030-01-07T16:00:00.000Z', 'Asia/Tokyo', { time: '01:00', london: '16:00 London' }],
  ])('%s', (_label, start, timeZone, expected) => {
    expect(slotLabel(slot(start), timeZone)).toEqual(expected);
  });
});

describe('slotsByDay', () => {
  it("groups by the visitor's day, which can differ from London's", () => {
    const slots = [slot('2030-01-07T16:00:00.000Z'), slot('2030-01-07T09:00:00.000Z')];
    expect(slotsByDay(slots, 'Asia/Tokyo').map((group) => group.day)).toEqual([
      'Tuesday 8 January',
      'Monday 7 January',
    ]);
    expect(slotsByDay(slots, 'Europe/London').map((group) => group.slots.length)).toEqual([2]);
  });
});
