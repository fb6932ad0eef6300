/**
 * Serves the built SPA (`web/dist`) the way the CloudFront distribution does: prerendered pages
 * at `<route>/index.html` or `<route>.html`, the empty client-only shell `app-shell.html` (or
 * `index.html` in builds without one) for other extension-less paths that a route of the app
 * matches (admin screens, /login, articles added after the build), a real 404 for a missing file
 * with an extension, long-lived immutable caching for hashed assets under `/assets/` and
 * `no-cache` for HTML. Text responses are compressed (brotli or gzip) when the client accepts it,
 * as CloudFront does.
 *
 * Paths that no route matches get the prerendered `404.html` with status 404 when the build has
 * `404.html` and `spa-routes.json` (the app's route patterns); CloudFront keeps its function
 * simple and serves the shell with 200 there (docs/decisions/007-analytics-events.md).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

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

/** Cache-Control of content-hashed files under /assets/ (one year, never revalidated). */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Cache-Control of HTML: always revalidate, so a deploy is visible at once. */
export const HTML_CACHE_CONTROL = 'no-cache';
/** Cache-Control of other un-hashed files (favicon, robots.txt): one hour. */
const OTHER_CACHE_CONTROL = 'public, max-age=3600';

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json|javascript)|image\/svg\+xml)/;

/**
 * Serves files from one folder.
 */
export class StaticSite {
  private readonly compressed = new Map<string, Buffer>();
  private routeMatchers: Promise<RegExp[] | null> | undefined;

  /** @param root - absolute path of the built site (`web/dist`) */
  constructor(readonly root: string) {}

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

    const resolved = await this.resolve(pathname);
    if (!resolved) return text(404, 'Not found');
    const { statusCode, ...found } = resolved;

    const contentType = CONTENT_TYPES[extname(found.path).toLowerCase()] ?? 'application/octet-stream';
    const cacheControl = found.path.startsWith('/assets/')
      ? IMMUTABLE_CACHE_CONTROL
      : contentType.startsWith('text/html')
        ? HTML_CACHE_CONTROL
        : OTHER_CACHE_CONTROL;

    const body = await readFile(found.absolute);
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

  /**
   * Maps a URL path to a file: exact file, then `<path>/index.html`, `<path>.html`; for other
   * extension-less paths the client shell (a route matches) or `404.html` with status 404.
   */
  private async resolve(pathname: string): Promise<({ statusCode: 200 | 404 } & SiteFile) | undefined> {
    const candidates: string[] = [];
    if (pathname.endsWith('/')) {
      candidates.push(`${pathname}index.html`);
    } else {
      candidates.push(pathname);
      if (extname(pathname) === '') candidates.push(`${pathname}/index.html`, `${pathname}.html`);
    }
    for (const candidate of candidates) {
      const file = await this.file(candidate);
      if (file) return { statusCode: 200, ...file };
    }
    // A path with a file extension names a file: it is missing, which is a real 404.
    if (extname(pathname) !== '' && !pathname.endsWith('/')) return undefined;
    if (!(await this.isAppRoute(pathname))) {
      const notFound = await this.file('/404.html');
      if (notFound) return { statusCode: 404, ...notFound };
    }
    const shell = (await this.file('/app-shell.html')) ?? (await this.file('/index.html'));
    return shell ? { statusCode: 200, ...shell } : undefined;
  }

  /** Whether a route of the app matches (true when the build lists no routes: shell for all). */
  private async isAppRoute(pathname: string): Promise<boolean> {
    this.routeMatchers ??= this.loadRouteMatchers();
    const matchers = await this.routeMatchers;
    if (!matchers) return true;
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return matchers.some((matcher) => matcher.test(path));
  }

  private async loadRouteMatchers(): Promise<RegExp[] | null> {
    const file = await this.file('/spa-routes.json');
    if (!file) return null;
    try {
      const parsed = JSON.parse(await readFile(file.absolute, 'utf8')) as { routes?: unknown };
      if (!Array.isArray(parsed.routes)) return null;
      return parsed.routes.filter((route): route is string => typeof route === 'string').map(routePattern);
    } catch {
      return null;
    }
  }

  private async file(path: string): Promise<SiteFile | undefined> {
    const absolute = normalize(join(this.root, path));
    if (absolute !== this.root && !absolute.startsWith(this.root + sep)) return undefined;
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

/**
 * A React Router path pattern as a regular expression: `:param` matches one segment, a trailing
 * `*` any rest; letters match case-insensitively, as React Router does.
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
