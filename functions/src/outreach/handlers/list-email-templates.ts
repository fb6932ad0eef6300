import type { EmailTemplateList } from '@meridian/shared/outreach/email-templates';
import { httpHandler } from '../../lib/http';
import { requireSession } from '../../staff-auth/services/require-session';
import { functionEntry } from '../../topology';
import { outreachArea } from '../area';
import { listEmailTemplates } from '../services/email-templates';

/**
 * `GET /api/admin/email-templates` (docs/product/outreach.md#templates): `{ templates: [{ id, name,
 * subject, text, isDefault }] }`, the three outreach templates in step order.
 */
export const handler = httpHandler(
  { entry: functionEntry(outreachArea, 'outreach/handlers/list-email-templates'), middlewares: [requireSession()] },
  async (): Promise<EmailTemplateList> => ({ templates: await listEmailTemplates() }),
);
