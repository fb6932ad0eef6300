import { fieldMessages } from '@meridian/shared/api-errors';
import {
  type ContactFormValues,
  type ContactSubmission,
  contactSubmissionSchema,
} from '@meridian/shared/contact/contact';

/** A field of the contact form. */
export type ContactField = keyof ContactFormValues;

/** The outcome of validating the contact form: the submission, or a message per wrong field. */
export type ContactValidation =
  | { ok: true; submission: ContactSubmission }
  | { ok: false; errors: Partial<Record<ContactField, string>> };

/**
 * Validates the form with the shared contact schema, the very schema `POST /api/contact` uses
 * (docs/product/site.md#contact-form). Loaded on first use: zod stays out of the contact page's
 * first JavaScript.
 *
 * @param values - the fields as typed (untrimmed).
 * @returns the trimmed submission, or the first message of each wrong field.
 */
export function validateContact(values: ContactFormValues): ContactValidation {
  const parsed = contactSubmissionSchema.safeParse(values);
  if (parsed.success) return { ok: true, submission: parsed.data };
  return { ok: false, errors: fieldMessages(parsed.error) };
}
