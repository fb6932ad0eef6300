import { MAX_SHORT_TEXT_LENGTH, multiLineText, singleLineText } from '../fields';
import * as z from '../zod';

/**
 * The outreach email templates (docs/product/outreach.md#templates): three defaults, one per step
 * of the sequence (docs/product/pipeline.md#outreach-sequence), which partners may edit and reset.
 * Subjects and texts hold merge fields `{{field}}` (`merge-fields.ts`).
 */

/** The template ids; a contract of `GET /api/admin/email-templates`. */
export const EMAIL_TEMPLATE_IDS = ['email1', 'email2', 'email3'] as const;
export type EmailTemplateId = (typeof EMAIL_TEMPLATE_IDS)[number];

/** Longest template or email text, in characters. */
export const MAX_EMAIL_TEXT_LENGTH = 10_000;

/** Each template's name, as the CRM shows it. */
export const EMAIL_TEMPLATE_NAMES: Record<EmailTemplateId, string> = {
  email1: 'Email 1: Introduction',
  email2: 'Email 2: Value (an article)',
  email3: 'Email 3: The free assessment',
};

/** The sequence step (1-3) each template sends. */
export const EMAIL_TEMPLATE_STEPS: Record<EmailTemplateId, 1 | 2 | 3> = { email1: 1, email2: 2, email3: 3 };

/** A template's subject and text. */
export interface TemplateContent {
  subject: string;
  text: string;
}

/** The default templates (docs/product/outreach.md#templates): what a template is until a partner edits it. */
export const DEFAULT_EMAIL_TEMPLATES: Record<EmailTemplateId, TemplateContent> = {
  email1: {
    subject: 'Turning strategy into results at {{company}}',
    text: [
      'Hi {{firstName}},',
      '',
      'I work with leadership teams who have a clear strategy but find that it loses pace between the plan and the day-to-day. From what I have seen of {{company}}, {{weakestSection}} may be where there is most to gain, and I thought a short conversation might be useful.',
      '',
      'If it would help, you can pick a time that suits you here: {{bookingLink}}',
      '',
      '{{senderSignature}}',
    ].join('\n'),
  },
  email2: {
    subject: 'An article you might find useful, {{firstName}}',
    text: [
      'Hi {{firstName}},',
      '',
      'Following my note last week, I thought you might like our latest article, "{{articleTitle}}":',
      '{{articleUrl}}',
      '',
      'Many of the teams we work with find that {{recommendedService}} is where the quickest gains are.',
      '',
      '{{senderSignature}}',
    ].join('\n'),
  },
  email3: {
    subject: 'Your strategic readiness: {{assessmentCategory}}',
    text: [
      'Hi {{firstName}},',
      '',
      'Your assessment placed {{company}} at "{{assessmentCategory}}", and {{weakestSection}} stood out as the area with the most room to grow.',
      '',
      'I would be glad to walk you through what that means and how {{recommendedService}} could help, in a free 30-minute consultation: {{bookingLink}}',
      '',
      '{{senderSignature}}',
    ].join('\n'),
  },
};

/** A template as `GET /api/admin/email-templates` lists it; `isDefault` when no partner edit is stored. */
export type EmailTemplate = z.output<typeof emailTemplateSchema>;

/** `GET /api/admin/email-templates`: the three templates, in step order. */
export type EmailTemplateList = z.output<typeof emailTemplateListSchema>;

/** Path `{id}` of a template. */
export const emailTemplatePathSchema = z.object({ id: z.enum(EMAIL_TEMPLATE_IDS, 'Unknown template') });

/**
 * Body of `PUT /api/admin/email-templates/{id}`: `{ subject, text }` (subject one line, at most 200
 * characters; text at most 10,000), or `{ reset: true }` to go back to the default.
 */
export const emailTemplateUpdateSchema = z.union([
  z.strictObject({ reset: z.literal(true) }),
  z.strictObject({
    subject: singleLineText(MAX_SHORT_TEXT_LENGTH).pipe(z.string().min(1, 'Please enter a subject')),
    text: multiLineText(MAX_EMAIL_TEXT_LENGTH).pipe(z.string().min(1, 'Please enter the text')),
  }),
]);
export type EmailTemplateUpdate = z.output<typeof emailTemplateUpdateSchema>;

/** Body of `POST /api/admin/leads/{id}/email-preview`: `{ templateId }`. */
export const emailPreviewRequestSchema = z.strictObject({
  templateId: z.enum(EMAIL_TEMPLATE_IDS, 'Unknown template'),
});

/** Body of `POST /api/admin/leads/{id}/emails`: `{ templateId?, subject, text }` (docs/product/outreach.md#sending). */
export const outreachEmailRequestSchema = z.strictObject({
  templateId: z.enum(EMAIL_TEMPLATE_IDS, 'Unknown template').optional(),
  subject: singleLineText(MAX_SHORT_TEXT_LENGTH).pipe(z.string().min(1, 'Please enter a subject')),
  text: multiLineText(MAX_EMAIL_TEXT_LENGTH).pipe(z.string().min(1, 'Please write the email')),
});
export type OutreachEmailRequest = z.output<typeof outreachEmailRequestSchema>;

/** Response schema of `GET /api/admin/email-templates` (the CRM checks answers against it). */
export const emailTemplateListSchema = z.object({
  templates: z.array(
    z.object({
      id: z.enum(EMAIL_TEMPLATE_IDS),
      name: z.string(),
      subject: z.string(),
      text: z.string(),
      isDefault: z.boolean(),
    }),
  ),
});

/** Response schema of `PUT /api/admin/email-templates/{id}`: the template as it now applies. */
export const emailTemplateSchema = emailTemplateListSchema.shape.templates.element;

/** Response schema of `POST /api/admin/leads/{id}/email-preview`: `{ subject, text, missing }`. */
export const emailPreviewSchema = z.object({ subject: z.string(), text: z.string(), missing: z.array(z.string()) });

/** Response schema of `POST /api/admin/leads/{id}/emails`: `{ messageId }`. */
export const outreachEmailSentSchema = z.object({ messageId: z.string() });
