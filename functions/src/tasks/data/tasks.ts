import { type Task, taskSchema } from '@meridian/shared/tasks/task';
import { getItem } from '../../lib/dynamodb';
import { queryPages } from '../../table/paging';
import { GSI1, tableName } from '../../table/table';
import type { PlanStep } from '../../table/write-plan';
import { TaskDoneError, TaskNotFoundError, TaskSequenceMovedError } from '../errors';
import {
  isTaskSortKey,
  LEAD_TASKS_PREFIX,
  OPEN_TASK_INDEX_PARTITION,
  openTaskIndexKey,
  taskClaimKey,
  taskKey,
  taskSequenceKey,
} from './task-keys';

/**
 * Task repository (docs/product/tasks.md, docs/decisions/044-tasks.md): reads validate items with
 * `taskSchema`; writes are named plan steps (`table/write-plan.ts`) that the tasks service commits
 * with the lead's next task and timeline entry.
 */

/** A lead's tasks and the version of its task sequence (0 before its first task). */
export interface LeadTasks {
  tasks: Task[];
  version: number;
}

/** The stored item of a task: keys, and the gsi1 keys while it is open. */
function toTaskItem(task: Task): Record<string, unknown> {
  const index = task.state === 'open' ? openTaskIndexKey(task.dueAt, task.id) : {};
  return { ...taskKey(task.leadId, task.id), entity: 'task', ...index, ...task };
}

/** A lead's tasks (any order) and its task sequence, in one strongly consistent Query on the lead's partition. */
export async function listTasksOfLead(leadId: string): Promise<LeadTasks> {
  const { pk } = taskSequenceKey(leadId);
  const items = [];
  for await (const chunk of queryPages({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': LEAD_TASKS_PREFIX },
    ConsistentRead: true,
  })) {
    items.push(...chunk.items);
  }
  const sequence = items.find((item) => !isTaskSortKey(item.sk));
  return {
    tasks: items.filter((item) => isTaskSortKey(item.sk)).map((item) => taskSchema.parse(item)),
    version: typeof sequence?.version === 'number' ? sequence.version : 0,
  };
}

/**
 * A task by id: its claim names the lead, then the task itself (two strongly consistent reads).
 *
 * @throws TaskNotFoundError when no such task exists (or its lead was erased).
 */
export async function findTask(taskId: string): Promise<Task> {
  const claim = await getItem({ TableName: tableName(), Key: taskClaimKey(taskId), ConsistentRead: true });
  const leadId = claim.Item?.leadId;
  if (typeof leadId !== 'string') throw new TaskNotFoundError();
  const { Item } = await getItem({ TableName: tableName(), Key: taskKey(leadId, taskId), ConsistentRead: true });
  if (!Item) throw new TaskNotFoundError();
  return taskSchema.parse(Item);
}

/**
 * One assignee's open tasks due before an instant, earliest first: a Query of the gsi1 partition of
 * open tasks up to `before`, filtered by assignee (a firm has a few hundred open tasks).
 *
 * @param before - ISO-8601 UTC, exclusive.
 */
export async function listOpenTasksDueBefore(assigneeId: string, before: string): Promise<Task[]> {
  const tasks: Task[] = [];
  for await (const chunk of queryPages({
    TableName: tableName(),
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :p AND gsi1sk < :before',
    FilterExpression: 'assigneeId = :me',
    ExpressionAttributeValues: { ':p': OPEN_TASK_INDEX_PARTITION, ':before': before, ':me': assigneeId },
  })) {
    tasks.push(...chunk.items.map((item) => taskSchema.parse(item)));
  }
  return tasks;
}

/**
 * The lead a task id names, from its claim (strongly consistent), or undefined when the id was
 * never used. A claim whose task is gone (erased with its lead) still names that lead.
 */
export async function findTaskClaim(taskId: string): Promise<{ leadId: string } | undefined> {
  const { Item } = await getItem({ TableName: tableName(), Key: taskClaimKey(taskId), ConsistentRead: true });
  return typeof Item?.leadId === 'string' ? { leadId: Item.leadId } : undefined;
}

