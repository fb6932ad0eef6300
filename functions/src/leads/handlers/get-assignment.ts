import { functionEntry } from '../../topology';
import { leadsArea } from '../area';
import { requireSession } from '../../staff-auth/services/require-session';
import { httpHandler } from '../../lib/http';
import { assignmentView } from '../services/assignment';

/**
 * `GET /api/admin/assignment` (docs/product/assignment.md#settings, partners): `{ settings: { rule,
 * copyPartners, people }, users }`: the rule, the partners' copy of notifications, each person's
 * preferences, and every staff member to show them against.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(leadsArea, 'leads/handlers/get-assignment'),
    middlewares: [requireSession()],
  },
  async () => assignmentView(),
);
