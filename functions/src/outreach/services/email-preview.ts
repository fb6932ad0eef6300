import type { EmailTemplateId } from '@meridian/shared/outreach/email-templates';
import { type FilledEmail, fillTemplate } from '@meridian/shared/outreach/merge-fields';
import { getLead } from '../../leads/records';
import { emailTemplateOf } from './email-templates';
import { mergeValuesFor } from './merge-context';

/**
 * A template filled in with one lead's data (`POST /api/admin/leads/{id}/email-preview`,
 * docs/product/outreach.md#templates), as the signed-in user would send it.
 *
 * @returns `{ subject, text, missing }`: `missing` names the merge fields that fell back.
 * @throws LeadNotFoundError (404).
 */
export async function previewEmail(leadId: string, templateId: EmailTemplateId, userId: string): Promise<FilledEmail> {
  const lead = await getLead(leadId);
  const [template, values] = await Promise.all([emailTemplateOf(templateId), mergeValuesFor(lead, userId)]);
  return fillTemplate(template, values);
}