/** Steps that store a new task (`task`) and its claim (`taskClaim`); both fail only for a reused id. */
export function createTaskSteps(task: Task): PlanStep[] {
  const claim = { ...taskClaimKey(task.id), entity: 'task_claim', leadId: task.leadId };
  return [
    {
      name: 'task',
      item: {
        Put: { TableName: tableName(), Item: toTaskItem(task), ConditionExpression: 'attribute_not_exists(pk)' },
      },
    },
    {
      name: 'taskClaim',
      item: { Put: { TableName: tableName(), Item: claim, ConditionExpression: 'attribute_not_exists(pk)' } },
    },
  ];
}

/** A step that replaces an open task with its changed version (`task`; TaskDoneError when it is done or gone). */
export function replaceOpenTaskStep(task: Task): PlanStep {
  return {
    name: 'task',
    item: {
      Put: {
        TableName: tableName(),
        Item: toTaskItem(task),
        ConditionExpression: '#state = :open',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':open': 'open' },
      },
    },
    onConditionFailed: () => new TaskDoneError(),
  };
}

/**
 * Steps that remove an open task and its claim (`task`, `taskClaim`; TaskDoneError when it was
 * done or removed meanwhile).
 */
export function removeOpenTaskSteps(task: Task): PlanStep[] {
  return [
    {
      name: 'task',
      item: {
        Delete: {
          TableName: tableName(),
          Key: taskKey(task.leadId, task.id),
          ConditionExpression: '#state = :open',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':open': 'open' },
        },
      },
      onConditionFailed: () => new TaskDoneError(),
    },
    { name: 'taskClaim', item: { Delete: { TableName: tableName(), Key: taskClaimKey(task.id) } } },
  ];
}

/**
 * A step that moves the lead's task sequence from the version read to the next
 * (`taskSequence`; TaskSequenceMovedError when another change came first).
 */
export function moveTaskSequenceStep(leadId: string, versionRead: number): PlanStep {
  return {
    name: 'taskSequence',
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...taskSequenceKey(leadId), entity: 'task_sequence', version: versionRead + 1 },
        ...(versionRead === 0
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : {
              ConditionExpression: '#version = :version',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':version': versionRead },
            }),
      },
    },
    onConditionFailed: () => new TaskSequenceMovedError(),
  };
}

/**
 * Steps that move every task of a merged lead to the survivor (docs/product/tasks.md#data): each
 * task put in the survivor's partition with its claim re-pointed (`movedTask:<id>`,
 * `removedTask:<id>`, `taskClaim:<id>`), the survivor's task sequence moved from the version read
 * and the other lead's deleted (both conditional: TaskSequenceMovedError when a task changed since).
 *
 * @returns no steps when the other lead has no tasks.
 */
export function moveTasksSteps(from: LeadTasks & { leadId: string }, to: LeadTasks & { leadId: string }): PlanStep[] {
  if (from.tasks.length === 0) return [];
  const steps: PlanStep[] = [];
  for (const task of from.tasks) {
    const moved: Task = { ...task, leadId: to.leadId };
    steps.push({ name: `movedTask:${task.id}`, item: { Put: { TableName: tableName(), Item: toTaskItem(moved) } } });
    steps.push({
      name: `removedTask:${task.id}`,
      item: { Delete: { TableName: tableName(), Key: taskKey(from.leadId, task.id) } },
    });
    const claim = { ...taskClaimKey(task.id), entity: 'task_claim', leadId: to.leadId };
    steps.push({ name: `taskClaim:${task.id}`, item: { Put: { TableName: tableName(), Item: claim } } });
  }
  steps.push(moveTaskSequenceStep(to.leadId, to.version));
  steps.push({
    name: 'otherTaskSequence',
    item: {
      Delete: {
        TableName: tableName(),
        Key: taskSequenceKey(from.leadId),
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': from.version },
      },
    },
    onConditionFailed: () => new TaskSequenceMovedError(),
  });
  return steps;
}
