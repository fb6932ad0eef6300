import { functionEntry } from '../../topology';
import { leadsArea } from '../area';
import { mergeLeadsInputSchema } from '@meridian/shared/leads/lead-requests';
import { requireSession, staffOf } from '../../staff-auth/services/require-session';
import { httpHandler } from '../../lib/http';
import { leadPathSchema } from '../../lib/request-schemas';
import { auditAction, auditContextOf } from '../../privacy/services/audit';
import { mergeLeads } from '../services/lead-merge';

/**
 * `POST /api/admin/leads/{id}/merge` (docs/product/pipeline.md#merge): merges lead `otherId` into
 * lead `{id}` (`mergeLeadsInputSchema`). 200 with the surviving lead; 400 for invalid input or the
 * same id twice; 404 when either lead is unknown; 409 when either changed since read (nothing
 * written); 401 without a session. Audited (docs/product/privacy.md#audit-log).
 */
export const handler = httpHandler(
  {
    entry: functionEntry(leadsArea, 'leads/handlers/merge-leads'),
    path: leadPathSchema,
    body: mergeLeadsInputSchema,
    middlewares: [requireSession()],
  },
  async ({ path, body, event }) => {
    const { userId, role } = staffOf(event);
    const merged = await mergeLeads(path.id, body, { id: userId, role });
    await auditAction({
      action: 'leads_merged',
      target: `lead:${body.otherId} into lead:${path.id}`,
      ...auditContextOf(event),
    });
    return merged;
  },
);
