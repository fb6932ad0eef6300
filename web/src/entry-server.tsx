import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ADMIN_ROUTES, AppRoutes, matchPageRoute, PUBLIC_ROUTES, preloadRoute } from './app/routes';
import { BUILT_IN_ARTICLES } from '@meridian/shared/builtin-articles';
import { BuiltInContentProvider } from './features/insights/builtin-content';
import { setServerSanitizer } from './lib/sanitize';
import { type HeadCollector, HeadCollectorProvider, type PageMetaInput } from './lib/seo';

export { setServerSanitizer };
export { absoluteUrl } from './config/site';
export { ARTICLE_SANITIZE_CONFIG } from './lib/sanitize';
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

/**
 * Renders one route of the app to HTML at build time (prerender), with the same providers and
 * route tree as the browser (`main.tsx`), so hydration matches.
 * @param path - site path such as '/about'
 * @throws Error when the page declares no `PageMeta`
 */
export async function render(path: string): Promise<RenderResult> {
  await preloadRoute(path);
  const collector: HeadCollector = { meta: null };
  const html = renderToString(
    <StrictMode>
      <HeadCollectorProvider collector={collector}>
        <BuiltInContentProvider articles={BUILT_IN_ARTICLES}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </BuiltInContentProvider>
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
  /** Fixed last-modified date (ISO-8601), used instead of `lastmodSources` (articles). */
  lastmod?: string;
}

/**
 * Every page the build prerenders: the static public routes and one page per built-in article
 * (docs/product/site.md#pages). The catch-all 404 page is rendered separately to `404.html`.
 */
export function prerenderTargets(): PrerenderTarget[] {
  const targets: PrerenderTarget[] = [];
  for (const route of PUBLIC_ROUTES) {
    if (!route.source || route.path === '*') continue;
    const feature = route.source.replace(/^src\/app\/routes\//, '').replace(/-route\.tsx$/, '');
    const lastmodSources = [route.source, `src/features/${FEATURE_OF_ROUTE[feature] ?? feature}`, 'src/app/layout'];
    if (route.path === '/insights/:slug') {
      for (const article of BUILT_IN_ARTICLES) {
        targets.push({
          path: `/insights/${article.slug}`,
          source: route.source,
          lastmodSources,
          lastmod: article.updatedAt,
        });
      }
      continue;
    }
    targets.push({ path: route.path, source: route.source, lastmodSources });
  }
  return targets;
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
