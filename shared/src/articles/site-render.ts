import type { Article } from './article';

/**
 * The contract between the web build's renderer bundle and the render function
 * (docs/product/publishing.md#publishing). The web build writes `web/dist-renderer/renderer.mjs`, a
 * self-contained ES module exporting {@link RenderArticleFiles} as `renderArticleFiles`; the render
 * function imports it and writes what it returns to the site bucket (locally: the data folder).
 */

/** One file of the site, as the bucket stores it. */
export interface RenderedFile {
  /** Object key without a leading slash, e.g. 'insights/my-article/index.html', 'sitemap.xml'. */
  key: string;
  body: string;
  /** `Content-Type` to store, e.g. 'text/html; charset=utf-8'. */
  contentType: string;
}

/** Input of {@link RenderArticleFiles}. */
export interface RenderArticleFilesInput {
  /** Every published article, newest first, with its Markdown body. */
  articles: readonly Article[];
  /** Slugs whose article page to render (each must be in `articles`). */
  slugs: readonly string[];
}

/**
 * Renders the article pages of `slugs`, the `/insights` listing and `sitemap.xml` with the same
 * server-rendering code and head tags as the build.
 * @returns `insights/<slug>/index.html` per slug, then `insights/index.html` and `sitemap.xml`.
 * @throws Error when a slug is not among `articles`.
 */
export type RenderArticleFiles = (input: RenderArticleFilesInput) => Promise<RenderedFile[]>;

/** Bucket key of an article page: 'insights/<slug>/index.html'. */
export const articlePageKey = (slug: string): string => `insights/${slug}/index.html`;
/** Bucket key of the insights listing. */
export const INSIGHTS_PAGE_KEY = 'insights/index.html';
/** Bucket key of the sitemap. */
export const SITEMAP_KEY = 'sitemap.xml';

/**
 * Detail type of the request to render every published article again (source {@link SITE_RENDER_SOURCE}):
 * sent to the render function after each deploy, whose bucket deployment brings a new build, and by
 * the local stack at start.
 */
export const SITE_RENDER_REQUESTED = 'SiteRenderRequested';
/** Source of {@link SITE_RENDER_REQUESTED}. */
export const SITE_RENDER_SOURCE = 'meridian.site';
/** Detail of {@link SITE_RENDER_REQUESTED}: why the whole site is rendered (e.g. 'deploy', 'local start'). */
export interface SiteRenderRequestedDetail {
  reason: string;
}
