import { ADMIN_ARTICLE_SEND_PATH, ADMIN_ARTICLE_SEND_TEST_PATH } from '@meridian/shared/admin-api-paths';
import { ARTICLE_EVENT_SOURCE } from '@meridian/shared/articles/article-event-names';
import { LEADING_KEYS as K } from '../table/item-types';
import { withSession } from '../table-access';
import type { RouteDefinition } from '../topology';

/**
 * The routes of an article's send to subscribers (docs/product/publishing.md#send), part of the
 * route table (`routes.ts` includes them): the test email, the start (which emits
 * `ArticleSendRequested` with the articles' event source) and the progress. Session-protected CRM
 * routes.
 */
export const articleSendRoutes: readonly RouteDefinition[] = [
  {
    method: 'POST',
    path: ADMIN_ARTICLE_SEND_TEST_PATH,
    handler: 'articles/handlers/admin/send-test',
    usesPrivacyKey: true,
    items: withSession({ read: [K.emailSuppression], write: [K.article] }),
    sendsEmail: true,
    timeoutSeconds: 20,
  },
  {
    method: 'POST',
    path: ADMIN_ARTICLE_SEND_PATH,
    handler: 'articles/handlers/admin/send',
    items: withSession({ read: [K.subscriberCount], write: [K.article] }),
    publishesEvents: true,
    eventSources: [ARTICLE_EVENT_SOURCE],
  },
  {
    method: 'GET',
    path: ADMIN_ARTICLE_SEND_PATH,
    handler: 'articles/handlers/admin/send-progress',
    items: withSession({ read: [K.article] }),
  },
];
