import { INDEX_PARTITIONS, type IndexKey, type ItemKey, ITEM_TYPES } from '../../table/item-types';

/**
 * The keys of tasks in the one table (docs/architecture.md, "Single-table design";
 * docs/decisions/044-tasks.md): each task in its lead's partition (so the lead's tasks are one
 * Query and an erasure of the lead removes them), the lead's task sequence beside them, a claim
 * naming the lead of each task id, and the gsi1 partition of open tasks by due time.
 */

const LEAD = ITEM_TYPES.lead;
const TASK = ITEM_TYPES.task;
const SEQUENCE = ITEM_TYPES.taskSequence;
const CLAIM = ITEM_TYPES.taskClaim;

/** The sort key prefix shared by a lead's tasks and its task sequence (`TASK#…`, `TASKS`). */
export const LEAD_TASKS_PREFIX = SEQUENCE.sk.slice(0, 4);

/** A task: `LEAD#<leadId>` / `TASK#<taskId>`. */
export const taskKey = (leadId: string, taskId: string): ItemKey => ({
  pk: `${LEAD.pk}${leadId}`,
  sk: `${TASK.sk}${taskId}`,
});

/** True for the sort key of a task (as opposed to the task sequence). */
export const isTaskSortKey = (sk: unknown): boolean => typeof sk === 'string' && sk.startsWith(TASK.sk);

/** The task sequence of a lead: `LEAD#<leadId>` / `TASKS`. */
export const taskSequenceKey = (leadId: string): ItemKey => ({ pk: `${LEAD.pk}${leadId}`, sk: SEQUENCE.sk });

/** The lead of a task id: `TASK#<taskId>` / `TASK`. */
export const taskClaimKey = (taskId: string): ItemKey => ({ pk: `${CLAIM.pk}${taskId}`, sk: CLAIM.sk });

/** gsi1 partition of open tasks. */
export const OPEN_TASK_INDEX_PARTITION = INDEX_PARTITIONS.openTaskIndex.pk;

/** An open task's gsi1 attributes: `OPEN_TASKS` / `<dueAt>#<taskId>` (removed when it is done). */
export const openTaskIndexKey = (dueAt: string, taskId: string): IndexKey => ({
  gsi1pk: OPEN_TASK_INDEX_PARTITION,
  gsi1sk: `${dueAt}#${taskId}`,
});
