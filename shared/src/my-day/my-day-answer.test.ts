import { describe, expect, it } from 'vitest';
import type { LeadSummary } from '../leads/lead';
import type { Task } from '../tasks/task';
import { MY_DAY_SECTION_ROWS, type MyDay } from './my-day';
import { myDayWindow, toMyDayAnswer } from './my-day-answer';

describe('myDayWindow: the instants of a London day (docs/product/my-day.md#days-and-times)', () => {
  it.each([
    [
      'a GMT day',
      '2026-11-26T12:00:00Z',
      '2026-11-27T00:00:00.000Z',
      '2026-11-26T00:00:00.000Z',
      '2026-11-28T00:00:00.000Z',
    ],
    [
      'a BST day',
      '2026-07-01T12:00:00Z',
      '2026-07-01T23:00:00.000Z',
      '2026-06-30T23:00:00.000Z',
      '2026-07-02T23:00:00.000Z',
    ],
    [
      'the 23-hour Sunday of March',
      '2026-03-29T12:00:00Z',
      '2026-03-29T23:00:00.000Z',
      '2026-03-29T00:00:00.000Z',
      '2026-03-30T23:00:00.000Z',
    ],
    [
      'the 25-hour Sunday of October',
      '2026-10-25T23:30:00Z',
      '2026-10-26T00:00:00.000Z',
      '2026-10-24T23:00:00.000Z',
      '2026-10-27T00:00:00.000Z',
    ],
    [
      '00:30 BST, still the previous UTC day',
      '2026-06-30T23:30:00Z',
      '2026-07-01T23:00:00.000Z',
      '2026-06-30T23:00:00.000Z',
      '2026-07-02T23:00:00.000Z',
    ],
  ])('%s', (_name, now, tasksDueBefore, consultationsFrom, consultationsTo) => {
    expect(myDayWindow(new Date(now))).toEqual({ tasksDueBefore, consultationsFrom, consultationsTo });
  });
});

describe('toMyDayAnswer', () => {
  const lead = (id: string) => ({ id, name: `Lead ${id}` }) as LeadSummary;
  const task = (id: string, leadId: string) => ({ id, leadId, title: id }) as Task;
  const day = (leads: number): MyDay => ({
    overdueTasks: [task('t1', 'known')],
    dueTodayTasks: [task('t2', 'gone')],
    consultationsToday: [],
    consultationsTomorrow: [],
    newLeads: Array.from({ length: leads }, (_, index) => lead(`n${index}`)),
    staleLeads: [lead('s')],
  });

  it.each([
    [0, 0],
    [MY_DAY_SECTION_ROWS, MY_DAY_SECTION_ROWS],
    [MY_DAY_SECTION_ROWS + 5, MY_DAY_SECTION_ROWS],
  ])('keeps at most the section rows of %i new leads (%i) with their whole count', (count, shown) => {
    const answer = toMyDayAnswer(day(count), new Map(), false);
    expect(answer.newLeads.items).toHaveLength(shown);
    expect(answer.newLeads.total).toBe(count);
    expect(answer.staleLeads).toEqual({ items: [lead('s')], total: 1 });
  });

  it("names each task's lead when it is known, and passes truncated on", () => {
    const answer = toMyDayAnswer(day(0), new Map([['known', 'Known Lead']]), true);
    expect(answer.overdueTasks[0]?.leadName).toBe('Known Lead');
    expect(answer.dueTodayTasks[0]).not.toHaveProperty('leadName');
    expect(answer.truncated).toBe(true);
  });
});
