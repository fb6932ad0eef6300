import { outreachEmailRequestSchema } from '@meridian/shared/outreach/email-templates';
import { httpHandler } from '../../lib/http';
import { leadPathSchema } from '../../lib/request-schemas';
import { requireSession, staffOf } from '../../staff-auth/services/require-session';
import { functionEntry } from '../../topology';
import { outreachArea } from '../area';
import { sendOutreachEmail } from '../services/send-outreach-email';

/**
 * `POST /api/admin/leads/{id}/emails` `{ templateId?, subject, text }` (docs/product/outreach.md#sending):
 * sends the email to the lead as the signed-in user; 201 `{ messageId }`. 400 for invalid input or a
 * lead without an address; 403 for a consultant on another's lead; 404 for an unknown lead; 409 for
 * a lead that must not be emailed; 429 past the daily cap; 502/503 when SES fails (nothing written).
 */
export const handler = httpHandler(
  {
    entry: functionEntry(outreachArea, 'outreach/handlers/post-outreach-email'),
    path: leadPathSchema,
    body: outreachEmailRequestSchema,
    successStatus: 201,
    middlewares: [requireSession()],
  },
  async ({ path, body, event }) => {
    const { userId, role } = staffOf(event);
    const { messageId } = await sendOutreachEmail(path.id, body, { id: userId, role });
    return { messageId };
  },
);
