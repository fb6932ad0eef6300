import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  IMMUTABLE_CACHE_CONTROL,
  readSiteRoutingTable,
  REVALIDATE_CACHE_CONTROL,
  type SiteRoutingTable,
  viewerRequestFunctionCode,
} from '../lib/spa-routing';
import { StaticSite } from './static-files';

/**
 * The two servers of the built site, side by side over one build: the CloudFront viewer-request
 * function (as deployed: its generated source run here) followed by S3, and the local runner's
 * static server. Both read `readSiteRoutingTable()`; they must answer every path with the same
 * file, status and Cache-Control, except unrouted paths (404.html and 404 locally, the shell at
 * the edge: docs/decisions/007-analytics-events.md) and the body of a missing article page (404
 * from both: S3's error at the edge, the app shell locally; docs/decisions/031-event-driven-site-rendering.md).
 */

const FILES: Record<string, string> = {
  'index.html': 'home page',
  'app-shell.html': 'app shell',
  '404.html': 'not found page',
  'about/index.html': 'about page',
  'insights/strategic-planning-mistakes/index.html': 'article page',
  'services/strategic-planning/index.html': 'service page',
  'assets/index-3f2a9c.js': 'console.log(1);',
  'assets/index-77aa01.css': 'body{}',
  'images/logo.svg': '<svg/>',
  'robots.txt': 'User-agent: *',
  'sitemap.xml': '<urlset/>',
  'favicon.ico': 'icon',
  'spa-routes.json': JSON.stringify({
    routes: ['/', '/about', '/services/:slug', '/insights', '/insights/:slug', '/login', '/admin', '/admin/*'],
  }),
};

/** Paths a visitor, a crawler or an old open tab may ask for. */
const ROUTED_PATHS = [
  '/',
  '/about',
  '/about/',
  '/insights/strategic-planning-mistakes',
  '/insights/strategic-planning-mistakes/',
  '/services/strategic-planning',
  '/insights',
  '/services/a-new-service',
  '/login',
  '/admin',
  '/admin/',
  '/admin/leads/42',
  '/assets/index-3f2a9c.js',
  '/assets/index-77aa01.css',
  '/images/logo.svg',
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.ico',
];
const MISSING_FILES = ['/assets/index-old000.js', '/images/missing.png', '/about/photo.jpg'];
const UNROUTED_PATHS = ['/no-such-page', '/insights/a/b', '/services', '/wp-admin'];

interface Answer {
  status: number;
  /** Content of the file served, or null when the answer is a plain 404. */
  file: string | null;
  cacheControl: string | null;
}

let dist: string;
let table: SiteRoutingTable;
let site: StaticSite;
let edgeFunction: (event: { request: { uri: string } }) => { uri: string };

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'routing-parity-'));
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(join(dist, file, '..'), { recursive: true });
    writeFileSync(join(dist, file), content);
  }
  table = readSiteRoutingTable(dist);
  site = new StaticSite(dist);
  edgeFunction = new Function(`${viewerRequestFunctionCode(table.prerendered, table.shell)}\nreturn handler;`)();
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** CloudFront: the viewer-request function rewrites the URI, S3 answers with the object and the
 * Cache-Control the deployment stored with it (`cacheControlFor`, as web.ts deploys), or 404. */
function atTheEdge(path: string): Answer {
  const key = edgeFunction({ request: { uri: path } }).uri;
  const file = join(dist, key);
  if (!existsSync(file)) return { status: 404, file: null, cacheControl: null };
  return { status: 200, file: readFileSync(file, 'utf8'), cacheControl: cacheControlFor(key) };
}

async function locally(path: string): Promise<Answer> {
  const response = await site.serve({ url: path, method: 'GET', headers: {} } as unknown as IncomingMessage);
  const text = response.body.toString('utf8');
  const plain404 = response.statusCode === 404 && response.headers['content-type']?.startsWith('text/plain');
  return {
    status: response.statusCode,
    file: plain404 ? null : text,
    cacheControl: plain404 ? null : (response.headers['cache-control'] ?? null),
  };
}

describe('site routing: CloudFront and the local server read one table', () => {
  it('reads the table from the build', () => {
    expect(table).toEqual({
      prerendered: ['/about', '/insights/strategic-planning-mistakes', '/services/strategic-planning'],
      shell: '/app-shell.html',
      notFound: '/404.html',
      appRoutes: expect.arrayContaining(['/insights/:slug', '/admin/*']),
    });
  });

  it.each(ROUTED_PATHS)('%s: the same file, status and Cache-Control from both', async (path) => {
    const edge = atTheEdge(path);
    expect(edge.status).toBe(200);
    expect(await locally(path)).toEqual(edge);
  });

  it.each(MISSING_FILES)('%s: a missing file is a 404 from both', async (path) => {
    expect(atTheEdge(path)).toEqual({ status: 404, file: null, cacheControl: null });
    expect(await locally(path)).toEqual({ status: 404, file: null, cacheControl: null });
  });

  it.each(UNROUTED_PATHS)('%s: unrouted, the shell at the edge and 404.html with 404 locally', async (path) => {
    expect(atTheEdge(path)).toEqual({ status: 200, file: 'app shell', cacheControl: REVALIDATE_CACHE_CONTROL });
    expect(await locally(path)).toEqual({
      status: 404,
      file: 'not found page',
      cacheControl: REVALIDATE_CACHE_CONTROL,
    });
  });

  it('/insights/<slug> without a page: a 404 from both, the app shell locally (for its Article Not Found)', async () => {
    const path = '/insights/an-article-that-is-not-published';
    expect(atTheEdge(path)).toEqual({ status: 404, file: null, cacheControl: null });
    expect(await locally(path)).toEqual({
      status: 404,
      file: 'app shell',
      cacheControl: REVALIDATE_CACHE_CONTROL,
    });
  });

  it('caches hashed assets for a year and revalidates everything else', () => {
    expect(cacheControlFor('/assets/index-3f2a9c.js')).toBe(IMMUTABLE_CACHE_CONTROL);
    for (const path of ['/index.html', '/about/index.html', '/robots.txt', '/images/logo.svg', '/favicon.ico']) {
      expect(cacheControlFor(path), path).toBe(REVALIDATE_CACHE_CONTROL);
    }
  });
});
