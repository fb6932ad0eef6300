import { functionEntry } from '../../topology';
import { leadsArea } from '../area';
import { bulkAssignSchema } from '@meridian/shared/leads/lead-owners';
import { requireSession, staffOf } from '../../staff-auth/services/require-session';
import { auditAction, auditContextOf } from '../../privacy/services/audit';
import { httpHandler } from '../../lib/http';
import { assignLeads } from '../services/lead-assign';

/**
 * `POST /api/admin/leads/assign` (docs/product/assignment.md#reassigning, partners): `{ leadIds
 * (1-100), ownerId | null }` gives the leads to one active member of staff or unassigns them →
 * 200 `{ assigned }` (how many changed); 400 for bad input or an owner who is not active staff.
 * Audited with the acting user.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(leadsArea, 'leads/handlers/assign-leads'),
    body: bulkAssignSchema,
    middlewares: [requireSession()],
  },
  async ({ body, event }) => {
    const { userId, role } = staffOf(event);
    const assigned = await assignLeads(body.leadIds, body.ownerId, { id: userId, role });
    const target = `leads:${body.leadIds.length} to ${body.ownerId ?? 'nobody'}`;
    await auditAction({ action: 'leads_assigned', target, ...auditContextOf(event) });
    return { assigned };
  },
);
