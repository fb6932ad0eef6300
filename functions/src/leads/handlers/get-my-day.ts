import { httpHandler } from '../../lib/http';
import { requireSession, staffOf } from '../../staff-auth/services/require-session';
import { functionEntry } from '../../topology';
import { leadsArea } from '../area';
import { myDayOf } from '../services/my-day';

/**
 * `GET /api/admin/my-day` (docs/product/my-day.md#route, everyone): the signed-in member's day, its
 * tasks, consultations, new and stale leads (`MyDayAnswer`, times ISO-8601 UTC, days London days).
 * 401 without a session; no input.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(leadsArea, 'leads/handlers/get-my-day'),
    middlewares: [requireSession()],
  },
  async ({ event }) => myDayOf(staffOf(event).userId),
);
