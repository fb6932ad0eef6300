import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getLeadWithActivity } from '../../leads/records';
import { createLead } from '../../leads/services/leads';
import { mergeLeads } from '../../leads/services/lead-merge';
import { eraseLead } from '../../privacy/services/erasure';
import { useTestTable } from '../../testing/table';
import { TaskNotFoundError } from '../errors';
import { completeTask, createTask, myTasksDueToday, tasksOfLead } from './tasks';

useTestTable();

/**
 * Tasks due today by the London day, read from DynamoDB Local across the clock changes of
 * 29 March and 25 October 2026 (docs/product/tasks.md#due-today).
 */
describe('myTasksDueToday across the clock changes', () => {
  it.each([
    // now, due times (title = due), expected titles
    [
      '2026-03-29T12:00:00.000Z',
      ['2026-03-28T23:59:00.000Z', '2026-03-29T22:59:00.000Z', '2026-03-29T23:00:00.000Z'],
      ['2026-03-28T23:59:00.000Z', '2026-03-29T22:59:00.000Z'],
    ],
    [
      '2026-03-29T23:30:00.000Z', // 00:30 BST on Monday 30 March
      ['2026-03-29T22:59:00.000Z', '2026-03-30T22:59:00.000Z', '2026-03-30T23:00:00.000Z'],
      ['2026-03-29T22:59:00.000Z', '2026-03-30T22:59:00.000Z'],
    ],
    [
      '2026-10-25T00:30:00.000Z', // 01:30 BST on the 25-hour Sunday
      ['2026-10-25T23:59:00.000Z', '2026-10-26T00:00:00.000Z'],
      ['2026-10-25T23:59:00.000Z'],
    ],
    [
      '2026-10-24T23:30:00.000Z', // 00:30 BST on Sunday 25 October
      ['2026-10-24T22:59:00.000Z', '2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z'],
      ['2026-10-24T22:59:00.000Z', '2026-10-24T23:00:00.000Z'],
    ],
  ])('at %s', async (now, dues, expected) => {
    const me = { id: `user-${randomUUID()}`, role: 'partner' as const };
    const lead = await createLead({ name: 'DST Lead', source: 'linkedin' });
    for (const dueAt of dues)
      await createTask(lead.id, { title: dueAt, dueAt, assigneeId: undefined }, me, new Date(now));
    const tasks = await myTasksDueToday(me.id, new Date(now));
    expect(tasks.map((task) => task.title)).toEqual(expected);
  });
});

describe('tasks and erasure (docs/product/privacy.md#erasure)', () => {
  it("erasing the lead removes its tasks: they are no longer found or listed in anyone's day", async () => {
    const me = { id: `user-${randomUUID()}`, role: 'partner' as const };
    const lead = await createLead({
      name: 'Erased Lead',
      source: 'linkedin',
      email: `erase-${randomUUID()}@example.test`,
    });
    const task = await createTask(lead.id, { title: 'Call Erased Lead', dueAt: new Date().toISOString() }, me);
    await eraseLead(lead.id, { actorId: me.id, ipHash: 'test-ip-hash' });
    await expect(completeTask(task.id, me)).rejects.toBeInstanceOf(TaskNotFoundError);
    expect(await myTasksDueToday(me.id)).toEqual([]);
    await expect(tasksOfLead(lead.id)).rejects.toThrow('Lead not found');
  });
});

describe('a lead with many tasks', () => {
  it('keeps its record and whole timeline readable: tasks are not timeline entries', async () => {
    const me = { id: `user-${randomUUID()}`, role: 'partner' as const };
    const lead = await createLead({ name: 'Busy Lead', source: 'linkedin' });
    for (let n = 0; n < 5; n += 1) await createTask(lead.id, { title: `T${n}`, dueAt: '2026-12-01T09:00:00.000Z' }, me);
    const { activity, nextTask } = await getLeadWithActivity(lead.id, 5);
    expect(activity.map((entry) => entry.type)).toEqual(Array(5).fill('task_created'));
    expect(nextTask?.title).toBe('T0');
  });
});

describe('merging leads moves the tasks (docs/product/tasks.md#data)', () => {
  it("moves the other lead's tasks to the survivor, whose next task is then the first of both", async () => {
    const me = { id: `user-${randomUUID()}`, role: 'partner' as const };
    const survivor = await createLead({ name: 'Survivor', source: 'linkedin' });
    const other = await createLead({ name: 'Other', source: 'linkedin' });
    await createTask(survivor.id, { title: 'Later', dueAt: '2026-12-02T09:00:00.000Z' }, me);
    const early = await createTask(other.id, { title: 'Earlier', dueAt: '2026-12-01T09:00:00.000Z' }, me);
    const done = await createTask(other.id, { title: 'Done one', dueAt: '2026-11-01T09:00:00.000Z' }, me);
    await completeTask(done.id, me);
    await mergeLeads(survivor.id, { otherId: other.id }, me);
    expect((await tasksOfLead(survivor.id)).map((task) => [task.title, task.leadId])).toEqual([
      ['Earlier', survivor.id],
      ['Later', survivor.id],
      ['Done one', survivor.id],
    ]);
    expect((await getLeadWithActivity(survivor.id)).nextTask?.id).toBe(early.id);
    const completed = await completeTask(early.id, me);
    expect(completed.leadId).toBe(survivor.id);
    expect((await getLeadWithActivity(survivor.id)).nextTask?.title).toBe('Later');
  });
});
