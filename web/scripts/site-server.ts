/**
 * A built site served the way CloudFront serves it (infra's StaticSite, with the production
 * security headers including the CSP) plus a small stand-in for the public API the pages call
 * (the real one needs DynamoDB Local): the articles are the built-in ones, posts answer 204.
 * Used by `npm run bench:web` and the page comparison (`compare-pages.ts`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BUILT_IN_ARTICLE_SUMMARIES } from '@meridian/shared/articles/builtin-article-summaries';
import { BUILT_IN_ARTICLES } from '@meridian/shared/articles/builtin-articles';
import { securityHeaders } from '../../infra/lib/security-headers';
import { StaticSite } from '../../infra/local/static-files';

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...securityHeaders(),
  });
  response.end(JSON.stringify(body));
}

/** Stand-in for the public API the pages call. */
function answerApi(request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '').split('?')[0] ?? '';
  if (request.method === 'GET' && path === '/api/articles') {
    sendJson(response, 200, BUILT_IN_ARTICLE_SUMMARIES);
    return;
  }
  const slug = /^\/api\/articles\/([a-z0-9-]+)$/.exec(path)?.[1];
  if (request.method === 'GET' && slug) {
    const article = BUILT_IN_ARTICLES.find((item) => item.slug === slug);
    if (article) sendJson(response, 200, article);
    else sendJson(response, 404, { error: 'Article not found' });
    return;
  }
  if (request.method === 'POST') {
    request.resume();
    request.on('end', () => {
      response.writeHead(204, securityHeaders());
      response.end();
    });
    return;
  }
  sendJson(response, 404, { error: 'Not found' });
}

/** A running site server. */
export interface SiteServer {
  /** e.g. 'http://127.0.0.1:41234' */
  baseUrl: string;
  close: () => Promise<void>;
}

/**
 * Serves the built site in `dist` on 127.0.0.1.
 * @param dist - the build's output folder
 * @param port - the port (0: any free one)
 */
export async function serveSite(dist: string, port = 0): Promise<SiteServer> {
  const site = new StaticSite(dist);
  const server = createServer((request, response) => {
    if ((request.url ?? '').startsWith('/api/')) {
      answerApi(request, response);
      return;
    }
    void site.serve(request).then(({ statusCode, headers, body }) => {
      response.writeHead(statusCode, { ...headers, ...securityHeaders() });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
