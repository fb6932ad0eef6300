/**
 * Serves the built SPA (`web/dist`) the way the CloudFront distribution does: prerendered pages
 * at `<route>/index.html` or `<route>.html`, the app shell `index.html` for any other extension-less
 * path (client routes), a real 404 for a missing file with an extension, long-lived immutable
 * caching for hashed assets under `/assets/` and `no-cache` for HTML. Text responses are
 * compressed (brotli or gzip) when the client accepts it, as CloudFront does.
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

    const found = await this.resolve(pathname);
    if (!found) return text(404, 'Not found');

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
    if (request.headers['if-none-match'] === etag) return { statusCode: 304, headers, body: Buffer.alloc(0) };

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
    return { statusCode: 200, headers, body: method === 'HEAD' ? Buffer.alloc(0) : payload };
  }

  /** Maps a URL path to a file: exact file, then `<path>/index.html`, `<path>.html`, the shell. */
  private async resolve(pathname: string): Promise<{ path: string; absolute: string; mtime: Date } | undefined> {
    const candidates: string[] = [];
    if (pathname.endsWith('/')) {
      candidates.push(`${pathname}index.html`);
    } else {
      candidates.push(pathname);
      if (extname(pathname) === '') candidates.push(`${pathname}/index.html`, `${pathname}.html`);
    }
    for (const candidate of candidates) {
      const file = await this.file(candidate);
      if (file) return file;
    }
    // A path with a file extension names a file: it is missing, which is a real 404.
    if (extname(pathname) !== '' && !pathname.endsWith('/')) return undefined;
    return await this.file('/index.html');
  }

  private async file(path: string): Promise<{ path: string; absolute: string; mtime: Date } | undefined> {
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
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache', 'content-length': String(body.length), ...extra },
    body,
  };
}
