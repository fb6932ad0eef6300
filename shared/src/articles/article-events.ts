import * as z from '../zod';

/**
 * Events of article publishing (docs/product/publishing.md#publishing). The admin API emits them on
 * the project bus; the render function consumes the first three, the newsletter sender the last.
 */
export const ARTICLE_EVENT_SOURCE = 'meridian.articles';

export const ARTICLE_DETAIL_TYPES = {
  /** An article went live (now, or at its scheduled time). */
  published: 'ArticlePublished',
  /** A published article's fields changed. */
  updated: 'ArticleUpdated',
  /** A published article was taken down. */
  unpublished: 'ArticleUnpublished',
  /** Staff asked to email a published article to every confirmed subscriber. */
  sendRequested: 'ArticleSendRequested',
} as const;

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
