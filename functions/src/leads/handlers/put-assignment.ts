import { functionEntry } from '../../topology';
import { leadsArea } from '../area';
import { assignmentSettingsSchema } from '@meridian/shared/leads/lead-owners';
import { requireSession } from '../../staff-auth/services/require-session';
import { httpHandler } from '../../lib/http';
import { updateAssignment } from '../services/assignment';

/**
 * `PUT /api/admin/assignment` (docs/product/assignment.md#settings, partners): saves `{ rule,
 * copyPartners, people: [{ userId, takesNewLeads, services }] }` → 200 with what `GET` answers;
 * 400 for bad input or a person who is not a staff user (nothing stored).
 */
export const handler = httpHandler(
  {
    entry: functionEntry(leadsArea, 'leads/handlers/put-assignment'),
    body: assignmentSettingsSchema,
    middlewares: [requireSession()],
  },
  async ({ body }) => updateAssignment(body),
);
