import type * as Zlib from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { PayloadTooLargeError } from './errors';

/**
 * `node:zlib`, loaded on the first compressed download: every HTTP function imports this module
 * (through `http.ts`) but only the export routes send files, and a static import would load zlib
 * (a few ms) at every function's cold start (docs/decisions/058-cold-import-budget.md).
 */
let zlib: typeof Zlib | undefined;
function gzipSync(text: string): Buffer {
  zlib ??= process.getBuiltinModule('node:zlib');
  return zlib.gzipSync(text);
}

/** `Cache-Control` of every private or changing response. */
export const NO_STORE = 'no-store';

/** Largest file response body sent (bytes): Lambda's synchronous limit is 6 MB, minus headroom. */
export const MAX_DOWNLOAD_BYTES = 5.5 * 1024 * 1024;

/** A file download: text content sent as an attachment, gzip-compressed when the client accepts it. */
export class FileResponse {
  constructor(
    /** The download's file name, e.g. `leads-2026-01-05.csv`. */
    readonly filename: string,
    /** The content (text). */
    readonly content: string,
    /** `Content-Type`, e.g. `text/csv; charset=utf-8`. */
    readonly contentType: string,
  ) {}
}

/**
 * Builds a file download for a handler to return (status 200, `no-store`).
 *
 * @param filename - the download's file name (`Content-Disposition: attachment; filename="…"`).
 * @param content - the file's text.
 * @param contentType - its media type (default CSV in UTF-8).
 */
export function fileResponse(filename: string, content: string, contentType = 'text/csv; charset=utf-8'): FileResponse {
  return new FileResponse(filename, content, contentType);
}

/**
 * The response of a file download: gzip (base64 body) when `Accept-Encoding` allows it, so that
 * exports of 10,000 leads fit Lambda's 6 MB response limit.
 *
 * @throws PayloadTooLargeError when the body is still over {@link MAX_DOWNLOAD_BYTES}.
 */
export function fileResult(file: FileResponse, acceptEncoding: string): APIGatewayProxyStructuredResultV2 {
  const gzip = /\bgzip\b/i.test(acceptEncoding);
  const body = gzip ? gzipSync(file.content).toString('base64') : file.content;
  if (Buffer.byteLength(body, 'utf8') > MAX_DOWNLOAD_BYTES)
    throw new PayloadTooLargeError('The export is too large for one download');
  return {
    statusCode: 200,
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '')}"`,
      'cache-control': NO_STORE,
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    },
    body,
    isBase64Encoded: gzip,
  };
}
