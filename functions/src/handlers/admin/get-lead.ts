import { requireSession } from '../../auth/require-session';
import { getLeadWithActivity } from '../../data/leads';
import { httpHandler } from '../../lib/http';
import { leadPathSchema } from './schemas';

/**
 * `GET /api/admin/leads/{id}` (issue 4): the full lead with its activity timeline, newest entry
 * first (`LeadWithActivity`). 404 `{ "error": "Lead not found" }` when unknown; 401 without a
 * session.
 */
export const handler = httpHandler({ path: leadPathSchema, middlewares: [requireSession()] }, async ({ path }) =>
  getLeadWithActivity(path.id),
);
