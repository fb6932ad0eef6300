import {
  ADMIN_ARTICLE_PATH,
  ADMIN_ARTICLE_PUBLISH_PATH,
  ADMIN_ARTICLE_UNPUBLISH_PATH,
  ADMIN_ARTICLES_PATH,
} from '@meridian/shared/admin-api-paths';
import { ARTICLE_EVENT_SOURCE } from '@meridian/shared/articles/article-event-names';
import { articleSendRoutes } from './send-routes';
import { LEADING_KEYS as K } from '../table/item-types';
import { withSession } from '../table-access';
import type { RouteDefinition } from '../topology';

/**
 * The article routes of the CRM: the editor's (docs/product/publishing.md#editor), then the send
 * to subscribers (`article-send-routes.ts`), part of the route table (`routes.ts` appends them). Session-protected CRM routes; those that change what is live publish
 * with the articles' event source, and those that publish or unpublish keep the one-time
 * publication schedules (docs/product/publishing.md#scheduling) and record the action in the audit log
 * with the keyed hash of the client IP (docs/product/privacy.md#audit-log).
 */
export const articleRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    path: ADMIN_ARTICLES_PATH,
    handler: 'articles/handlers/admin/list',
    items: withSession({ read: [K.articleAdminIndex] }),
  },
  {
    method: 'POST',
    path: ADMIN_ARTICLES_PATH,
    handler: 'articles/handlers/admin/create',
    items: withSession({ write: [K.article, K.articleSlug] }),
  },
  {
    method: 'GET',
    path: ADMIN_ARTICLE_PATH,
    handler: 'articles/handlers/admin/get',
    items: withSession({ read: [K.article] }),
  },
  {
    method: 'PUT',
    path: ADMIN_ARTICLE_PATH,
    handler: 'articles/handlers/admin/update',
    items: withSession({ write: [K.article, K.articleSlug] }),
    publishesEvents: true,
    eventSources: [ARTICLE_EVENT_SOURCE],
  },
  {
    method: 'POST',
    path: ADMIN_ARTICLE_PUBLISH_PATH,
    handler: 'articles/handlers/admin/publish',
    items: withSession({ write: [K.article], append: [K.audit] }),
    publishesEvents: true,
    eventSources: [ARTICLE_EVENT_SOURCE],
    schedulesArticles: true,
    usesPrivacyKey: true,
  },
  {
    method: 'POST',
    path: ADMIN_ARTICLE_UNPUBLISH_PATH,
    handler: 'articles/handlers/admin/unpublish',
    items: withSession({ write: [K.article], append: [K.audit] }),
    publishesEvents: true,
    eventSources: [ARTICLE_EVENT_SOURCE],
    schedulesArticles: true,
    usesPrivacyKey: true,
  },
  // An article sent to the newsletter's subscribers (docs/product/publishing.md#send).
  ...articleSendRoutes,
];
