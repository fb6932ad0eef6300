import { snoozeTaskSchema } from '@meridian/shared/tasks/task';
import { httpHandler } from '../../lib/http';
import { requireSession, staffOf } from '../../staff-auth/services/require-session';
import { functionEntry } from '../../topology';
import { tasksArea } from '../area';
import { snoozeTask } from '../services/tasks';
import { taskPathSchema } from './task-path';

/**
 * `POST /api/admin/tasks/{taskId}/snooze` `{ dueAt }` (docs/product/tasks.md#api): moves an open
 * task's due time. 200 with the task; 400 for an invalid time; 403 for a consultant on another's
 * lead; 404 when the task is unknown; 409 when it is done.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(tasksArea, 'tasks/handlers/snooze-task'),
    path: taskPathSchema,
    body: snoozeTaskSchema,
    middlewares: [requireSession()],
  },
  async ({ path, body, event }) => {
    const { userId, role } = staffOf(event);
    return snoozeTask(path.taskId, body.dueAt, { id: userId, role });
  },
);
