import { describe, expect, it } from 'vitest';
import type { UpcomingConsultation } from '../booking/booking';
import type { LeadSummary } from '../leads/lead';
import type { Task } from '../tasks/task';
import { type MyDayInput, myDay } from './my-day';

const ME = 'user-me';
const OTHER = 'user-other';

function task(id: string, dueAt: string, state: Task['state'] = 'open'): Task {
  return {
    id,
    leadId: `lead-${id}`,
    title: `Task ${id}`,
    dueAt,
    assigneeId: ME,
    state,
    createdBy: ME,
    createdAt: '2026-01-01T09:00:00.000Z',
    updatedAt: '2026-01-01T09:00:00.000Z',
  };
}

function lead(id: string, fields: Partial<LeadSummary> = {}): LeadSummary {
  return {
    id,
    name: `Lead ${id}`,
    email: `${id}@example.com`,
    status: 'new_lead',
    version: 1,
    createdAt: '2026-01-01T09:00:00.000Z',
    updatedAt: '2026-01-01T09:00:00.000Z',
    ...fields,
  } as LeadSummary;
}

function consultation(id: string, start: string, leadId?: string): UpcomingConsultation {
  return { bookingId: id, start, end: start, name: `Visitor ${id}`, email: `${id}@example.com`, leadId };
}

const input = (fields: Partial<MyDayInput>): MyDayInput => ({
  meId: ME,
  tasks: [],
  consultations: [],
  leads: [],
  ...fields,
});

const ids = (rows: readonly { id?: string; bookingId?: string }[]) => rows.map((row) => row.id ?? row.bookingId);

describe('myDay tasks: overdue and due today are London days (docs/product/my-day.md)', () => {
  it.each<[string, string, string, 'overdue' | 'today']>([
    ['due this morning', '2026-11-26T08:00:00Z', '2026-11-26T12:00:00Z', 'today'],
    ['due yesterday evening', '2026-11-25T22:00:00Z', '2026-11-26T12:00:00Z', 'overdue'],
    // Spring forward: Sunday 29 March 2026 is 23 hours long.
    ['00:30 BST Monday: a task at 23:30 UTC Sunday is Monday', '2026-03-29T23:15:00Z', '2026-03-29T23:30:00Z', 'today'],
    ['00:30 BST Monday: 22:30 UTC Sunday is Sunday', '2026-03-29T22:30:00Z', '2026-03-29T23:30:00Z', 'overdue'],
    ['23:30 BST Sunday: 00:30 GMT Sunday is today', '2026-03-29T00:30:00Z', '2026-03-29T22:30:00Z', 'today'],
    ['23:30 BST Sunday: 23:30 GMT Saturday is past', '2026-03-28T23:30:00Z', '2026-03-29T22:30:00Z', 'overdue'],
    // Fall back: Sunday 25 October 2026 is 25 hours long.
    ['00:30 BST Sunday: 23:30 UTC Saturday is Sunday', '2026-10-24T23:30:00Z', '2026-10-24T23:45:00Z', 'today'],
    ['23:30 GMT Sunday: 00:30 BST Sunday is still today', '2026-10-24T23:30:00Z', '2026-10-25T23:30:00Z', 'today'],
    ['00:30 GMT Monday: Sunday 23:30 GMT is past', '2026-10-25T23:30:00Z', '2026-10-26T00:30:00Z', 'overdue'],
  ])('%s', (_name, dueAt, now, expected) => {
    const day = myDay(input({ tasks: [task('t', dueAt)] }), new Date(now));
    expect(ids(day.overdueTasks)).toEqual(expected === 'overdue' ? ['t'] : []);
    expect(ids(day.dueTodayTasks)).toEqual(expected === 'today' ? ['t'] : []);
  });

  it('sorts earliest first and leaves done tasks out', () => {
    const tasks = [
      task('b', '2026-11-26T15:00:00Z'),
      task('a', '2026-11-26T09:00:00Z'),
      task('c', '2026-11-26T10:00:00Z', 'done'),
    ];
    expect(ids(myDay(input({ tasks }), new Date('2026-11-26T12:00:00Z')).dueTodayTasks)).toEqual(['a', 'b']);
  });
});

