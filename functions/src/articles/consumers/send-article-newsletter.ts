import { functionEntry } from '../../topology';
import { articlesArea } from '../area';
import { articleSendRequestedDetailSchema } from '@meridian/shared/articles/article-events';
import { ARTICLE_DETAIL_TYPES } from '@meridian/shared/articles/article-event-names';
import { notifyEnv } from '../../lib/env';
import { eventHandler } from '../../lib/event-handler';
import { runArticleSend } from '../services/article-newsletter-delivery';

/**
 * EventBridge target of `ArticleSendRequested` (rule `ArticleSendToSubscribers`): emails the
 * article to the confirmed subscribers, at most `NEWSLETTER_EMAILS_PER_SECOND` a second, each at
 * most once, and hands on to a new invocation before this one's time runs out
 * (docs/product/publishing.md#send). A failure throws, so that the event is retried.
 */
export const handler = eventHandler(
  {
    entry: functionEntry(articlesArea, 'articles/consumers/send-article-newsletter'),
    detailTypes: { [ARTICLE_DETAIL_TYPES.sendRequested]: articleSendRequestedDetailSchema },
  },
  async ({ detail, context }) =>
    runArticleSend(detail, {
      emailsPerSecond: notifyEnv().NEWSLETTER_EMAILS_PER_SECOND,
      remainingMs: () => context.getRemainingTimeInMillis(),
    }),
);
