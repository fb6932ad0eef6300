import {
  DEFAULT_EMAIL_TEMPLATES,
  EMAIL_TEMPLATE_IDS,
  EMAIL_TEMPLATE_NAMES,
  type EmailTemplate,
  type EmailTemplateId,
  type EmailTemplateUpdate,
  type TemplateContent,
} from '@meridian/shared/outreach/email-templates';
import { unknownMergeFields } from '@meridian/shared/outreach/merge-fields';
import { ValidationError } from '../../lib/errors';
import { deleteStoredTemplate, listStoredTemplates, putStoredTemplate } from '../data/email-templates';

/**
 * The outreach templates (docs/product/outreach.md#templates): the defaults with partners' edits
 * laid over them, and the edits themselves.
 */

/**
 * The three templates in step order (`GET /api/admin/email-templates`): a stored edit where there
 * is one (`isDefault: false`), else the default.
 */
export async function listEmailTemplates(): Promise<EmailTemplate[]> {
  const stored = await listStoredTemplates();
  return EMAIL_TEMPLATE_IDS.map((id) => {
    const edit = stored.get(id);
    const content = edit ? { subject: edit.subject, text: edit.text } : DEFAULT_EMAIL_TEMPLATES[id];
    return { id, name: EMAIL_TEMPLATE_NAMES[id], ...content, isDefault: !edit };
  });
}

/** One template's subject and text as it applies now (the edit, else the default). */
export async function emailTemplateOf(id: EmailTemplateId): Promise<TemplateContent> {
  const template = (await listEmailTemplates()).find((each) => each.id === id);
  return template ?? DEFAULT_EMAIL_TEMPLATES[id];
}

/**
 * A partner's edit of a template, or its reset (`PUT /api/admin/email-templates/{id}`).
 *
 * @param update - `{ subject, text }` or `{ reset: true }`.
 * @param userId - the partner (the permission table lets only partners call the route).
 * @returns the template as it now applies.
 * @throws ValidationError (400) when the subject or text names a field that is not a merge field.
 */
export async function saveEmailTemplate(
  id: EmailTemplateId,
  update: EmailTemplateUpdate,
  userId: string,
  now = new Date(),
): Promise<EmailTemplate> {
  if ('reset' in update) {
    await deleteStoredTemplate(id);
  } else {
    const unknown = [...new Set([...unknownMergeFields(update.subject), ...unknownMergeFields(update.text)])];
    if (unknown.length > 0) {
      const names = unknown.map((name) => `{{${name}}}`).join(', ');
      throw new ValidationError(`Unknown merge field: ${names}. Use only the fields listed beside the editor.`);
    }
    await putStoredTemplate(id, { subject: update.subject, text: update.text }, userId, now.toISOString());
  }
  const saved = (await listEmailTemplates()).find((each) => each.id === id);
  if (!saved) throw new Error(`Template ${id} missing after save`);
  return saved;
}
