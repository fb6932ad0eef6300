import type { RouteObject } from 'react-router-dom';
import { PublicLayout } from '../features/layout/public-layout';
import { adminRoutes } from './admin/admin-routes';
import { AppShell } from './app-shell';
import { RouteError } from './route-error';

/**
 * Public routes (SPEC.md section 2). Each page is its own lazy module exporting `Component`, so a
 * page loads only its own code; the prerender and the browser resolve the current page's module
 * before rendering, so hydration matches.
 */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home-route') },
  { path: 'about', lazy: () => import('./routes/about-route') },
  { path: 'services', lazy: () => import('./routes/services-route') },
  { path: 'services/strategic-planning', lazy: () => import('./routes/strategic-planning-route') },
  { path: 'services/operational-transformation', lazy: () => import('./routes/operational-transformation-route') },
  { path: 'services/interim-executive', lazy: () => import('./routes/interim-executive-route') },
  { path: 'tools', lazy: () => import('./routes/tools-route') },
  { path: 'strategic-assessment', lazy: () => import('./routes/strategic-assessment-route') },
  { path: 'insights', lazy: () => import('./routes/insights-route') },
  { path: 'insights/:slug', lazy: () => import('./routes/article-route') },
  { path: 'contact', lazy: () => import('./routes/contact-route') },
  { path: 'test-routing', lazy: () => import('./routes/test-routing-route') },
  { path: 'admin-direct', lazy: () => import('./routes/admin-direct-route') },
  { path: '*', lazy: () => import('./routes/not-found-route') },
];

/**
 * The app's route tree: the shell (toasts, analytics) around the public layout with the public
 * pages, and the lazy admin route group (its own screens and layout).
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppShell,
      ErrorBoundary: RouteError,
      children: [{ id: 'public', Component: PublicLayout, children: publicRoutes.map((route) => ({ ...route })) }, ...adminRoutes.map((route) => ({ ...route }))],
    },
  ];
}
