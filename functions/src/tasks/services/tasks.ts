import { randomUUID } from 'node:crypto';
import type { Lead, LeadActivity } from '@meridian/shared/leads/lead';
import type { Actor } from '@meridian/shared/leads/lead-owners';
import type { NewTask, Task } from '@meridian/shared/tasks/task';
import { byDueTime, endOfLondonDay, nextTaskOf } from '@meridian/shared/tasks/task-rules';
import { ValidationError } from '../../lib/errors';
import {
  addActivityStep,
  buildActivity,
  getLead,
  listStaffDirectory,
  setNextTaskStep,
  touchLeadOwnerSteps,
} from '../../leads/records';
import { assertMayChange } from '../../leads/services/lead-owners';
import { commitPlan, type PlanStep, TransactionConflictError } from '../../table/write-plan';
import { TaskSequenceMovedError } from '../errors';
import {
  createTaskSteps,
  findTask,
  listOpenTasksDueBefore,
  listTasksOfLead,
  moveTaskSequenceStep,
  removeOpenTaskSteps,
  replaceOpenTaskStep,
} from '../data/tasks';

/**
 * Tasks on leads (docs/product/tasks.md): create, complete and snooze a task, list a lead's tasks
 * and the signed-in user's day. Every change is one transaction with the lead's next task, its
 * timeline entry and the lead's task sequence (docs/decisions/044-tasks.md).
 */

const ATTEMPTS = 5;

/**
 * What a change does to one task of a lead, given the lead's tasks as read: the task after it (a
 * new one with `create`, one to delete with `remove`) and its timeline entry; null for no change.
 */
export type TaskChange = (tasks: Task[]) => TaskChangeResult | null;
/** One change of a task (see {@link TaskChange}). */
export type TaskChangeResult = { task: Task; create?: true; remove?: true; activity?: LeadActivity };

/**
 * Applies a change to one of a lead's tasks in one transaction with the lead's task sequence, its
 * next task and the change's timeline entry (docs/decisions/044-tasks.md); reads the tasks again
 * and asks `change` again when another change came first (5 attempts).
 *
 * @param now - ISO-8601 UTC: the lead's `updatedAt`.
 * @param guard - further conditional steps of the same transaction (e.g. "the booking did not
 *   change since it was read"); their errors are thrown as they are.
 * @returns the task as stored (or removed), or null when `change` made no change (nothing written).
 * @throws TaskDoneError (409) when a changed task was done meanwhile; LeadNotFoundError (404);
 *   TaskSequenceMovedError after 5 lost races.
 */
