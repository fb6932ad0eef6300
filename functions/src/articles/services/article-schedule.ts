import { articleScheduleEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { deleteOneTimeSchedule, type OneTimeScheduleTarget, putOneTimeSchedule } from '../../lib/one-time-schedules';
import { SCHEDULE_SOURCE } from '../../topology';

/**
 * The one-time publication schedule of an article (docs/product/publishing.md#scheduling): an
 * EventBridge Scheduler `at(...)` schedule named after the article, in UTC, deleted by the
 * Scheduler after it ran. Its event names the article and the `scheduledAt` it was made for, so a
 * schedule that fires after the article was rescheduled, unpublished or published by hand does
 * nothing (`publishScheduledArticle`).
 */

/** `detail-type` of the event a publication schedule sends the publish function. */
export const ARTICLE_PUBLISH_DETAIL_TYPE = 'ArticlePublishDue';

/** The schedule name of an article's publication (`article-publish-<id>`, at most 64 characters). */
export const articlePublishScheduleName = (articleId: string): string => `article-publish-${articleId}`.slice(0, 64);

/** Detail of the schedule's event: which article, and the `scheduledAt` (ISO-8601 UTC) it was made for. */
export interface ArticlePublishDue {
  articleId: string;
  scheduledAt: string;
}

/** The event the publish function receives from an article's schedule. */
export function articlePublishEventOf(due: ArticlePublishDue) {
  return {
    version: '0',
    id: `${due.articleId}-${due.scheduledAt}`,
    'detail-type': ARTICLE_PUBLISH_DETAIL_TYPE,
    source: SCHEDULE_SOURCE,
    account: '',
    time: due.scheduledAt,
    region: '',
    resources: [] as string[],
    detail: due,
  };
}

/** The publication schedules' group and target (`ARTICLE_SCHEDULE_GROUP`, `ARTICLE_PUBLISH_*`). */
function publishTarget(): OneTimeScheduleTarget {
  const env = articleScheduleEnv();
  return {
    group: env.ARTICLE_SCHEDULE_GROUP,
    functionArn: env.ARTICLE_PUBLISH_TARGET_ARN,
    roleArn: env.ARTICLE_PUBLISH_ROLE_ARN,
    deadLetterArn: env.ARTICLE_PUBLISH_DLQ_ARN,
  };
}

/**
 * Creates the article's publication schedule, or moves it when one exists (one per article).
 *
 * @param due.scheduledAt - ISO-8601 UTC in `Date.toISOString()` form (whole seconds are used).
 * @throws Scheduler errors (the caller answers 5xx and writes nothing).
 */
export async function putPublishSchedule(due: ArticlePublishDue): Promise<void> {
  await putOneTimeSchedule(publishTarget(), {
    name: articlePublishScheduleName(due.articleId),
    at: due.scheduledAt,
    event: articlePublishEventOf(due),
  });
  logger.info('Article publication scheduled', { ...due });
}

/**
 * Deletes the article's publication schedule; a schedule that is already gone is fine.
 *
 * @throws Scheduler errors other than ResourceNotFoundException.
 */
export async function deletePublishSchedule(articleId: string): Promise<void> {
  if (await deleteOneTimeSchedule(articleScheduleEnv().ARTICLE_SCHEDULE_GROUP, articlePublishScheduleName(articleId)))
    logger.info('Article publication schedule removed', { articleId });
}
