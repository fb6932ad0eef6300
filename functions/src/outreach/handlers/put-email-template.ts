import { emailTemplatePathSchema, emailTemplateUpdateSchema } from '@meridian/shared/outreach/email-templates';
import { httpHandler } from '../../lib/http';
import { requireSession, staffOf } from '../../staff-auth/services/require-session';
import { functionEntry } from '../../topology';
import { outreachArea } from '../area';
import { saveEmailTemplate } from '../services/email-templates';

/**
 * `PUT /api/admin/email-templates/{id}` (docs/product/outreach.md#templates): a partner saves
 * `{ subject, text }` or resets the template with `{ reset: true }`; answers the template as it now
 * applies. 400 for an unknown template, an empty or too long field, or an unknown merge field; 403
 * for a consultant.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(outreachArea, 'outreach/handlers/put-email-template'),
    path: emailTemplatePathSchema,
    body: emailTemplateUpdateSchema,
    middlewares: [requireSession()],
  },
  async ({ path, body, event }) => saveEmailTemplate(path.id, body, staffOf(event).userId),
);
