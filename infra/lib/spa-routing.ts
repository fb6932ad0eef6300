import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The site's routing table and cache rules, read by both servers of the built site: the
 * viewer-request CloudFront Function built here (`web.ts`) and the local runner's static server
 * (`infra/local/static-files.ts`). {@link readSiteRoutingTable} builds the table from the web
 * build; {@link resolveSitePath} is the rule both apply to it:
 * - a path whose last segment has an extension (`/assets/app.3f2a.js`, `/robots.txt`): that file,
 *   so a missing file stays a 404;
 * - the root `/`: `/index.html` (the prerendered home page);
 * - a prerendered route (`/about`, `/about/`): `/about/index.html`;
 * - an article page (`/insights/<slug>`): `/insights/<slug>/index.html` also when the build has no
 *   such page, because the render function writes article pages after the build; a missing one is
 *   a 404 (docs/decisions/031-event-driven-site-rendering.md);
 * - any other extensionless path (a client route such as `/admin/leads/42`): the client-only app
 *   shell, `/app-shell.html` when the build has one (the web build writes it), else `/index.html`.
 *
 * The edge knows the prerendered routes only from the table embedded at synth time, because a
 * CloudFront Function cannot ask S3 whether a file exists
 * (docs/decisions/006-client-routing-at-the-edge.md). One difference is kept on purpose: a path
 * that no route pattern of the app matches gets `404.html` with status 404 locally, while the
 * edge function stays a table lookup and serves the shell with 200, where the SPA renders its
 * 404 page (docs/decisions/007-analytics-events.md). `infra/local/routing-parity.test.ts` runs
 * both servers over one build and checks that this is the only difference, for files and headers.
 */

/** The client-only SPA shell the web build writes for routes without a prerendered page. */
export const APP_SHELL = '/app-shell.html';
/** Fallback shell for builds without `app-shell.html` (then `index.html` is the shell). */
export const INDEX_HTML = '/index.html';

/**
 * The shell a build serves for client routes: `/app-shell.html` when it exists, else `/index.html`.
 *
 * @param distDir - the built site
 */
export function appShellOf(distDir: string): string {
  return existsSync(join(distDir, APP_SHELL.slice(1))) ? APP_SHELL : INDEX_HTML;
}

/** The prerendered page for unrouted paths (local server; see the module comment). */
export const NOT_FOUND_HTML = '/404.html';
/** The web build's list of the app's route patterns (React Router syntax). */
export const ROUTE_PATTERNS_FILE = '/spa-routes.json';
/** Folder of the content-hashed build output. */
export const ASSETS_PREFIX = '/assets/';

/** Cache-Control of content-hashed files under {@link ASSETS_PREFIX}: one year, never revalidated. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Cache-Control of HTML and every other unhashed file: revalidate on each use (ETag), so a deploy shows at once. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/**
 * The Cache-Control both servers send for a file of the build.
 *
 * @param path - URL path of the file served, e.g. `/assets/index-3f2a.js` or `/about/index.html`
 * @returns {@link IMMUTABLE_CACHE_CONTROL} under `/assets/`, else {@link REVALIDATE_CACHE_CONTROL}
 */
export function cacheControlFor(path: string): string {
  return path.startsWith(ASSETS_PREFIX) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}

/**
 * Article pages (`/insights/<slug>`, one segment): served from `<route>/index.html` whether the
 * build or the render function wrote them (docs/product/publishing.md#publishing).
 */
export const ARTICLE_ROUTE = /^\/insights\/[^/]+$/;

/** What a build serves for which path. */
export interface SiteRoutingTable {
  /** Routes with their own `<route>/index.html`, without trailing slash, sorted. */
  prerendered: string[];
  /** Object served for other client routes ({@link APP_SHELL} or {@link INDEX_HTML}). */
  shell: string;
  /** {@link NOT_FOUND_HTML} when the build has it, else null. */
  notFound: string | null;
  /** The app's route patterns from {@link ROUTE_PATTERNS_FILE}, or null when the build has none. */
  appRoutes: string[] | null;
}

/**
 * Reads the routing table of a built site.
 *
 * @param distDir - the built site (`web/dist`)
 * @returns the table; a missing or malformed `spa-routes.json` gives `appRoutes: null`
 */
