import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { createQueryClient } from './lib/query-client';
import { setServerSanitizer } from './lib/sanitize';
import { type HeadCollector, HeadCollectorProvider, type PageMetaInput } from './lib/seo';

export { setServerSanitizer };

/** The prerendered markup and metadata of one route. */
export interface RenderResult {
  /** HTML of the app (goes inside `#root`). */
  html: string;
  /** The page's metadata, as declared by its `PageMeta`. */
  meta: PageMetaInput;
  /** HTTP-like status of the render (404 for the catch-all page). */
  status: number;
}

/**
 * Renders one route of the app to HTML at build time (prerender), with the same providers and
 * route tree as the browser (`main.tsx`), so hydration matches.
 * @param path - site path such as '/about'
 * @throws Error when the page declares no metadata or the router answers with a redirect
 */
export async function render(path: string): Promise<RenderResult> {
  const routes = createRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`Route ${path} answered with a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector: HeadCollector = { meta: null };
  const html = renderToString(
    <StrictMode>
      <HeadCollectorProvider collector={collector}>
        <AppProviders queryClient={createQueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </HeadCollectorProvider>
    </StrictMode>,
  );
  if (!collector.meta) throw new Error(`Route ${path} declared no PageMeta`);
  return { html, meta: collector.meta, status: context.statusCode };
}
