import {
  ADMIN_LEAD_TASKS_PATH,
  ADMIN_TASK_ASSIGNEE_PATH,
  ADMIN_TASK_COMPLETE_PATH,
  ADMIN_TASK_SNOOZE_PATH,
  ADMIN_TASKS_PATH,
} from '@meridian/shared/admin-api-paths';
import { LEADING_KEYS as K } from '../table/item-types';
import { withSession } from '../table-access';
import type { AreaDefinition } from '../topology';

/**
 * What a change of a task writes (docs/product/tasks.md): the task, the lead's task sequence, the
 * lead's next task and its timeline entry (all in the lead's partition, `LEAD#*`), and for a new
 * task its claim; it reads the lead, the task's claim and, for the assignee and the 403's name, the
 * staff directory.
 */
const TASK_CHANGE_ITEMS = withSession({ read: [K.taskClaim, K.staffUserIndex], write: [K.lead] });

/**
 * The tasks area (docs/architecture.md, "Business areas"; docs/decisions/044-tasks.md): tasks on
 * leads, their next action and the signed-in user's tasks due today. Its routes are part of the
 * route table, and the CDK app deploys them as one nested stack.
 */
export const tasksArea: AreaDefinition = {
  name: 'tasks',
  routes: [
    {
      method: 'GET',
      path: ADMIN_LEAD_TASKS_PATH,
      handler: 'tasks/handlers/list-lead-tasks',
      items: withSession({ read: [K.lead] }),
    },
    {
      method: 'POST',
      path: ADMIN_LEAD_TASKS_PATH,
      handler: 'tasks/handlers/create-task',
      items: withSession({ read: [K.staffUserIndex], write: [K.lead, K.taskClaim] }),
    },
    {
      method: 'GET',
      path: ADMIN_TASKS_PATH,
      handler: 'tasks/handlers/list-my-tasks',
      items: withSession({ read: [K.openTaskIndex] }),
    },
    {
      method: 'POST',
      path: ADMIN_TASK_COMPLETE_PATH,
      handler: 'tasks/handlers/complete-task',
      items: TASK_CHANGE_ITEMS,
    },
    {
      method: 'POST',
      path: ADMIN_TASK_SNOOZE_PATH,
      handler: 'tasks/handlers/snooze-task',
      items: TASK_CHANGE_ITEMS,
    },
    {
      method: 'POST',
      path: ADMIN_TASK_ASSIGNEE_PATH,
      handler: 'tasks/handlers/reassign-task',
      items: TASK_CHANGE_ITEMS,
    },
  ],
  rules: [],
  schedules: [],
  targets: [],
};
