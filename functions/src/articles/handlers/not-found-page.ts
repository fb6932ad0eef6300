import { siteBucketEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { originHandler } from '../../lib/origin-handler';
import { readSitePage } from '../services/site-pages';

/**
 * The secondary origin of the edge's `/insights/*` origin group: CloudFront calls it (through its
 * function URL, signed with origin access control) only when the site bucket answered 403 or 404,
 * that is for an unknown or unpublished article (docs/decisions/031-event-driven-site-rendering.md).
 * It answers the site's prerendered `404.html` ("Article Not Found" once the app loads,
 * docs/product/site.md#insights) with status 404, whatever the path. It reads only that one
 * object; the distribution's response headers policy adds the security headers.
 */

/** Key of the prerendered not-found page in the site bucket (the web build writes it). */
export const NOT_FOUND_KEY = '404.html';

/** Body used when the bucket cannot be read: the status stays 404, never a 5xx. */
export const FALLBACK_BODY = '<!doctype html><title>Page not found</title><h1>Page not found</h1>';

/** A Lambda function URL response. */
export interface FunctionUrlResponse {
  statusCode: 404;
  headers: Record<string, string>;
  body: string;
}

/**
 * Answers every request with the bucket's `404.html` (`SITE_BUCKET_NAME`) and status 404.
 *
 * @returns status 404, `text/html`, `Cache-Control: no-cache` (as the bucket's HTML), the page; a
 *   short built-in page when the object cannot be read (the error is logged)
 */
export const handler = originHandler({ env: [siteBucketEnv] }, async (): Promise<FunctionUrlResponse> => {
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
  try {
    const body = await readSitePage(NOT_FOUND_KEY);
    if (body !== undefined) return { statusCode: 404, headers, body };
    logger.error('Not-found page has no body', { key: NOT_FOUND_KEY });
  } catch (error) {
    logger.error('Not-found page unreadable', { key: NOT_FOUND_KEY, error: String(error) });
  }
  return { statusCode: 404, headers, body: FALLBACK_BODY };
});
