import { reassignTaskSchema } from '@meridian/shared/tasks/task';
import { httpHandler } from '../../lib/http';
import { requireSession, staffOf } from '../../staff-auth/services/require-session';
import { functionEntry } from '../../topology';
import { tasksArea } from '../area';
import { reassignTask } from '../services/tasks';
import { taskPathSchema } from './task-path';

/**
 * `POST /api/admin/tasks/{taskId}/assignee` `{ assigneeId }` (docs/product/tasks.md#api): gives an
 * open task to another active member of staff. 200 with the task; 400 for someone who is not an
 * active member of staff; 403 for a consultant on another's lead; 404 when the task is unknown; 409
 * when it is done.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(tasksArea, 'tasks/handlers/reassign-task'),
    path: taskPathSchema,
    body: reassignTaskSchema,
    middlewares: [requireSession()],
  },
  async ({ path, body, event }) => {
    const { userId, role } = staffOf(event);
    return reassignTask(path.taskId, body.assigneeId, { id: userId, role });
  },
);