export async function commitTaskChange(
  lead: Pick<Lead, 'id' | 'ownerId'>,
  now: string,
  change: (tasks: Task[]) => TaskChangeResult,
  guard?: PlanStep[],
): Promise<Task>;
export async function commitTaskChange(
  lead: Pick<Lead, 'id' | 'ownerId'>,
  now: string,
  change: TaskChange,
  guard?: PlanStep[],
): Promise<Task | null>;
export async function commitTaskChange(
  lead: Pick<Lead, 'id' | 'ownerId'>,
  now: string,
  change: TaskChange,
  guard: PlanStep[] = [],
): Promise<Task | null> {
  for (let attempt = 1; ; attempt += 1) {
    const { tasks, version } = await listTasksOfLead(lead.id);
    const changed = change(tasks);
    if (!changed) return null;
    const { task, create, remove, activity } = changed;
    const after = [...tasks.filter((other) => other.id !== task.id), ...(remove ? [] : [task])];
    const taskSteps = create ? createTaskSteps(task) : remove ? removeOpenTaskSteps(task) : [replaceOpenTaskStep(task)];
    try {
      await commitPlan([
        ...taskSteps,
        moveTaskSequenceStep(lead.id, version),
        setNextTaskStep(lead.id, nextTaskOf(after), now),
        ...touchLeadOwnerSteps(lead, now),
        ...(activity ? [addActivityStep(activity)] : []),
        ...guard,
      ]);
      return task;
    } catch (error) {
      const moved = error instanceof TaskSequenceMovedError || error instanceof TransactionConflictError;
      if (!moved || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** The assignee of a new task: the one asked for (an active member of staff), else the lead's active owner, else the creator. */
async function assigneeOf(lead: Lead, asked: string | undefined, actor: Actor): Promise<string> {
  const directory = await listStaffDirectory();
  const active = (id: string | undefined) => directory.some((entry) => entry.id === id && entry.active);
  if (asked !== undefined) {
    if (active(asked)) return asked;
    throw new ValidationError('Invalid task', { assigneeId: ['Assignee must be an active member of staff'] });
  }
  return active(lead.ownerId) && lead.ownerId ? lead.ownerId : actor.id;
}

/**
 * Adds a task to a lead (`POST /api/admin/leads/{id}/tasks`), with a `task_created` timeline entry.
 *
 * @param input - `{ title, dueAt (ISO-8601 UTC), assigneeId? }` (`newTaskSchema`).
 * @returns the stored task, open.
 * @throws LeadNotFoundError (404); LeadOwnedByOtherError (403) for a consultant on another's lead;
 *   ValidationError (400) for an assignee who is not an active member of staff. Nothing is written then.
 */
export async function createTask(leadId: string, input: NewTask, actor: Actor, now = new Date()): Promise<Task> {
  const lead = await getLead(leadId);
  await assertMayChange(actor, lead);
  const at = now.toISOString();
  const task: Task = {
    id: randomUUID(),
    leadId,
    title: input.title,
    dueAt: input.dueAt,
    assigneeId: await assigneeOf(lead, input.assigneeId, actor),
    state: 'open',
    createdBy: actor.id,
    createdAt: at,
    updatedAt: at,
  };
  const details = { taskId: task.id, dueAt: task.dueAt, assigneeId: task.assigneeId };
  const activity = buildActivity(
    leadId,
    { type: 'task_created', summary: `Task: ${task.title}`, details, actorId: actor.id },
    at,
  );
  return commitTaskChange(lead, at, () => ({ task, create: true, activity }));
}

/** The task and its lead, after the check that the actor may change that lead. */
async function taskToChange(taskId: string, actor: Actor): Promise<{ task: Task; lead: Lead }> {
  const task = await findTask(taskId);
  const lead = await getLead(task.leadId);
  await assertMayChange(actor, lead);
  return { task, lead };
}

/**
 * Marks an open task done (`POST /api/admin/tasks/{taskId}/complete`), with a `task_completed` timeline entry.
 *
 * @throws TaskNotFoundError (404); LeadOwnedByOtherError (403); TaskDoneError (409) when it is done already.
 */
export async function completeTask(taskId: string, actor: Actor, now = new Date()): Promise<Task> {
  const { task, lead } = await taskToChange(taskId, actor);
  const at = now.toISOString();
  const done: Task = { ...task, state: 'done', completedAt: at, completedBy: actor.id, updatedAt: at };
  const details = { taskId: task.id, dueAt: task.dueAt };
  const activity = buildActivity(
    lead.id,
    { type: 'task_completed', summary: `Task done: ${task.title}`, details, actorId: actor.id },
    at,
  );
  return commitTaskChange(lead, at, () => ({ task: done, activity }));
}

/**
 * Moves an open task's due time (`POST /api/admin/tasks/{taskId}/snooze`).
 *
 * @param dueAt - the new due time, ISO-8601 UTC.
 * @throws TaskNotFoundError (404); LeadOwnedByOtherError (403); TaskDoneError (409) when it is done.
 */
export async function snoozeTask(taskId: string, dueAt: string, actor: Actor, now = new Date()): Promise<Task> {
  const { task, lead } = await taskToChange(taskId, actor);
  const at = now.toISOString();
  return commitTaskChange(lead, at, () => ({ task: { ...task, dueAt, updatedAt: at } }));
}

/**
 * Gives an open task to another member of staff (`POST /api/admin/tasks/{taskId}/assignee`); the
 * due time and title stay. Giving it to its assignee again changes nothing and writes nothing.
 *
 * @param assigneeId - the staff user who takes it; must be active.
 * @throws TaskNotFoundError (404); LeadOwnedByOtherError (403) for a consultant on another's lead;
 *   TaskDoneError (409) when it is done; ValidationError (400) for someone who is not an active member of staff.
 */
export async function reassignTask(taskId: string, assigneeId: string, actor: Actor, now = new Date()): Promise<Task> {
  const { task, lead } = await taskToChange(taskId, actor);
  const chosen = await assigneeOf(lead, assigneeId, actor);
  if (chosen === task.assigneeId) return task;
  const at = now.toISOString();
  return commitTaskChange(lead, at, () => ({ task: { ...task, assigneeId: chosen, updatedAt: at } }));
}

/**
 * A lead's tasks (`GET /api/admin/leads/{id}/tasks`): open ones first by due time, then done ones,
 * most recently done first.
 *
 * @throws LeadNotFoundError (404).
 */
export async function tasksOfLead(leadId: string): Promise<Task[]> {
  await getLead(leadId);
  const { tasks } = await listTasksOfLead(leadId);
  const open = tasks.filter((task) => task.state === 'open').sort(byDueTime);
  const done = tasks
    .filter((task) => task.state === 'done')
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
  return [...open, ...done];
}

/**
 * The signed-in user's open tasks due today (London) or overdue, earliest first
 * (`GET /api/admin/tasks?due=today`, docs/product/tasks.md#due-today).
 */
export async function myTasksDueToday(userId: string, now = new Date()): Promise<Task[]> {
  return (await listOpenTasksDueBefore(userId, endOfLondonDay(now))).sort(byDueTime);
}

/** A task the system raises on a lead (a due outreach step): its fixed id, title, due time, assignee and link. */
export interface SystemTask {
  id: string;
  title: string;
  /** ISO-8601 UTC. */
  dueAt: string;
  assigneeId: string;
  link?: string;
  /** Who raised it, recorded as `createdBy` (e.g. `outreach-sequence`). */
  createdBy: string;
}

/**
 * Adds a task the system raises (docs/product/outreach.md#the-sequence), with a `task_created`
 * timeline entry; once per id: a task of that id already on the lead is left as it is, so a
 * redelivered step adds no second task.
 *
 * @returns the task, and whether this call created it.
 * @throws DynamoDB errors, so that the caller's delivery is retried.
 */
export async function raiseSystemTask(
  lead: Lead,
  input: SystemTask,
  now = new Date(),
): Promise<{ task: Task; created: boolean }> {
  const existing = (await listTasksOfLead(lead.id)).tasks.find((task) => task.id === input.id);
  if (existing) return { task: existing, created: false };
  const at = now.toISOString();
  const task: Task = { ...input, leadId: lead.id, state: 'open', createdAt: at, updatedAt: at };
  const details = { taskId: task.id, dueAt: task.dueAt, assigneeId: task.assigneeId };
  const activity = buildActivity(lead.id, { type: 'task_created', summary: `Task: ${task.title}`, details }, at);
  return { task: await commitTaskChange(lead, at, () => ({ task, create: true, activity })), created: true };
}
