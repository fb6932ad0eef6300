import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Client-side routing at the edge without a 404->index.html fallback (issue 5). The viewer-request
 * CloudFront Function built here rewrites:
 * - a path whose last segment has an extension (`/assets/app.3f2a.js`, `/robots.txt`): unchanged,
 *   so a missing file stays a 404;
 * - the root `/`: `/index.html` (the prerendered home page);
 * - a prerendered route (`/about`, `/about/`): `/about/index.html`;
 * - any other extensionless path (a client route such as `/admin/leads/42`): the client-only app
 *   shell, `/app-shell.html` when the build has one (the web build writes it), else `/index.html`.
 *
 * The prerendered routes are read from the built site at synth time, because a CloudFront
 * Function cannot ask S3 whether a file exists (docs/decisions/006-client-routing-at-the-edge.md).
 * A path no route of the app matches also gets the shell with status 200, and the SPA renders its
 * 404 page; the function stays a simple table lookup (the local runner, which knows the route
 * patterns from `spa-routes.json`, answers those with `404.html` and 404; decision 007).
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
 * Source of the viewer-request CloudFront Function (runtime `cloudfront-js-2.0`).
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
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return request;
  var route = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  if (route === '/' || route === '') request.uri = '/index.html';
  else request.uri = Object.prototype.hasOwnProperty.call(PRERENDERED, route) ? route + '/index.html' : SHELL;
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
