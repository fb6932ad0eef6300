import { emailPreviewRequestSchema } from '@meridian/shared/outreach/email-templates';
import { httpHandler } from '../../lib/http';
import { leadPathSchema } from '../../lib/request-schemas';
import { requireSession, staffOf } from '../../staff-auth/services/require-session';
import { functionEntry } from '../../topology';
import { outreachArea } from '../area';
import { previewEmail } from '../services/email-preview';

/**
 * `POST /api/admin/leads/{id}/email-preview` `{ templateId }` (docs/product/outreach.md#templates):
 * the template filled in with the lead's data as the signed-in user would send it,
 * `{ subject, text, missing }` (`missing`: the merge fields that fell back). 400 for an unknown
 * template; 404 for an unknown lead.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(outreachArea, 'outreach/handlers/post-email-preview'),
    path: leadPathSchema,
    body: emailPreviewRequestSchema,
    middlewares: [requireSession()],
  },
  async ({ path, body, event }) => previewEmail(path.id, body.templateId, staffOf(event).userId),
);
