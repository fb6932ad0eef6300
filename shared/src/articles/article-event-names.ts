/**
 * Events of article publishing (docs/product/publishing.md#publishing). The admin API emits them on
 * the project bus; the render function consumes the first three, the newsletter sender the last.
 * Their detail schemas are in `article-events.ts` (the area's rule table names the events only).
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
