import { httpHandler } from '../../lib/http';
import { leadPathSchema } from '../../lib/request-schemas';
import { requireSession } from '../../staff-auth/services/require-session';
import { functionEntry } from '../../topology';
import { tasksArea } from '../area';
import { tasksOfLead } from '../services/tasks';

/**
 * `GET /api/admin/leads/{id}/tasks` (docs/product/tasks.md#api): `{ tasks }`, the lead's open tasks
 * by due time, then its done ones. 404 when the lead is unknown.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(tasksArea, 'tasks/handlers/list-lead-tasks'),
    path: leadPathSchema,
    middlewares: [requireSession()],
  },
  async ({ path }) => ({ tasks: await tasksOfLead(path.id) }),
);
