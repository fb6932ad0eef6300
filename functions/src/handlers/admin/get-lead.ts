import { requireSession } from '../../auth/require-session';
import { getLeadWithActivity } from '../../data/leads';
import { tableEnv } from '../../lib/env';
import { httpHandler } from '../../lib/http';
import { leadPathSchema } from '../../lib/request-schemas';

/**
 * `GET /api/admin/leads/{id}` (docs/product/admin.md#crm-screens): the full lead with its activity
 * timeline, newest entry first (`LeadWithActivity`). 404 `{ "error": "Lead not found" }` when
 * unknown; 401 without a session.
 */
export const handler = httpHandler(
  { env: [tableEnv], path: leadPathSchema, middlewares: [requireSession()] },
  async ({ path }) => getLeadWithActivity(path.id),
);
