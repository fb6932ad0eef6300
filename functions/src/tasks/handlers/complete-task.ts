import { httpHandler } from '../../lib/http';
import { requireSession, staffOf } from '../../staff-auth/services/require-session';
import { functionEntry } from '../../topology';
import { tasksArea } from '../area';
import { completeTask } from '../services/tasks';
import { taskPathSchema } from './task-path';

/**
 * `POST /api/admin/tasks/{taskId}/complete` (docs/product/tasks.md#api): marks an open task done.
 * 200 with the task; 403 for a consultant on another's lead; 404 when the task is unknown; 409
 * when it is done already.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(tasksArea, 'tasks/handlers/complete-task'),
    path: taskPathSchema,
    middlewares: [requireSession()],
  },
  async ({ path, event }) => {
    const { userId, role } = staffOf(event);
    return completeTask(path.taskId, { id: userId, role });
  },
);
