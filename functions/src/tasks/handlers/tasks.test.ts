import type { LeadWithActivity } from '@meridian/shared/leads/lead';
import type { Task, TaskList } from '@meridian/shared/tasks/task';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getLeadHandler } from '../../leads/handlers/get-lead';
import { handler as listLeadsHandler } from '../../leads/handlers/list-leads';
import { createLead } from '../../leads/services/leads';
import type { StaffUserRecord } from '../../staff-auth/data/staff-users';
import { itemsHolding } from '../../testing/table-contents';
import { invokeHttp } from '../../testing/http-events';
import { signedInStaff } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { handler as completeHandler } from './complete-task';
import { handler as createHandler } from './create-task';
import { handler as listLeadTasksHandler } from './list-lead-tasks';
import { handler as listMyTasksHandler } from './list-my-tasks';
import { handler as reassignHandler } from './reassign-task';
import { handler as snoozeHandler } from './snooze-task';

const tableName = useTestTable();

type Staff = { user: StaffUserRecord; headers: Record<string, string> };
let partner: Staff;
let consultant: Staff;
let other: Staff;
beforeAll(async () => {
  partner = await signedInStaff('partner');
  consultant = await signedInStaff('consultant');
  other = await signedInStaff('consultant');
});

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const newLead = (ownerId?: string) =>
  createLead({ name: 'Task Lead', source: 'linkedin', ...(ownerId ? { ownerId } : {}) });

const create = (staff: Staff, leadId: string, body: unknown) =>
  invokeHttp(createHandler, {
    method: 'POST',
    path: `/api/admin/leads/${leadId}/tasks`,
    routePath: '/api/admin/leads/{id}/tasks',
    pathParameters: { id: leadId },
    headers: staff.headers,
    body,
  });
const taskRoute =
  (handler: typeof completeHandler, action: string) =>
  (staff: Staff, taskId: string, body: unknown = {}) =>
    invokeHttp(handler, {
      method: 'POST',
      path: `/api/admin/tasks/${taskId}/${action}`,
      routePath: `/api/admin/tasks/{taskId}/${action}`,
      pathParameters: { taskId },
      headers: staff.headers,
      body,
    });
const complete = taskRoute(completeHandler, 'complete');
const snooze = taskRoute(snoozeHandler, 'snooze');
const reassign = taskRoute(reassignHandler, 'assignee');
const leadTasks = async (staff: Staff, leadId: string) =>
  invokeHttp(listLeadTasksHandler, {
    path: `/api/admin/leads/${leadId}/tasks`,
    routePath: '/api/admin/leads/{id}/tasks',
    pathParameters: { id: leadId },
    headers: staff.headers,
  });
const myDay = (staff: Staff, query: Record<string, string> = { due: 'today' }) =>
  invokeHttp(listMyTasksHandler, { path: '/api/admin/tasks', query, headers: staff.headers });
const leadDetail = async (leadId: string) =>
  (
    await invokeHttp(getLeadHandler, {
      path: `/api/admin/leads/${leadId}`,
      routePath: '/api/admin/leads/{id}',
      pathParameters: { id: leadId },
      headers: partner.headers,
    })
  ).body as LeadWithActivity;

