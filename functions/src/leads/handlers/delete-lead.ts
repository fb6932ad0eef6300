import { functionEntry } from '../../topology';
import { leadsArea } from '../area';
import { auditContextOf } from '../../privacy/services/audit';
import { requireSession } from '../../staff-auth/services/require-session';
import { httpHandler, respond } from '../../lib/http';
import { leadPathSchema } from '../../lib/request-schemas';
import { eraseLead } from '../../privacy/services/erasure';

/**
 * `DELETE /api/admin/leads/{id}` (docs/product/privacy.md#erasure): erases the lead, its timeline,
 * email claim, subscriber record and the capture's idempotency records, leaving a tombstone
 * without personal data; audited. 204; 404 when unknown (so also when repeated); 409 when it kept
 * changing; 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(leadsArea, 'leads/handlers/delete-lead'),
    path: leadPathSchema,
    middlewares: [requireSession()],
  },
  async ({ path, event }) => {
    await eraseLead(path.id, auditContextOf(event));
    return respond(204);
  },
);
