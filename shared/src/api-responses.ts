import { articleSchema, articleSummarySchema } from './articles/article';
import * as z from './zod';

/**
 * Response bodies of the public API routes (see `api-paths.ts`), as the web client parses them.
 * Error bodies are in `api-errors.ts`; admin responses in `admin-api-responses.ts`, so public pages
 * never bundle the lead schemas.
 */

/** `GET /api/articles`: published articles, newest first, without content. */
export const articleListResponseSchema = z.array(articleSummarySchema);

/** `GET /api/articles/{slug}`: one published article. */
export const articleResponseSchema = articleSchema;

/** 202 of `POST /api/contact` and `POST /api/assessment-email`: accepted for processing. */
export const submissionReceivedSchema = z.object({ received: z.literal(true), submissionId: z.string() });
export type SubmissionReceived = z.output<typeof submissionReceivedSchema>;

/** 202 of `POST /api/newsletter`, the same for a new and an already subscribed address. */
export const newsletterSubscribedSchema = z.object({ subscribed: z.literal(true) });
export type NewsletterSubscribed = z.output<typeof newsletterSubscribedSchema>;
