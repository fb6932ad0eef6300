import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { initAnalytics } from './lib/analytics';
import { createQueryClient } from './lib/query-client';
import './styles.css';

/**
 * Resolves the lazy modules of the routes that match the current URL before the first render, so
 * the hydrated tree is the prerendered one (React Router's documented SSR pattern).
 */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const routes = createRoutes();
  await resolveLazyMatches(routes);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // Prerendered pages carry their own path; any other page (SPA fallback) renders from scratch.
  if (container.dataset.prerenderedPath === window.location.pathname) {
    hydrateRoot(container, app);
  } else {
    container.textContent = '';
    createRoot(container).render(app);
  }
  initAnalytics();
}

void start();
