/**
 * Serves the built SPA (`web/dist`) the way the CloudFront distribution does, from the same
 * routing table and cache rules (`infra/lib/spa-routing.ts`): prerendered pages at
 * `<route>/index.html`, the empty client-only shell `app-shell.html` (or `index.html` in builds
 * without one) for other extension-less paths that a route of the app matches (admin screens,
 * /login, articles added after the build), a real 404 for a missing file with an extension,
 * long-lived immutable caching for hashed assets under `/assets/` and `no-cache` for every other
 * file. Text responses are compressed (brotli or gzip) when the client accepts it, as CloudFront
 * does.
 *
 * Paths that no route matches get the prerendered `404.html` with status 404 when the build has
 * `404.html` and `spa-routes.json` (the app's route patterns); CloudFront keeps its function
 * simple and serves the shell with 200 there (docs/decisions/007-analytics-events.md).
 *
 * With a site folder (`<dataDir>/site`, where the render function's S3 stand-in writes), the
 * folder overlays the build: once it holds `insights/index.html` it alone answers for `/insights/**`
 * and `/sitemap.xml`, so an article page the render function removed is a 404 (the app shell with
 * status 404: the app shows 'Article Not Found') even when the build had one, as in the site
 * bucket, where the deployment leaves those keys to the render function
 * (docs/decisions/031-event-driven-site-rendering.md).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { cacheControlFor, readSiteRoutingTable, resolveSitePath, type SiteRoutingTable } from '../lib/spa-routing';

/** Whether a URL path of the site belongs to the render function's files (the listing, article pages, sitemap). */
export const isRenderedPath = (path: string): boolean => path.startsWith('/insights/') || path === '/sitemap.xml';
/** The file whose presence makes the site folder authoritative for {@link isRenderedPath} paths. */
const RENDERED_MARKER = join('insights', 'index.html');

/** A static response ready to write. */
export interface StaticResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: Buffer;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json|javascript)|image\/svg\+xml)/;

/**
 * Serves files from one folder.
 */
export class StaticSite {
  private readonly compressed = new Map<string, Buffer>();
  /** The routing table of the build, with the `index.html` modification time it was read at. */
  private table: { builtAt: number; table: SiteRoutingTable } | undefined;

  /**
   * @param root - absolute path of the built site (`web/dist`)
   * @param siteDir - absolute path of the render function's files (`<dataDir>/site`), if any
   */
  constructor(
    readonly root: string,
    readonly siteDir?: string,
  ) {}

  /**
   * Answers a GET or HEAD request for a non-API path.
   *
   * @param request - the incoming request (method, url, accept-encoding, if-none-match)
   * @returns the response to write (the body is empty for HEAD and 304)
   */
  async serve(request: IncomingMessage): Promise<StaticResponse> {
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      return text(405, 'Method not allowed', { allow: 'GET, HEAD' });
    }
    const pathname = decodePath((request.url ?? '/').split('?')[0] ?? '/');
    if (pathname === undefined) return text(400, 'Bad request');

    const indexFile = await this.file('/index.html');
    if (!indexFile) {
      return text(503, 'The web app is not built yet: run `npm run build -w web` (npm start does it for you).');
    }

    const table = this.routingTable(indexFile);
    const resolved = resolveSitePath(table, pathname, 'local');
    let statusCode = resolved.status;
    let read = await this.read(resolved.path);
    // An article address without a page (removed, or never published): status 404 with the app
    // shell, whose article page says 'Article Not Found' (docs/product/site.md#insights).
    if (!read && resolved.path.endsWith('/index.html')) {
      statusCode = 404;
      read = await this.read(table.shell);
    }
    if (!read) return text(404, 'Not found');
    const { file: found, body } = read;

    const contentType = CONTENT_TYPES[extname(found.path).toLowerCase()] ?? 'application/octet-stream';
    const cacheControl = cacheControlFor(found.path);

    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const headers: Record<string, string> = {
      'content-type': contentType,
      'cache-control': cacheControl,
      etag,
      'last-modified': found.mtime.toUTCString(),
    };
    if (statusCode === 200 && request.headers['if-none-match'] === etag)
      return { statusCode: 304, headers, body: Buffer.alloc(0) };

    let payload: Buffer = body;
    if (COMPRESSIBLE.test(contentType) && body.length > 1024) {
      headers.vary = 'Accept-Encoding';
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding) {
        payload = this.compress(`${encoding}:${etag}`, body, encoding);
        headers['content-encoding'] = encoding;
      }
    }
    headers['content-length'] = String(payload.length);
    return { statusCode, headers, body: method === 'HEAD' ? Buffer.alloc(0) : payload };
  }

  /** The build's routing table, read again when a new build replaced `index.html`. */
  private routingTable(indexFile: SiteFile): SiteRoutingTable {
    const builtAt = indexFile.mtime.getTime();
    if (this.table?.builtAt !== builtAt) this.table = { builtAt, table: readSiteRoutingTable(this.root) };
    return this.table.table;
  }

  /**
   * A file of the site with its contents, or `undefined` when there is none. A file removed
   * between the lookup and the read (the render function's DeleteObject racing a request) counts
   * as missing, as in S3, where a GET sees the object or its absence, never an error.
   */
  private async read(path: string): Promise<{ file: SiteFile; body: Buffer } | undefined> {
    const file = await this.file(path);
    if (!file) return undefined;
    try {
      return { file, body: await readFile(file.absolute) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  private async file(path: string): Promise<SiteFile | undefined> {
    const root =
      this.siteDir !== undefined && isRenderedPath(path) && (await isFile(join(this.siteDir, RENDERED_MARKER)))
        ? this.siteDir
        : this.root;
    const absolute = normalize(join(root, path));
    if (absolute !== root && !absolute.startsWith(root + sep)) return undefined;
    try {
      const info = await stat(absolute);
      return info.isFile() ? { path, absolute, mtime: info.mtime } : undefined;
    } catch {
      return undefined;
    }
  }

  private compress(key: string, body: Buffer, encoding: 'br' | 'gzip'): Buffer {
    let result = this.compressed.get(key);
    if (!result) {
      result =
        encoding === 'br'
          ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(body, { level: 9 });
      this.compressed.set(key, result);
    }
    return result;
  }
}

/** A file of the site: its URL path, absolute path and modification time. */
interface SiteFile {
  path: string;
  absolute: string;
  mtime: Date;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
}

function pickEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const accepted = header.split(',').map((part) => part.trim().split(';')[0]?.trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

function decodePath(path: string): string | undefined {
  try {
    const decoded = decodeURIComponent(path);
    return decoded.includes('\0') ? undefined : decoded;
  } catch {
    return undefined;
  }
}

function text(statusCode: number, message: string, extra: Record<string, string> = {}): StaticResponse {
  const body = Buffer.from(message, 'utf8');
  return {
    statusCode,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-cache',
      'content-length': String(body.length),
      ...extra,
    },
    body,
  };
}
