import { articleSchema, articleSummarySchema } from './article';
import * as z from './zod';

/**
 * Response bodies of the public API routes (see `api-paths.ts`), as the web client parses them.
 * Admin responses live in `admin-api-responses.ts`, so public pages never bundle the lead schemas.
 */

/** One field problem of a refused request: the dotted field path (`''` for the whole body) and its message. */
export const apiErrorDetailSchema = z.object({ path: z.string(), message: z.string() });
export type ApiErrorDetail = z.output<typeof apiErrorDetailSchema>;

/**
 * The body of every answer that is not ok (docs/product/security.md#input-validation): a message
 * that is safe to show and, for invalid input, the problems per field.
 */
export const apiErrorBodySchema = z.object({
  error: z.string(),
  details: z.array(apiErrorDetailSchema).optional(),
});
export type ApiErrorBody = z.output<typeof apiErrorBodySchema>;

/**
 * The one mapping from a zod error to field problems, used for the `details` of a 400 answer and
 * for messages shown at form fields.
 *
 * @param error - a failed `safeParse`'s error.
 * @returns one entry per issue, in zod's order; `path` joins the issue path with dots.
 */
export function issueDetails(error: z.ZodError): ApiErrorDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** `GET /api/articles`: published articles, newest first, without content. */
export const articleListResponseSchema = z.array(articleSummarySchema);

/** `GET /api/articles/{slug}`: one published article. */
export const articleResponseSchema = articleSchema;

/** 202 of `POST /api/contact` and `POST /api/assessment-email`: accepted for processing. */
export const submissionReceivedSchema = z.object({ received: z.literal(true), submissionId: z.string() });
export type SubmissionReceived = z.output<typeof submissionReceivedSchema>;

/** 201 (new address) or 200 (already subscribed) of `POST /api/newsletter`. */
export const newsletterSubscribedSchema = z.object({ subscribed: z.literal(true) });
export type NewsletterSubscribed = z.output<typeof newsletterSubscribedSchema>;
