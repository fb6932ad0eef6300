import { articlePublishTarget } from '@meridian/functions/articles/area';
import type { OneTimeScheduleKind } from './one-time-schedules';

/** Handler module of the publish function (the article publication schedules' target). */
export const ARTICLE_PUBLISH_HANDLER = articlePublishTarget.handler;

/**
 * Scheduled article publications (docs/product/publishing.md#scheduling;
 * docs/decisions/028-article-storage-and-scheduled-publishing.md): one one-time schedule per
 * scheduled article, created, moved and deleted at run time by the admin publish and unpublish
 * routes, invoking the publish function, which may read and write article items and publish with
 * the articles' event source, nothing else (see {@link OneTimeScheduleTarget} for the group, role
 * and dead letters).
 */
export const ARTICLE_PUBLICATIONS: OneTimeScheduleKind = {
  id: 'ArticlePublishing',
  target: articlePublishTarget,
  owner: 'the article publication schedules',
  groupSuffix: 'article-publications',
  functionId: 'PublishArticle',
  purpose: 'scheduled article publications',
  perScheduleReason:
    'Each scheduled article has its own one-time publication schedule, named after the article at run time; the grant covers the schedules of the article publications group only.',
  environmentNames: {
    group: 'ARTICLE_SCHEDULE_GROUP',
    target: 'ARTICLE_PUBLISH_TARGET_ARN',
    role: 'ARTICLE_PUBLISH_ROLE_ARN',
    dlq: 'ARTICLE_PUBLISH_DLQ_ARN',
  },
  keepsSchedules: (entry) => entry.schedulesArticles === true,
};
