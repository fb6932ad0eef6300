import type { Article } from '@meridian/shared/articles/article';
import { renderArticleMarkdown } from '@meridian/shared/articles/article-markdown';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ADMIN_ROUTES, AppRoutes, matchPageRoute, PUBLIC_ROUTES, preloadRoute } from './app/routes';
import { type ServerArticles, ServerArticlesProvider } from './features/insights/published-articles';
import { type HeadCollector, HeadCollectorProvider, type PageMetaInput } from './lib/seo';

export { absoluteUrl } from './config/site';
export { renderHeadTags } from './lib/seo';

/** The prerendered markup and metadata of one route. */
export interface RenderResult {
  /** HTML of the app (goes inside `#root`). */
  html: string;
  /** The page's metadata, as declared by its `PageMeta`. */
  meta: PageMetaInput;
  /** 404 when the catch-all page rendered, else 200. */
  status: number;
}

/** Input of {@link render} besides the path. */
export interface RenderOptions {
  /**
   * Every published article, newest first, with its Markdown body: the build passes the built-in
   * articles, the render function the table's (docs/product/publishing.md#publishing).
   */
  articles: readonly Article[];
  /**
   * The site's own images a page may carry inline, `data:` URIs by site path (the build's
   * `heroImageUris`, docs/decisions/060-inline-favicon-and-article-heroes.md); none when absent.
   */
  inlineImages?: Readonly<Record<string, string>>;
}

/**
 * The server render's view of the published articles: their summaries and, on demand, a body
 * rendered from Markdown (docs/product/publishing.md#markdown). The Markdown renderer passes no
 * raw HTML through, so the server needs no DOM sanitiser (docs/decisions/030-article-markdown-without-a-server-sanitiser.md).
 */
function serverArticles(articles: readonly Article[], inlineImages: Readonly<Record<string, string>>): ServerArticles {
  const bySlug = new Map(articles.map((article) => [article.slug, article]));
  return {
    articles: articles.map(({ content: _content, ...summary }) => summary),
    bodyHtml: (slug) => {
      const article = bySlug.get(slug);
      return article ? renderArticleMarkdown(article.content) : undefined;
    },
    inlineImage: (url) => (Object.hasOwn(inlineImages, url) ? inlineImages[url] : undefined),
  };
}

/**
 * Renders one route of the app to HTML on the server (the build's prerender and the render
 * function), with the same providers and route tree as the browser (`main.tsx`), so hydration
 * matches.
 * @param path - site path such as '/about'
 * @param options - the published articles the insights pages show, and the images they may inline
 * @throws Error when the page declares no `PageMeta`
 */
export async function render(path: string, { articles, inlineImages = {} }: RenderOptions): Promise<RenderResult> {
  await preloadRoute(path);
  const collector: HeadCollector = { meta: null };
  const html = renderToString(
    <StrictMode>
      <HeadCollectorProvider collector={collector}>
        <ServerArticlesProvider value={serverArticles(articles, inlineImages)}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </ServerArticlesProvider>
      </HeadCollectorProvider>
    </StrictMode>,
  );
  if (!collector.meta) throw new Error(`Route ${path} declared no PageMeta`);
  const catchAll = PUBLIC_ROUTES.find((route) => route.path === '*');
  return { html, meta: collector.meta, status: matchPageRoute(path) === catchAll ? 404 : 200 };
}

/** A page the build prerenders. */
export interface PrerenderTarget {
  /** Site path, e.g. '/insights/strategic-planning-mistakes'. */
  path: string;
  /** Route module source relative to `web/` (for its chunks). */
  source: string;
  /** Files or folders (relative to `web/`) whose last commit dates the page, for the sitemap. */
  lastmodSources: string[];
}

/**
 * The static pages the build prerenders: every public route but the catch-all and the article
 * route (docs/product/site.md#pages). Article pages come from the published articles
 * ({@link ARTICLE_ROUTE_SOURCE}); the 404 page is rendered separately to `404.html`.
 */
export function prerenderTargets(): PrerenderTarget[] {
  const targets: PrerenderTarget[] = [];
  for (const route of PUBLIC_ROUTES) {
    if (!route.source || route.path === '*' || route.path === ARTICLE_ROUTE) continue;
    const feature = route.source.replace(/^src\/app\/routes\//, '').replace(/-route\.tsx$/, '');
    const lastmodSources = [route.source, `src/features/${FEATURE_OF_ROUTE[feature] ?? feature}`, 'src/app/layout'];
    targets.push({ path: route.path, source: route.source, lastmodSources });
  }
  return targets;
}

const ARTICLE_ROUTE = '/insights/:slug';

/** Source of the article route module (`/insights/:slug`), whose chunks article pages preload. */
export const ARTICLE_ROUTE_SOURCE = PUBLIC_ROUTES.find((route) => route.path === ARTICLE_ROUTE)?.source ?? '';

/**
 * Source of the route module (relative to `web/`) that renders `path`, e.g.
 * 'src/app/routes/article-route.tsx' for '/insights/my-article'.
 * @throws Error when the route has no known source (admin screens)
 */
export function routeSource(path: string): string {
  const source = matchPageRoute(path).source;
  if (!source) throw new Error(`Route ${path} has no prerenderable module`);
  return source;
}

/** The feature folder behind route modules whose name differs from it. */
const FEATURE_OF_ROUTE: Record<string, string> = {
  'strategic-planning': 'services',
  'operational-transformation': 'services',
  'interim-executive': 'services',
  'strategic-assessment': 'assessment',
  article: 'insights',
  'test-routing': 'diagnostics',
  'admin-direct': 'diagnostics',
};

/**
 * Every route pattern the app renders (public and admin, React Router syntax such as
 * '/insights/:slug'), without the catch-all. The build writes them to `spa-routes.json`, so a
 * server can answer paths no route matches with the prerendered `404.html` and status 404.
 */
export function routePatterns(): string[] {
  return [...PUBLIC_ROUTES, ...ADMIN_ROUTES].map((route) => route.path).filter((path) => path !== '*');
}

/** Source of the catch-all 404 route module. */
export const NOT_FOUND_SOURCE = PUBLIC_ROUTES.find((route) => route.path === '*')?.source ?? '';
