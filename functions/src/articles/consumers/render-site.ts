import { functionEntry } from '../../topology';
import { articlesArea } from '../area';
import { articleEventDetailSchema } from '@meridian/shared/articles/article-events';
import { ARTICLE_DETAIL_TYPES } from '@meridian/shared/articles/article-event-names';
import { SITE_RENDER_REQUESTED } from '@meridian/shared/articles/site-render';
import * as z from '@meridian/shared/zod';
import { eventHandler } from '../../lib/event-handler';
import { renderSite } from '../services/site-render';

/** Detail of `SiteRenderRequested`: why every article is rendered again (after a deploy, at a local start). */
const siteRenderRequestedSchema = z.object({ reason: z.string().min(1) });

/**
 * EventBridge target of the publishing events (rule `ArticleToSite`): renders the article's page
 * as stored now (or removes it when the article is no longer published), the `/insights` listing
 * and `sitemap.xml`, writes them to the site bucket and invalidates those paths
 * (docs/product/publishing.md#publishing). `SiteRenderRequested`, sent after each deploy and at a
 * local start, renders every published article. A failure throws, so the delivery is retried.
 */
export const handler = eventHandler(
  {
    entry: functionEntry(articlesArea, 'articles/consumers/render-site'),
    detailTypes: {
      [ARTICLE_DETAIL_TYPES.published]: articleEventDetailSchema,
      [ARTICLE_DETAIL_TYPES.updated]: articleEventDetailSchema,
      [ARTICLE_DETAIL_TYPES.unpublished]: articleEventDetailSchema,
      [SITE_RENDER_REQUESTED]: siteRenderRequestedSchema,
    },
    // An article change published twice (two event ids) invalidates once: the article and its version.
    deliveryKey: (input) =>
      input.detailType === SITE_RENDER_REQUESTED
        ? input.event.id
        : `${input.detail.articleId}-${input.detail.version}-${input.detailType}`,
  },
  async (input) =>
    renderSite(
      input.detailType === SITE_RENDER_REQUESTED ? { all: true } : { slug: input.detail.slug },
      input.deliveryKey,
    ),
);
