import { functionEntry } from '../../topology';
import { privacyArea } from '../area';
import { subscriberIdSchema } from '@meridian/shared/privacy/subscribers';
import * as z from '@meridian/shared/zod';
import { auditContextOf } from '../services/audit';
import { requireSession } from '../../staff-auth/services/require-session';
import { httpHandler, respond } from '../../lib/http';
import { eraseSubscriber } from '../services/erasure';

/**
 * `DELETE /api/admin/subscribers/{id}` (docs/product/privacy.md#subscribers): erases one subscriber
 * by its opaque id (a confirmed one leaves the confirmed count); audited. 204; 400 for a malformed
 * id; 404 when unknown; 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(privacyArea, 'privacy/handlers/erase-subscriber'),
    path: z.object({ id: subscriberIdSchema }),
    middlewares: [requireSession()],
  },
  async ({ path, event }) => {
    await eraseSubscriber(path.id, auditContextOf(event));
    return respond(204);
  },
);
