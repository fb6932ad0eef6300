import { functionEntry } from '../../topology';
import { articlesArea } from '../area';
import * as z from '@meridian/shared/zod';
import { eventHandler } from '../../lib/event-handler';
import { publishScheduledArticle } from '../services/article-publication';
import { ARTICLE_PUBLISH_DETAIL_TYPE } from '../services/article-schedule';

/** Detail of a publication schedule's event: the article and the `scheduledAt` it was made for. */
const publishDueSchema = z.object({ articleId: z.string().min(1).max(100), scheduledAt: z.iso.datetime() });

/**
 * Target of an article's one-time publication schedule (docs/product/publishing.md#scheduling):
 * publishes the article if it is still scheduled for that time and raises `ArticlePublished`; a
 * stale schedule does nothing, and a repeated delivery sends no second event. A failure throws, so
 * the Scheduler retries and finally sends the run to the dead-letter queue (alarmed).
 */
export const handler = eventHandler(
  {
    entry: functionEntry(articlesArea, 'articles/scheduled/publish-article'),
    detailTypes: { [ARTICLE_PUBLISH_DETAIL_TYPE]: publishDueSchema },
  },
  async ({ detail }) => publishScheduledArticle(detail),
);
