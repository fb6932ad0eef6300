import * as z from '../zod';
import {
  emailSchema,
  isMultiLineText,
  isSingleLineText,
  MAX_MESSAGE_LENGTH,
  MULTI_LINE_MESSAGE,
  optionalText,
  SINGLE_LINE_MESSAGE,
} from '../fields';
import { scoreInputsShape } from '../leads/score-inputs';
import { consentSchema } from '../privacy/privacy-consent';

/**
 * Contact / consultation form payload (docs/product/site.md#contact-form), with the optional
 * scoring inputs company size, industry and urgency (docs/product/leads.md#scoring-inputs). Name, company and phone are
 * one line each, the message may hold line feeds (docs/product/security.md#single-line-text). Used by the web
 * form (react-hook-form resolver) and by `POST /api/contact`. Unknown fields are rejected.
 */
export const contactSubmissionSchema = z.strictObject({
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(200, { error: 'Name must be at most 200 characters', abort: true })
    .refine(isSingleLineText, SINGLE_LINE_MESSAGE),
  email: emailSchema,
  company: optionalText(200),
  phone: optionalText(50),
  message: z
    .string({ error: 'Message must be at least 10 characters' })
    .trim()
    .overwrite((value) => value.replaceAll('\r\n', '\n'))
    .min(10, 'Message must be at least 10 characters')
    .max(MAX_MESSAGE_LENGTH, { error: `Message must be at most ${MAX_MESSAGE_LENGTH} characters`, abort: true })
    .refine(isMultiLineText, MULTI_LINE_MESSAGE),
  /** What the visitor agreed to (docs/product/privacy.md#consent-records); optional for pages cached before it. */
  consent: consentSchema.optional(),
  /** Optional scoring inputs (docs/product/leads.md#scoring-inputs). */
  ...scoreInputsShape,
});

/** What the form holds (before trimming and transforms). */
export type ContactFormValues = z.input<typeof contactSubmissionSchema>;
/** A validated contact submission. */
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;