describe('myDay consultations: today and tomorrow in London, the user’s or unowned', () => {
  it.each<[string, string, string, 'today' | 'tomorrow' | 'neither']>([
    ['this afternoon', '2026-11-26T14:00:00Z', '2026-11-26T12:00:00Z', 'today'],
    ['tomorrow morning', '2026-11-27T09:00:00Z', '2026-11-26T12:00:00Z', 'tomorrow'],
    ['the day after', '2026-11-28T09:00:00Z', '2026-11-26T12:00:00Z', 'neither'],
    // 23:30 GMT Saturday 28 March: Sunday (BST from 01:00) is tomorrow; 23:30 UTC Sunday is Monday.
    ['Sunday 10:00 BST seen on Saturday night', '2026-03-29T09:00:00Z', '2026-03-28T23:30:00Z', 'tomorrow'],
    ['Monday 00:30 BST seen on Saturday night', '2026-03-29T23:30:00Z', '2026-03-28T23:30:00Z', 'neither'],
    // 00:30 BST Sunday 25 October (23:30 UTC Saturday): 23:30 GMT Sunday is still today.
    ['Sunday 23:30 GMT seen just after midnight BST', '2026-10-25T23:30:00Z', '2026-10-24T23:30:00Z', 'today'],
    ['Monday 00:30 GMT seen just after midnight BST', '2026-10-26T00:30:00Z', '2026-10-24T23:30:00Z', 'tomorrow'],
  ])('%s', (_name, start, now, expected) => {
    const day = myDay(input({ consultations: [consultation('c', start)] }), new Date(now));
    expect(ids(day.consultationsToday)).toEqual(expected === 'today' ? ['c'] : []);
    expect(ids(day.consultationsTomorrow)).toEqual(expected === 'tomorrow' ? ['c'] : []);
  });

  it("leaves out another member's lead's consultations and keeps unowned ones", () => {
    const leads = [lead('mine', { ownerId: ME }), lead('theirs', { ownerId: OTHER }), lead('nobody')];
    const consultations = [
      consultation('c-theirs', '2026-11-26T13:00:00Z', 'theirs'),
      consultation('c-nobody', '2026-11-26T15:00:00Z', 'nobody'),
      consultation('c-mine', '2026-11-26T14:00:00Z', 'mine'),
      consultation('c-no-lead', '2026-11-26T16:00:00Z'),
    ];
    const day = myDay(input({ leads, consultations }), new Date('2026-11-26T08:00:00Z'));
    expect(ids(day.consultationsToday)).toEqual(['c-mine', 'c-nobody', 'c-no-lead']);
  });
});

describe('myDay leads: the user’s stale and new leads', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('lists only the user’s stale leads, longest without activity first', () => {
    const leads = [
      lead('old', { ownerId: ME, status: 'initial_contact', updatedAt: '2026-09-01T09:00:00.000Z' }),
      lead('older', { ownerId: ME, status: 'initial_contact', updatedAt: '2026-08-01T09:00:00.000Z' }),
      lead('theirs', { ownerId: OTHER, status: 'initial_contact', updatedAt: '2026-08-01T09:00:00.000Z' }),
      lead('fresh', { ownerId: ME, status: 'initial_contact', updatedAt: '2026-11-26T09:00:00.000Z' }),
    ];
    expect(ids(myDay(input({ leads }), now).staleLeads)).toEqual(['older', 'old']);
  });

  it.each<[string, Partial<LeadSummary>, boolean]>([
    ['created this morning', { createdAt: '2026-11-26T08:00:00.000Z', updatedAt: '2026-11-26T08:00:00.000Z' }, true],
    ['assigned at 00:10 London yesterday', { updatedAt: '2026-11-25T00:10:00.000Z' }, true],
    ['last changed the day before yesterday', { updatedAt: '2026-11-24T23:59:00.000Z' }, false],
    [
      'already emailed',
      { updatedAt: '2026-11-26T08:00:00.000Z', status: 'initial_contact', email1SentDate: '2026-11-26' },
      false,
    ],
    ['owned by someone else', { updatedAt: '2026-11-26T08:00:00.000Z', ownerId: OTHER }, false],
  ])('new since yesterday: %s', (_name, fields, expected) => {
    const leads = [lead('x', { ownerId: ME, ...fields })];
    expect(ids(myDay(input({ leads }), now).newLeads)).toEqual(expected ? ['x'] : []);
  });

  it('reads yesterday as a London day across the October change', () => {
    // 00:30 GMT Monday 26 October: yesterday is Sunday 25 from 23:00 UTC Saturday (BST midnight).
    const leads = [
      lead('sun', { ownerId: ME, updatedAt: '2026-10-24T23:10:00.000Z' }),
      lead('sat', { ownerId: ME, updatedAt: '2026-10-24T22:50:00.000Z' }),
    ];
    expect(ids(myDay(input({ leads }), new Date('2026-10-26T00:30:00Z')).newLeads)).toEqual(['sun']);
  });
});
