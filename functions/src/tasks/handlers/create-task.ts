import { newTaskSchema } from '@meridian/shared/tasks/task';
import { httpHandler } from '../../lib/http';
import { leadPathSchema } from '../../lib/request-schemas';
import { requireSession, staffOf } from '../../staff-auth/services/require-session';
import { functionEntry } from '../../topology';
import { tasksArea } from '../area';
import { createTask } from '../services/tasks';

/**
 * `POST /api/admin/leads/{id}/tasks` (docs/product/tasks.md#api): adds a task `{ title, dueAt,
 * assigneeId? }` to the lead. 201 with the task; 400 for invalid input or an assignee who is not an
 * active member of staff; 403 for a consultant on another's lead; 404 when the lead is unknown.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(tasksArea, 'tasks/handlers/create-task'),
    path: leadPathSchema,
    body: newTaskSchema,
    successStatus: 201,
    middlewares: [requireSession()],
  },
  async ({ path, body, event }) => {
    const { userId, role } = staffOf(event);
    return createTask(path.id, body, { id: userId, role });
  },
);
