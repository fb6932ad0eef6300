/**
 * The runner's `/api/*`: CloudFront's `/api` behaviour and API Gateway in one. A request is matched
 * against the route table and handed to the route's handler module as an API Gateway HTTP API
 * payload v2 event; the v2 result becomes the HTTP response.
 *
 * Like CloudFront, it adds the origin secret header to every request (replacing one a client sent)
 * and fills `cloudfront-viewer-address` from the socket; a client-supplied viewer address is kept,
 * so that tests can present several client IPs (e2e/README.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HandlerLoader } from './handler-modules';
import { readBody, sendJson } from './http-body';
import { buildHttpApiEvent, createLambdaContext, functionNameFor, toHttpResponse } from './lambda-adapter';
import type { Logger } from './logger';
import { type MatchableRoute, matchRoute } from './route-match';

/** A route entry as the API stand-in needs it (see `RouteDefinition` in functions/src/routes.ts). */
export interface ApiRoute extends MatchableRoute {
  handler: string;
  memoryMb?: number;
  timeoutSeconds?: number;
}

/** What {@link createApiHandler} needs. */
export interface ApiGatewayOptions {
  routes: readonly ApiRoute[];
  loadHandler: HandlerLoader;
  /** Region in the Lambda context. */
  region: string;
  /** The value of `x-origin-verify` CloudFront adds (docs/product/security.md#origin-check). */
  originSecret: string;
  logger: Logger;
}

/** Answers one `/api` request. */
export type ApiHandler = (request: IncomingMessage, response: ServerResponse, rawPath: string) => Promise<void>;

/**
 * Creates the `/api` handler.
 *
 * @param options - the route table, the handler loader, the region, the origin secret, the logger
 * @returns a handler answering 404 for no route, 413 for a body over 10 MB, 500 (generic body,
 *   details logged) when the handler throws, else the handler's result
 */
export function createApiHandler(options: ApiGatewayOptions): ApiHandler {
  const { routes, loadHandler, region, originSecret, logger } = options;
  return async (request, response, rawPath) => {
    const method = request.method ?? 'GET';
    const match = matchRoute(routes, method, rawPath);
    if (!match) {
      sendJson(response, 404, { error: 'Not found' });
      return;
    }
    const body = await readBody(request);
    if (body === undefined) {
      sendJson(response, 413, { error: 'Request body too large' });
      return;
    }
    if (!request.headers['cloudfront-viewer-address']) {
      // Behind CloudFront this header carries the viewer's address; tests may supply their own.
      request.headers['cloudfront-viewer-address'] =
        `${request.socket.remoteAddress ?? '127.0.0.1'}:${request.socket.remotePort ?? 0}`;
    }
    // CloudFront's origin custom header replaces whatever the viewer sent under that name.
    request.headers['x-origin-verify'] = originSecret;
    const sourceIp = request.socket.remoteAddress ?? '127.0.0.1';
    const forwardedFor = request.headers['x-forwarded-for'];
    request.headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${sourceIp}` : sourceIp;
    request.headers['x-forwarded-proto'] ??= 'http';
    request.headers['x-forwarded-port'] ??= String(request.socket.localPort ?? '');

    const event = buildHttpApiEvent({
      method,
      url: request.url ?? rawPath,
      headers: request.headers,
      body,
      sourceIp,
      routeKey: match.routeKey,
      pathParameters: match.pathParameters,
    });
    const context = createLambdaContext({
      functionName: functionNameFor(match.route.handler),
      region,
      ...(match.route.memoryMb !== undefined ? { memoryMb: match.route.memoryMb } : {}),
      ...(match.route.timeoutSeconds !== undefined ? { timeoutSeconds: match.route.timeoutSeconds } : {}),
    });
    let result: unknown;
    try {
      const handler = await loadHandler(match.route.handler);
      result = await handler(event, context);
    } catch (error) {
      logger.error('Handler failed', { routeKey: match.routeKey, requestId: context.awsRequestId, error });
      sendJson(response, 500, { error: 'Internal server error' });
      return;
    }
    const parts = toHttpResponse(result);
    response.writeHead(parts.statusCode, { ...parts.headers, 'content-length': parts.body.length });
    response.end(method === 'HEAD' ? undefined : parts.body);
  };
}
