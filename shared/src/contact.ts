import * as z from './zod';
import { emailSchema, MAX_MESSAGE_LENGTH, optionalText } from './fields';

/**
 * Contact / consultation form payload (SPEC.md sections 3 and 5). Used by the web form
 * (react-hook-form resolver) and by `POST /api/contact`. Unknown fields are rejected.
 */
export const contactSubmissionSchema = z.strictObject({
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(200, 'Name must be at most 200 characters'),
  email: emailSchema,
  company: optionalText(200),
  phone: optionalText(50),
  message: z
    .string({ error: 'Message must be at least 10 characters' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(MAX_MESSAGE_LENGTH, `Message must be at most ${MAX_MESSAGE_LENGTH} characters`),
});

/** What the form holds (before trimming and transforms). */
export type ContactFormValues = z.input<typeof contactSubmissionSchema>;
/** A validated contact submission. */
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;
