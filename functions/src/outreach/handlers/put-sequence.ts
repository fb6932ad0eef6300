import { sequenceUpdateSchema } from '@meridian/shared/outreach/sequence';
import { httpHandler } from '../../lib/http';
import { leadPathSchema } from '../../lib/request-schemas';
import { requireSession, staffOf } from '../../staff-auth/services/require-session';
import { functionEntry } from '../../topology';
import { outreachArea } from '../area';
import { changeSequence } from '../services/sequence';

/**
 * `PUT /api/admin/leads/{id}/sequence` `{ mode }` or `{ stop: true }` (docs/product/outreach.md#the-sequence):
 * sets how the lead's next sequence step goes out (review or automatic), or stops the sequence;
 * answers the lead. 400 for invalid input; 403 for a consultant on another's lead; 404 for an
 * unknown lead; 409 without a sequence, or for a stop of one that is not running.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(outreachArea, 'outreach/handlers/put-sequence'),
    path: leadPathSchema,
    body: sequenceUpdateSchema,
    middlewares: [requireSession()],
  },
  async ({ path, body, event }) => {
    const { userId, role } = staffOf(event);
    return changeSequence(path.id, body, { id: userId, role });
  },
);