export function readSiteRoutingTable(distDir: string): SiteRoutingTable {
  return {
    prerendered: findPrerenderedRoutes(distDir),
    shell: appShellOf(distDir),
    notFound: existsSync(join(distDir, NOT_FOUND_HTML.slice(1))) ? NOT_FOUND_HTML : null,
    appRoutes: readRoutePatterns(join(distDir, ROUTE_PATTERNS_FILE.slice(1))),
  };
}

function readRoutePatterns(file: string): string[] | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { routes?: unknown };
    if (!Array.isArray(parsed.routes)) return null;
    return parsed.routes.filter((route): route is string => typeof route === 'string');
  } catch {
    return null;
  }
}

/** Where a request is answered: the edge (CloudFront Function) or the local static server. */
export type SiteServer = 'edge' | 'local';

/**
 * The file a path is answered with, and the status.
 *
 * @param table - the build's routing table
 * @param pathname - decoded URL path starting with `/`, without query string
 * @param server - 'local' also answers unrouted paths with {@link NOT_FOUND_HTML} and 404
 * @returns the URL path of the file to serve (it may be missing: then the answer is 404) and the status
 */
export function resolveSitePath(
  table: SiteRoutingTable,
  pathname: string,
  server: SiteServer,
): { path: string; status: 200 | 404 } {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return { path: pathname, status: 200 };
  const route = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (route === '/' || route === '') return { path: INDEX_HTML, status: 200 };
  if (table.prerendered.includes(route) || ARTICLE_ROUTE.test(route))
    return { path: `${route}/index.html`, status: 200 };
  if (server === 'local' && table.notFound !== null && table.appRoutes !== null) {
    const routed = table.appRoutes.some((pattern) => routePattern(pattern).test(route));
    if (!routed) return { path: table.notFound, status: 404 };
  }
  return { path: table.shell, status: 200 };
}

/**
 * A React Router path pattern as a regular expression: `:param` matches one segment, a trailing
 * `*` any rest; letters match case-insensitively, as React Router does.
 *
 * @param pattern - e.g. `/insights/:slug` or `/admin/*`
 */
export function routePattern(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${segments.join('') || '/'}$`, 'i');
}

/** CloudFront Functions reject code larger than 10 KB. */
const MAX_FUNCTION_BYTES = 10_240;

/**
 * Lists the prerendered routes of a built site: every directory below the root that holds an
 * `index.html` (`dist/about/index.html` -> `/about`). The root itself is the shell, not a route.
 *
 * @param distDir - the built site (`web/dist`)
 * @returns route paths without trailing slash, sorted
 */
export function findPrerenderedRoutes(distDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const child = join(dir, entry.name);
      if (existsSync(join(child, 'index.html'))) {
        routes.push(`/${relative(distDir, child).split(sep).join('/')}`);
      }
      walk(child);
    }
  };
  if (existsSync(distDir)) walk(distDir);
  return routes.sort();
}

/**
 * Source of the viewer-request CloudFront Function (runtime `cloudfront-js-2.0`): the edge's
 * {@link resolveSitePath} over the table's prerendered routes and shell.
 *
 * @param prerenderedRoutes - routes with their own `index.html` (see {@link findPrerenderedRoutes})
 * @param shell - object served for other client routes (see {@link appShellOf})
 * @returns JavaScript source defining `handler(event)`
 * @throws {Error} when the source would exceed CloudFront's 10 KB function size limit
 */
export function viewerRequestFunctionCode(prerenderedRoutes: readonly string[], shell: string = APP_SHELL): string {
  const table = JSON.stringify(Object.fromEntries(prerenderedRoutes.map((route) => [route, 1])));
  const code = `var PRERENDERED = ${table};
var SHELL = ${JSON.stringify(shell)};
var ARTICLE = ${ARTICLE_ROUTE.toString()};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return request;
  var route = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  if (route === '/' || route === '') request.uri = '/index.html';
  else if (Object.prototype.hasOwnProperty.call(PRERENDERED, route) || ARTICLE.test(route)) request.uri = route + '/index.html';
  else request.uri = SHELL;
  return request;
}
`;
  if (Buffer.byteLength(code) > MAX_FUNCTION_BYTES) {
    throw new Error(
      `The viewer-request function for ${prerenderedRoutes.length} prerendered routes exceeds CloudFront's 10 KB limit; move the route list to a CloudFront KeyValueStore.`,
    );
  }
  return code;
}
