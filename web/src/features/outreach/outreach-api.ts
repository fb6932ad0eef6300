import {
  ADMIN_EMAIL_TEMPLATE_PATH,
  ADMIN_EMAIL_TEMPLATES_PATH,
  ADMIN_LEAD_EMAIL_PREVIEW_PATH,
  ADMIN_LEAD_EMAILS_PATH,
  ADMIN_LEADS_PATH,
} from '@meridian/shared/admin-api-paths';
import { fillPath } from '@meridian/shared/api-paths';
import {
  type EmailTemplate,
  type EmailTemplateId,
  type EmailTemplateUpdate,
  emailPreviewSchema,
  emailTemplateListSchema,
  emailTemplateSchema,
  type OutreachEmailRequest,
  outreachEmailSentSchema,
} from '@meridian/shared/outreach/email-templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client';

/**
 * The outreach API calls of the CRM (docs/product/outreach.md): the templates, a lead's preview
 * and the send.
 */

/** Query key of the templates (`GET /api/admin/email-templates`). */
const templatesQueryKey = [ADMIN_EMAIL_TEMPLATES_PATH] as const;

/** The three templates in step order. @throws ApiError for a non-ok answer. */
async function fetchTemplates(): Promise<EmailTemplate[]> {
  return (await apiJson('GET', ADMIN_EMAIL_TEMPLATES_PATH, emailTemplateListSchema)).templates;
}

/** The three templates, cached like other CRM data. */
export function useEmailTemplates() {
  return useQuery({ queryKey: templatesQueryKey, queryFn: fetchTemplates });
}

/** Saves or resets one template (partners); the list is fetched again once it is stored. */
export function useSaveEmailTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: EmailTemplateId; update: EmailTemplateUpdate }) =>
      apiJson('PUT', fillPath(ADMIN_EMAIL_TEMPLATE_PATH, { id }), emailTemplateSchema, { body: update }),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}

/**
 * A template filled in with one lead's data, as the signed-in user would send it.
 * @returns `{ subject, text, missing }`. @throws ApiError (404 for an unknown lead).
 */
export function fetchEmailPreview(leadId: string, templateId: EmailTemplateId) {
  return apiJson('POST', fillPath(ADMIN_LEAD_EMAIL_PREVIEW_PATH, { id: leadId }), emailPreviewSchema, {
    body: { templateId },
  });
}

/**
 * Sends one email to a lead as the signed-in user; the lead's queries are fetched again after it.
 * @throws ApiError with the server's message (400, 403, 409, 429, 502, 503).
 */
export function useSendOutreachEmail(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: OutreachEmailRequest) =>
      apiJson('POST', fillPath(ADMIN_LEAD_EMAILS_PATH, { id: leadId }), outreachEmailSentSchema, { body: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: [ADMIN_LEADS_PATH] }),
  });
}