describe('POST /api/admin/leads/{id}/tasks (docs/product/tasks.md#api)', () => {
  it('answers 201 with the task, assigned to the lead owner, and makes it the next task and a timeline entry', async () => {
    const lead = await newLead(consultant.user.id);
    const result = await create(partner, lead.id, { title: 'Call back Tuesday', dueAt: '2026-12-01T10:00:00+00:00' });
    expect(result.statusCode).toBe(201);
    const task = result.body as Task;
    expect(task).toMatchObject({
      leadId: lead.id,
      title: 'Call back Tuesday',
      dueAt: '2026-12-01T10:00:00.000Z',
      assigneeId: consultant.user.id,
      state: 'open',
      createdBy: partner.user.id,
    });
    const detail = await leadDetail(lead.id);
    expect(detail.nextTask).toEqual({ id: task.id, title: 'Call back Tuesday', dueAt: '2026-12-01T10:00:00.000Z' });
    expect(detail.activity).toContainEqual(
      expect.objectContaining({ type: 'task_created', summary: 'Task: Call back Tuesday', actorId: partner.user.id }),
    );
  });

  it('assigns the creator when the lead has no owner, and the assignee asked for', async () => {
    const lead = await newLead();
    const mine = (await create(consultant, lead.id, { title: 'Mine', dueAt: inHours(5) })).body as Task;
    expect(mine.assigneeId).toBe(consultant.user.id);
    const theirs = await create(consultant, lead.id, { title: 'Theirs', dueAt: inHours(6), assigneeId: other.user.id });
    expect((theirs.body as Task).assigneeId).toBe(other.user.id);
  });

  it.each([
    ['no title', { dueAt: '2026-12-01T10:00:00Z' }],
    ['a title of two lines', { title: 'a\nb', dueAt: '2026-12-01T10:00:00Z' }],
    ['a title of 201 characters', { title: 'x'.repeat(201), dueAt: '2026-12-01T10:00:00Z' }],
    ['a due time without a zone', { title: 'Call', dueAt: '2026-12-01T10:00' }],
    ['an assignee who is no member of staff', { title: 'Call', dueAt: '2026-12-01T10:00:00Z', assigneeId: 'nobody' }],
  ])('answers 400 for %s and writes nothing', async (_name, body) => {
    const lead = await newLead();
    const result = await create(partner, lead.id, body);
    expect(result.statusCode).toBe(400);
    expect(result.body).toMatchObject({ error: expect.any(String) });
    expect(((await leadTasks(partner, lead.id)).body as TaskList).tasks).toEqual([]);
    expect((await leadDetail(lead.id)).nextTask).toBeUndefined();
  });

  it('answers 404 for an unknown lead and writes nothing', async () => {
    const result = await create(partner, 'no-such-lead', { title: 'Call', dueAt: inHours(1) });
    expect(result).toMatchObject({ statusCode: 404, body: { error: 'Lead not found' } });
    expect(await itemsHolding(tableName, 'no-such-lead')).toEqual([]);
  });

  it("answers 403 to a consultant on another person's lead; the owner and partners may", async () => {
    const lead = await newLead(other.user.id);
    const refused = await create(consultant, lead.id, { title: 'Not mine', dueAt: inHours(1) });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatchObject({ error: expect.stringContaining('ask a partner to reassign it') });
    expect((await create(other, lead.id, { title: 'Mine', dueAt: inHours(1) })).statusCode).toBe(201);
    expect((await create(partner, lead.id, { title: 'Partner', dueAt: inHours(1) })).statusCode).toBe(201);
  });

  it('keeps the next task right when tasks are added at the same time', async () => {
    const lead = await newLead();
    const dues = [inHours(30), inHours(10), inHours(20), inHours(40)];
    const results = await Promise.all(dues.map((dueAt, n) => create(partner, lead.id, { title: `T${n}`, dueAt })));
    expect(results.map((result) => result.statusCode)).toEqual([201, 201, 201, 201]);
    expect((await leadDetail(lead.id)).nextTask?.title).toBe('T1');
  });
});

describe('the lead summary carries the next task (docs/product/tasks.md#next-task)', () => {
  it('lists it on the lead in GET /api/admin/leads', async () => {
    const lead = await newLead();
    const task = (await create(partner, lead.id, { title: 'Send proposal', dueAt: inHours(2) })).body as Task;
    const page = (
      await invokeHttp(listLeadsHandler, {
        path: '/api/admin/leads',
        query: { limit: '1000' },
        headers: partner.headers,
      })
    ).body as { items: { id: string; nextTask?: unknown }[] };
    expect(page.items.find((item) => item.id === lead.id)?.nextTask).toEqual({
      id: task.id,
      title: 'Send proposal',
      dueAt: task.dueAt,
    });
  });
});

