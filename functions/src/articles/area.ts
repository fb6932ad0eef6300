import { ARTICLES_PATH, ARTICLE_PATH } from '@meridian/shared/api-paths';
import { ARTICLE_DETAIL_TYPES, ARTICLE_EVENT_SOURCE } from '@meridian/shared/articles/article-event-names';
import { LEADING_KEYS as K } from '../table/item-types';
import type { AreaDefinition, TargetDefinition } from '../topology';
import { articleRoutes } from './routes';

/** The target of the article publication schedules: publishes the article it was scheduled for. */
export const articlePublishTarget: TargetDefinition = {
  handler: 'articles/scheduled/publish-article',
  items: { write: [K.article] },
  publishesEvents: true,
  eventSources: [ARTICLE_EVENT_SOURCE],
  timeoutSeconds: 30,
};

/**
 * The missing-article origin (docs/decisions/031-event-driven-site-rendering.md): answers the site
 * bucket's `404.html` with status 404. It reads that one object only, no table; its role and its one
 * variable (`SITE_BUCKET_NAME`) are set by `infra/lib/missing-article.ts`.
 */
export const notFoundPageFunction: TargetDefinition = {
  handler: 'articles/handlers/not-found-page',
};

/**
 * The articles area (docs/architecture.md, "Business areas"): public insight articles, the CRM's editor, publishing, scheduled publication, the send to subscribers and the site render. Its entries
 * are part of the route, rule, schedule and target tables, and the CDK app deploys them as one nested stack.
 */
export const articlesArea: AreaDefinition = {
  name: 'articles',
  routes: [
    {
      method: 'GET',
      path: ARTICLES_PATH,
      handler: 'articles/handlers/list-articles',
      items: { read: [K.articleIndex] },
    },
    {
      method: 'GET',
      path: ARTICLE_PATH,
      handler: 'articles/handlers/get-article',
      items: { read: [K.articleSlug, K.article] },
    },
    ...articleRoutes,
  ],
  rules: [
    {
      // The article pages, the listing and the sitemap on the live site (docs/product/publishing.md#publishing).
      name: 'ArticleToSite',
      source: ARTICLE_EVENT_SOURCE,
      detailTypes: [ARTICLE_DETAIL_TYPES.published, ARTICLE_DETAIL_TYPES.updated, ARTICLE_DETAIL_TYPES.unpublished],
      targets: [
        {
          handler: 'articles/consumers/render-site',
          items: { read: [K.articleIndex] },
          rendersSite: true,
          memoryMb: 1024,
          timeoutSeconds: 60,
        },
      ],
    },
    {
      // An article emailed to the confirmed subscribers (docs/product/publishing.md#send). The sender
      // emits the event again to carry on in a new invocation, hence its own source.
      name: 'ArticleSendToSubscribers',
      source: ARTICLE_EVENT_SOURCE,
      detailTypes: [ARTICLE_DETAIL_TYPES.sendRequested],
      targets: [
        {
          handler: 'articles/consumers/send-article-newsletter',
          items: { read: [K.subscriberIndex, K.subscriber, K.emailSuppression], write: [K.article] },
          sendsEmail: true,
          usesPrivacyKey: true,
          publishesEvents: true,
          eventSources: [ARTICLE_EVENT_SOURCE],
          timeoutSeconds: 300,
        },
      ],
    },
  ],
  schedules: [],
  targets: [articlePublishTarget],
};
