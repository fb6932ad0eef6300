import { functionEntry } from '../../topology';
import { leadsArea } from '../area';
import { requireSession } from '../../staff-auth/services/require-session';
import { httpHandler } from '../../lib/http';
import { leadPathSchema } from '../../lib/request-schemas';
import { getLeadDetail } from '../services/lead-record';

/**
 * `GET /api/admin/leads/{id}` (docs/product/admin.md#crm-screens, docs/product/pipeline.md#timeline):
 * the full lead with its `timeline`, newest entry first, and its `scoreBreakdown`
 * (`leadDetailSchema`). 404 `{ "error": "Lead not found" }` when unknown; 401 without a session.
 */
export const handler = httpHandler(
  { entry: functionEntry(leadsArea, 'leads/handlers/get-lead'), path: leadPathSchema, middlewares: [requireSession()] },
  async ({ path }) => getLeadDetail(path.id),
);