describe('complete and snooze (docs/product/tasks.md#api)', () => {
  it('completes a task: 200, timeline entry, the next open task moves up; a second time 409', async () => {
    const lead = await newLead(consultant.user.id);
    const first = (await create(consultant, lead.id, { title: 'First', dueAt: inHours(1) })).body as Task;
    const second = (await create(consultant, lead.id, { title: 'Second', dueAt: inHours(3) })).body as Task;
    const done = await complete(consultant, first.id);
    expect(done.statusCode).toBe(200);
    expect(done.body).toMatchObject({ id: first.id, state: 'done', completedBy: consultant.user.id });
    const detail = await leadDetail(lead.id);
    expect(detail.nextTask?.id).toBe(second.id);
    expect(detail.activity).toContainEqual(
      expect.objectContaining({ type: 'task_completed', summary: 'Task done: First' }),
    );
    expect(await complete(consultant, first.id)).toMatchObject({
      statusCode: 409,
      body: { error: 'This task is already done' },
    });
    expect((await complete(consultant, second.id)).statusCode).toBe(200);
    expect((await leadDetail(lead.id)).nextTask).toBeUndefined();
    const listed = ((await leadTasks(partner, lead.id)).body as TaskList).tasks;
    expect(listed.map((task) => [task.title, task.state])).toEqual([
      ['Second', 'done'],
      ['First', 'done'],
    ]);
  });

  it('snoozes a task: the due time moves and the next task follows; bad times are 400', async () => {
    const lead = await newLead();
    const early = (await create(partner, lead.id, { title: 'Early', dueAt: inHours(1) })).body as Task;
    const late = (await create(partner, lead.id, { title: 'Late', dueAt: inHours(5) })).body as Task;
    expect((await snooze(partner, early.id, { dueAt: 'tomorrow' })).statusCode).toBe(400);
    const moved = await snooze(partner, early.id, { dueAt: inHours(48) });
    expect(moved.statusCode).toBe(200);
    expect((await leadDetail(lead.id)).nextTask?.id).toBe(late.id);
    const listed = ((await leadTasks(partner, lead.id)).body as TaskList).tasks;
    expect(listed.map((task) => task.title)).toEqual(['Late', 'Early']);
    await complete(partner, early.id);
    expect((await snooze(partner, early.id, { dueAt: inHours(1) })).statusCode).toBe(409);
  });

  it.each([
    ['complete', complete],
    ['snooze', snooze],
  ])("%s: 404 for an unknown task, 403 for a consultant on another person's lead", async (_name, act) => {
    expect((await act(partner, 'no-such-task', { dueAt: inHours(1) })).statusCode).toBe(404);
    const lead = await newLead(other.user.id);
    const task = (await create(other, lead.id, { title: 'Theirs', dueAt: inHours(1) })).body as Task;
    expect((await act(consultant, task.id, { dueAt: inHours(2) })).statusCode).toBe(403);
    expect((await act(partner, task.id, { dueAt: inHours(2) })).statusCode).toBe(200);
  });

  it("gives an open task to another member of staff: it leaves one person's day for the other's", async () => {
    const lead = await newLead(consultant.user.id);
    const task = (await create(consultant, lead.id, { title: 'Hand over', dueAt: inHours(-1) })).body as Task;
    expect(((await myDay(consultant)).body as TaskList).tasks.map((t) => t.id)).toContain(task.id);
    const given = await reassign(consultant, task.id, { assigneeId: other.user.id });
    expect(given).toMatchObject({
      statusCode: 200,
      body: { id: task.id, assigneeId: other.user.id, title: 'Hand over' },
    });
    expect(((await myDay(consultant)).body as TaskList).tasks.map((t) => t.id)).not.toContain(task.id);
    expect(((await myDay(other)).body as TaskList).tasks.map((t) => t.id)).toContain(task.id);
    expect((await leadDetail(lead.id)).nextTask?.id).toBe(task.id);
    expect((await reassign(consultant, task.id, { assigneeId: other.user.id })).statusCode).toBe(200);
  });

  it.each([
    ['an unknown member of staff', { assigneeId: 'user-nobody' }, 400],
    ['no one', { assigneeId: '' }, 400],
    ['an extra field', { assigneeId: 'x', dueAt: '2030-01-01T00:00:00.000Z' }, 400],
  ])('refuses to give a task to %s (%i), changing nothing', async (_name, body, status) => {
    const lead = await newLead(partner.user.id);
    const task = (await create(partner, lead.id, { title: 'Stays', dueAt: inHours(2) })).body as Task;
    expect((await reassign(partner, task.id, body)).statusCode).toBe(status);
    const listed = ((await leadTasks(partner, lead.id)).body as TaskList).tasks;
    expect(listed.map((t) => t.assigneeId)).toEqual([partner.user.id]);
  });

  it("reassigning: 404 for an unknown task, 403 for a consultant on another person's lead, 409 when done", async () => {
    expect((await reassign(partner, 'no-such-task', { assigneeId: partner.user.id })).statusCode).toBe(404);
    const lead = await newLead(other.user.id);
    const task = (await create(other, lead.id, { title: 'Theirs', dueAt: inHours(1) })).body as Task;
    expect((await reassign(consultant, task.id, { assigneeId: consultant.user.id })).statusCode).toBe(403);
    await complete(other, task.id);
    expect((await reassign(partner, task.id, { assigneeId: partner.user.id })).statusCode).toBe(409);
  });

  it('answers 404 for the tasks of an unknown lead', async () => {
    expect((await leadTasks(partner, 'no-such-lead')).statusCode).toBe(404);
  });
});

describe('GET /api/admin/tasks?due=today (docs/product/tasks.md#due-today)', () => {
  it("lists the signed-in user's open tasks due today and overdue, earliest first", async () => {
    const me = await signedInStaff('consultant');
    const lead = await newLead(me.user.id);
    const overdue = (await create(me, lead.id, { title: 'Overdue', dueAt: inHours(-50) })).body as Task;
    const now = (await create(me, lead.id, { title: 'Just now', dueAt: inHours(-0.01) })).body as Task;
    await create(me, lead.id, { title: 'Next week', dueAt: inHours(24 * 7) });
    await create(me, lead.id, { title: 'Someone else', dueAt: inHours(-1), assigneeId: other.user.id });
    const doneTask = (await create(me, lead.id, { title: 'Done', dueAt: inHours(-2) })).body as Task;
    await complete(me, doneTask.id);
    const result = await myDay(me);
    expect(result.statusCode).toBe(200);
    expect((result.body as TaskList).tasks.map((task) => task.id)).toEqual([overdue.id, now.id]);
  });

  it('answers 400 without due=today', async () => {
    expect((await myDay(partner, {})).statusCode).toBe(400);
    expect((await myDay(partner, { due: 'week' })).statusCode).toBe(400);
  });
});
