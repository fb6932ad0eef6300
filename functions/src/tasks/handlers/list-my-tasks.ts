import { taskListQuerySchema } from '@meridian/shared/tasks/task';
import { httpHandler } from '../../lib/http';
import { requireSession, staffOf } from '../../staff-auth/services/require-session';
import { functionEntry } from '../../topology';
import { tasksArea } from '../area';
import { myTasksDueToday } from '../services/tasks';

/**
 * `GET /api/admin/tasks?due=today` (docs/product/tasks.md#due-today): `{ tasks }`, the signed-in
 * user's open tasks due today (Europe/London) or overdue, earliest first. 400 without `due=today`.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(tasksArea, 'tasks/handlers/list-my-tasks'),
    query: taskListQuerySchema,
    middlewares: [requireSession()],
  },
  async ({ event }) => ({ tasks: await myTasksDueToday(staffOf(event).userId) }),
);
