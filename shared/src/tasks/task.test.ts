import { describe, expect, it } from 'vitest';
import { newTaskSchema, snoozeTaskSchema, taskListQuerySchema } from './task';

describe('a new task (docs/product/tasks.md#api)', () => {
  it.each([
    ['a title and a UTC time', { title: 'Call back', dueAt: '2026-03-30T09:00:00Z' }, '2026-03-30T09:00:00.000Z'],
    [
      'an offset, normalised to UTC',
      { title: 'Call back', dueAt: '2026-03-30T10:00:00+01:00' },
      '2026-03-30T09:00:00.000Z',
    ],
    [
      'an assignee',
      { title: 'x', dueAt: '2026-03-30T09:00:00.000Z', assigneeId: 'user-1' },
      '2026-03-30T09:00:00.000Z',
    ],
    ['200 characters', { title: 'a'.repeat(200), dueAt: '2026-03-30T09:00:00Z' }, '2026-03-30T09:00:00.000Z'],
  ])('accepts %s', (_name, body, dueAt) => {
    const parsed = newTaskSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.dueAt).toBe(dueAt);
  });

  it.each([
    ['no title', { dueAt: '2026-03-30T09:00:00Z' }, 'title'],
    ['a blank title', { title: '   ', dueAt: '2026-03-30T09:00:00Z' }, 'title'],
    ['201 characters', { title: 'a'.repeat(201), dueAt: '2026-03-30T09:00:00Z' }, 'title'],
    ['two lines', { title: 'Call\nback', dueAt: '2026-03-30T09:00:00Z' }, 'title'],
    ['no due time', { title: 'Call' }, 'dueAt'],
    ['a date without a time', { title: 'Call', dueAt: '2026-03-30' }, 'dueAt'],
    ['a time without a zone', { title: 'Call', dueAt: '2026-03-30T09:00:00' }, 'dueAt'],
    ['no such day', { title: 'Call', dueAt: '2026-02-30T09:00:00Z' }, 'dueAt'],
    ['an assignee that is no id', { title: 'Call', dueAt: '2026-03-30T09:00:00Z', assigneeId: 'a b' }, 'assigneeId'],
    ['an unknown field', { title: 'Call', dueAt: '2026-03-30T09:00:00Z', state: 'done' }, ''],
  ])('refuses %s', (_name, body, field) => {
    const parsed = newTaskSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    if (field) expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});

describe('snooze and list inputs', () => {
  it.each([
    [{ dueAt: '2026-10-25T01:30:00Z' }, true],
    [{ dueAt: 'tomorrow' }, false],
    [{}, false],
  ])('snooze %o: %s', (body, ok) => {
    expect(snoozeTaskSchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    [{ due: 'today' }, true],
    [{ due: 'week' }, false],
    [{}, false],
  ])('list %o: %s', (query, ok) => {
    expect(taskListQuerySchema.safeParse(query).success).toBe(ok);
  });
});
