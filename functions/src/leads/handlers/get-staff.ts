import { functionEntry } from '../../topology';
import { leadsArea } from '../area';
import { requireSession } from '../../staff-auth/services/require-session';
import { httpHandler } from '../../lib/http';
import { staffDirectory } from '../services/lead-assign';

/**
 * `GET /api/admin/staff` (docs/product/assignment.md, everyone): every staff member `{ id, name,
 * role, active }`, in the order they joined, for owner names, initials and pickers. No addresses.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(leadsArea, 'leads/handlers/get-staff'),
    middlewares: [requireSession()],
  },
  async () => staffDirectory(),
);
