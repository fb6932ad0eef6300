import * as z from '../zod';

/** Detail schemas of the article publishing events (their names: `article-event-names.ts`). */

/**
 * Detail of the publishing events: which article, its slug (and the slug it had before, when an
 * update changed it: never after publication, but kept for completeness), its version after the
 * write and when it happened (ISO-8601 UTC).
 */
export const articleEventDetailSchema = z.object({
  articleId: z.string(),
  slug: z.string(),
  version: z.number().int().min(1),
  at: z.string(),
});
export type ArticleEventDetail = z.output<typeof articleEventDetailSchema>;

/** Detail of `ArticleSendRequested`: the article and the send's id (one send per article). */
export const articleSendRequestedDetailSchema = z.object({
  articleId: z.string(),
  sendId: z.string(),
  requestedAt: z.string(),
});
export type ArticleSendRequestedDetail = z.output<typeof articleSendRequestedDetailSchema>;
