import { matchRoutes, Route, Routes } from 'react-router';
import { PublicLayout } from './layout/public-layout';
import { AppShell } from './app-shell';
import { LazyPage, type PageLoader, preloadPage } from './lazy-page';
import { registerRoutePreload } from './route-preload';

/** One page route: its path and the loader of its route module. */
export interface PageRoute {
  path: string;
  load: PageLoader;
  /** Source of the route module, relative to `web/` (build tooling: chunk sizes, lastmod). */
  source?: string;
}

/**
 * The privacy notice and the pages that the newsletter emails' links open share one module: one
 * chunk, and fewer bytes in every page's first JavaScript.
 */
const PRIVACY_ROUTE = 'src/app/routes/privacy-route.tsx';
const loadPrivacyRoute: PageLoader = () => import('./routes/privacy-route');

/**
 * Public routes (docs/product/site.md#pages). Each page is its own lazy module exporting `Component`, so
 * a page loads only its own code.
 */
export const PUBLIC_ROUTES: readonly PageRoute[] = [
  { path: '/', source: 'src/app/routes/home-route.tsx', load: () => import('./routes/home-route') },
  { path: '/about', source: 'src/app/routes/about-route.tsx', load: () => import('./routes/about-route') },
  { path: '/services', source: 'src/app/routes/services-route.tsx', load: () => import('./routes/services-route') },
  {
    path: '/services/strategic-planning',
    source: 'src/app/routes/strategic-planning-route.tsx',
    load: () => import('./routes/strategic-planning-route'),
  },
  {
    path: '/services/operational-transformation',
    source: 'src/app/routes/operational-transformation-route.tsx',
    load: () => import('./routes/operational-transformation-route'),
  },
  {
    path: '/services/interim-executive',
    source: 'src/app/routes/interim-executive-route.tsx',
    load: () => import('./routes/interim-executive-route'),
  },
  { path: '/tools', source: 'src/app/routes/tools-route.tsx', load: () => import('./routes/tools-route') },
  {
    path: '/strategic-assessment',
    source: 'src/app/routes/strategic-assessment-route.tsx',
    load: () => import('./routes/strategic-assessment-route'),
  },
  { path: '/insights', source: 'src/app/routes/insights-route.tsx', load: () => import('./routes/insights-route') },
  { path: '/insights/:slug', source: 'src/app/routes/article-route.tsx', load: () => import('./routes/article-route') },
  { path: '/contact', source: 'src/app/routes/contact-route.tsx', load: () => import('./routes/contact-route') },
  { path: '/privacy', source: PRIVACY_ROUTE, load: loadPrivacyRoute },
  { path: '/newsletter/confirm', source: PRIVACY_ROUTE, load: loadPrivacyRoute },
  {
    path: '/book/manage',
    source: 'src/app/routes/book-manage-route.tsx',
    load: () => import('./routes/book-manage-route'),
  },
  { path: '/newsletter/unsubscribe', source: PRIVACY_ROUTE, load: loadPrivacyRoute },
  {
    path: '/email/opt-out',
    source: 'src/app/routes/outreach-opt-out-route.tsx',
    load: () => import('./routes/outreach-opt-out-route'),
  },
  {
    path: '/test-routing',
    source: 'src/app/routes/test-routing-route.tsx',
    load: () => import('./routes/test-routing-route'),
  },
  {
    path: '/admin-direct',
    source: 'src/app/routes/admin-direct-route.tsx',
    load: () => import('./routes/admin-direct-route'),
  },
  { path: '*', source: 'src/app/routes/not-found-route.tsx', load: () => import('./routes/not-found-route') },
];

/**
 * The paths of the admin route group (`./admin/admin-routes`, docs/product/admin.md). Only these
 * strings are in every page's first JavaScript: the route table itself, with each screen's import
 * and the preload list of its chunks, loads with the first admin screen. `routes.test.tsx` holds
 * this list to the table.
 */
export const ADMIN_PATHS: readonly string[] = [
  '/login',
  '/admin',
  '/admin/my-day',
  '/admin/leads/:id',
  '/admin-quick',
  '/admin-test',
  '/simple-admin',
  '/debug-analytics',
  '/admin/subscribers',
  '/admin/privacy',
  '/admin/audit',
  '/admin/availability',
  '/admin/assignment',
  '/admin/articles',
  '/admin/articles/new',
  '/admin/articles/:id',
  '/admin/passkeys',
  '/admin/reset-password',
  '/admin/users',
  '/admin/account',
  '/admin/invite',
  '/admin/leads/:id/email',
  '/admin/email-templates',
];

/**
 * Loader of the admin screen at `path`: the admin route table, then the screen's lazy module, with
 * the react-query provider around it (admin screens fetch; most public pages do not, so the
 * provider is not app-wide).
 * @throws Error when the table has no lazy module for `path`
 */
function adminLoader(path: string): PageLoader {
  return async () => {
    const [{ adminRoutes }, { QueryProvider }] = await Promise.all([
      // The screen's first requests leave as soon as the route table is there (`requestEarlyFor`).
      import('./admin/admin-routes').then((module) => {
        module.requestEarlyFor(path);
        return module;
      }),
      import('./query-provider'),
    ]);
    const lazyRoute = adminRoutes.find((route) => route.path === path)?.lazy;
    if (typeof lazyRoute !== 'function') throw new Error(`No admin route module for ${path}`);
    const Screen = (await (lazyRoute as PageLoader)()).Component;
    if (!Screen) throw new Error('Admin route module exports no Component');
    return {
      // biome-ignore lint/correctness/noComponentHookFactories: created once per route module (the loader is cached), never during render
      Component: () => (
        <QueryProvider>
          <Screen />
        </QueryProvider>
      ),
    };
  };
}

/**
 * The admin route group: separate lazy modules with their own screens, outside the public layout,
 * so no admin code reaches a public page.
 */
export const ADMIN_ROUTES: readonly PageRoute[] = ADMIN_PATHS.map((path) => ({ path, load: adminLoader(path) }));

const ALL_ROUTES: readonly { route: PageRoute; admin: boolean }[] = [
  ...ADMIN_ROUTES.map((route) => ({ route, admin: true })),
  ...PUBLIC_ROUTES.map((route) => ({ route, admin: false })),
];

/** The page route that renders `pathname` (the catch-all 404 route when nothing else matches). */
export function matchPageRoute(pathname: string): PageRoute {
  const matches = matchRoutes(
    ALL_ROUTES.map(({ route }) => ({ path: route.path, route })),
    pathname,
  );
  const match = matches?.[matches.length - 1]?.route.route;
  if (!match) throw new Error(`No route for ${pathname}`);
  return match;
}

/** Loads the page module of `pathname` before the first render (prerender and hydration). */
export function preloadRoute(pathname: string): Promise<void> {
  return preloadPage(matchPageRoute(pathname).load);
}

registerRoutePreload(preloadRoute);

/**
 * The app's route tree: the shell (toasts, analytics) around the public layout with the public
 * pages, and the admin route group with its own layout.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route element={<PublicLayout />}>
          {PUBLIC_ROUTES.map(({ path, load }) => (
            <Route key={path} path={path} element={<LazyPage load={load} />} />
          ))}
        </Route>
        {ADMIN_ROUTES.map(({ path, load }) => (
          <Route key={path} path={path} element={<LazyPage load={load} />} />
        ))}
      </Route>
    </Routes>
  );
}
