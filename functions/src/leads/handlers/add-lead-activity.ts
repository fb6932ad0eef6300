import { functionEntry } from '../../topology';
import { leadsArea } from '../area';
import { staffActivityInputSchema } from '@meridian/shared/leads/lead-requests';
import { requireSession, staffOf } from '../../staff-auth/services/require-session';
import { httpHandler } from '../../lib/http';
import { leadPathSchema } from '../../lib/request-schemas';
import { addStaffActivity } from '../services/lead-record';

/**
 * `POST /api/admin/leads/{id}/activities` (docs/product/pipeline.md#timeline): adds a call, meeting
 * or note (`staffActivityInputSchema`: `{ type, at, text }`) to the lead's timeline. 201 with the
 * stored entry; 400 for invalid input; 404 when the lead is unknown; 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(leadsArea, 'leads/handlers/add-lead-activity'),
    path: leadPathSchema,
    body: staffActivityInputSchema,
    successStatus: 201,
    middlewares: [requireSession()],
  },
  async ({ path, body, event }) => {
    const { userId, role } = staffOf(event);
    return addStaffActivity(path.id, body, { id: userId, role });
  },
);
