import { functionEntry } from '../../topology';
import { leadsArea } from '../area';
import { prospectSchema } from '@meridian/shared/leads/prospect';
import { requireSession } from '../../staff-auth/services/require-session';
import { createProspectLead } from '../services/lead-admin';
import { httpHandler } from '../../lib/http';

/**
 * `POST /api/admin/leads` (docs/product/leads.md#prospects): creates a LinkedIn prospect (source
 * as chosen, default linkedin), scored by the server. 201 with the stored lead; 400 for invalid
 * input (field details); 409 when the email already belongs to a lead; 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(leadsArea, 'leads/handlers/create-lead'),
    body: prospectSchema,
    successStatus: 201,
    middlewares: [requireSession()],
  },
  async ({ body }) => createProspectLead(body),
);
