import { gzipSync } from 'node:zlib';
import { PayloadTooLargeError } from '../../lib/errors';
import type { HttpEvent, HttpMiddleware } from '../../lib/http';

/**
 * A CSV download from an admin handler. The shared HTTP wrapper answers JSON only, so the handler
 * hands its CSV to {@link CsvDownload.send} and returns nothing; this middleware's `after` step
 * then turns the empty 200 into the download (`text/csv`, attachment, `no-store`), gzip-compressed
 * when the client accepts it, to stay inside Lambda's 6 MB response limit for 10,000 leads.
 */

/** Largest response body sent (bytes): Lambda's synchronous limit is 6 MB, minus headroom. */
export const MAX_DOWNLOAD_BYTES = 5.5 * 1024 * 1024;

/** The middleware plus the call that hands it the CSV of one request. */
export interface CsvDownload {
  middleware: HttpMiddleware;
  /** Records the CSV text to send as this request's answer. */
  send(event: HttpEvent, csv: string): void;
}

/**
 * @param filename - download name without date, e.g. `leads` gives `leads-2026-01-05.csv`.
 */
export function csvDownload(filename: string): CsvDownload {
  const pending = new WeakMap<HttpEvent, string>();
  return {
    send: (event, csv) => void pending.set(event, csv),
    middleware: {
      after: (request) => {
        const csv = pending.get(request.event);
        if (csv === undefined || request.response?.statusCode !== 200) return;
        pending.delete(request.event);
        const acceptEncoding =
          Object.entries(request.event.headers ?? {}).find(([name]) => name.toLowerCase() === 'accept-encoding')?.[1] ??
          '';
        const gzip = /\bgzip\b/i.test(acceptEncoding);
        const body = gzip ? gzipSync(csv).toString('base64') : csv;
        if (Buffer.byteLength(body, 'utf8') > MAX_DOWNLOAD_BYTES)
          throw new PayloadTooLargeError('The export is too large for one download');
        request.response = {
          statusCode: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${filename}-${new Date().toISOString().slice(0, 10)}.csv"`,
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
            vary: 'Accept-Encoding',
            ...(gzip ? { 'content-encoding': 'gzip' } : {}),
          },
          body,
          isBase64Encoded: gzip,
        };
      },
    },
  };
}
