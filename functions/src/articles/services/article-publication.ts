import type { AdminArticle } from '@meridian/shared/articles/article-admin';
import { articleEventDetailSchema } from '@meridian/shared/articles/article-events';
import { ARTICLE_DETAIL_TYPES, ARTICLE_EVENT_SOURCE } from '@meridian/shared/articles/article-event-names';
import { clearPendingPublishEvent, getArticleForSchedule, replaceArticle, type StoredArticle } from '../data/articles';
import { ArticleNotFoundError, ServiceUnavailableError } from '../../lib/errors';
import { EventPublishError, publishEvent } from '../../lib/events';
import { logger } from '../../lib/logger';
import type { ArticlePublishDue } from './article-schedule';

/**
 * Going live (docs/product/publishing.md#publishing): the published version of an article, the
 * events the render function answers, and the publication of a scheduled article when its
 * one-time schedule fires (docs/product/publishing.md#scheduling).
 */

/** 503: the change is stored but the bus did not take its event, so the live site is not updated yet. */
export class ArticleSiteUpdateError extends ServiceUnavailableError {
  constructor() {
    super('The change is saved, but the live site could not be updated yet; save the article again in a moment', 5);
  }
}

/** The stored fields of an admin article (without its derived `state`). */
export const storedOf = ({ state: _state, ...article }: AdminArticle): StoredArticle => article;

/**
 * The published version of an article: `published`, `publishedAt` kept from the first publication
 * or set to `now`, no `scheduledAt`, `updatedAt` now, `version` one higher.
 */
export function publishedVersionOf(before: StoredArticle, now: Date): StoredArticle {
  const { scheduledAt: _scheduledAt, ...rest } = before;
  const at = now.toISOString();
  return {
    ...rest,
    published: true,
    publishedAt: before.publishedAt || at,
    updatedAt: at,
    version: before.version + 1,
  };
}

/**
 * Raises `ArticlePublished`, `ArticleUpdated` or `ArticleUnpublished` (source
 * `meridian.articles`) for an article as stored after the change.
 *
 * @throws ArticleSiteUpdateError (503) when the bus did not accept the event.
 */
export async function emitArticleEvent(
  kind: 'published' | 'updated' | 'unpublished',
  article: Pick<AdminArticle, 'id' | 'slug' | 'version'>,
  now: Date,
): Promise<void> {
  const detail = articleEventDetailSchema.parse({
    articleId: article.id,
    slug: article.slug,
    version: article.version,
    at: now.toISOString(),
  });
  try {
    await publishEvent(ARTICLE_EVENT_SOURCE, ARTICLE_DETAIL_TYPES[kind], detail);
  } catch (error) {
    if (error instanceof EventPublishError) throw new ArticleSiteUpdateError();
    throw error;
  }
}

/** What a publication schedule's run did. */
export type ScheduledPublication = 'published' | 'stale';

/**
 * Publishes an article when its schedule fires, if it is still scheduled for that time: a
 * schedule for an article since rescheduled, unpublished, published by hand or deleted does
 * nothing. The write records that the `ArticlePublished` event is owed (`pendingPublishEvent`)
 * until the bus took it, so a run retried after a failure sends the event once more, and a
 * duplicate delivery after success sends nothing.
 *
 * @param due - the article and the `scheduledAt` the schedule was made for.
 * @returns `published` (the event was sent) or `stale` (nothing done).
 * @throws DynamoDB and EventBridge errors, so that the Scheduler retries the run.
 */
export async function publishScheduledArticle(
  due: ArticlePublishDue,
  now: Date = new Date(),
): Promise<ScheduledPublication> {
  let found: Awaited<ReturnType<typeof getArticleForSchedule>>;
  try {
    found = await getArticleForSchedule(due.articleId);
  } catch (error) {
    if (!(error instanceof ArticleNotFoundError)) throw error;
    logger.info('Scheduled publication of an unknown article ignored', { ...due });
    return 'stale';
  }
  let { article } = found;
  if (!article.published && article.scheduledAt === due.scheduledAt) {
    const after = publishedVersionOf(storedOf(article), now);
    await replaceArticle(storedOf(article), after, due.scheduledAt);
    article = { ...after, state: 'published' };
  } else if (!(article.published && found.pendingPublishEvent === due.scheduledAt)) {
    logger.info('Stale article publication schedule ignored', { ...due, scheduledNow: article.scheduledAt });
    return 'stale';
  }
  await emitArticleEvent('published', article, now);
  await clearPendingPublishEvent(article.id, due.scheduledAt);
  logger.info('Scheduled article published', { ...due, slug: article.slug });
  return 'published';
}
