import { functionEntry } from '../../topology';
import { leadsArea } from '../area';
import { leadUpdateSchema } from '@meridian/shared/leads/lead-update';
import { requireSession, staffOf } from '../../staff-auth/services/require-session';
import { auditAction, auditContextOf, editsContactFields } from '../../privacy/services/audit';
import { updateLeadAsAdmin } from '../services/lead-admin';
import { httpHandler } from '../../lib/http';
import { leadPathSchema } from '../../lib/request-schemas';

/**
 * `PUT /api/admin/leads/{id}` (docs/product/admin.md#optimistic-concurrency): a partial update
 * (`leadUpdateSchema`: unknown fields and values outside the option lists are 400; `null` clears a
 * field). The server re-scores, appends timeline entries for stage moves and emails sent, and
 * raises `version`. A `version` that no longer matches answers 409 and writes nothing. Returns the
 * updated lead; 404 when unknown; 401 without a session. Edits of contact fields are audited
 * (docs/product/privacy.md#audit-log).
 */
export const handler = httpHandler(
  {
    entry: functionEntry(leadsArea, 'leads/handlers/update-lead'),
    path: leadPathSchema,
    body: leadUpdateSchema,
    middlewares: [requireSession()],
  },
  async ({ path, body, event }) => {
    const { version, ...changes } = body;
    const { userId, role } = staffOf(event);
    const lead = await updateLeadAsAdmin(path.id, changes, version, { id: userId, role });
    if (editsContactFields(changes)) {
      await auditAction({ action: 'contact_fields_edited', target: path.id, ...auditContextOf(event) });
    }
    if (changes.ownerId !== undefined) {
      await auditAction({
        action: 'leads_assigned',
        target: `lead:${path.id} to ${changes.ownerId ?? 'nobody'}`,
        ...auditContextOf(event),
      });
    }
    return lead;
  },
);
