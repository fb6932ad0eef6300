/**
 * The local runner: one node:http server that plays CloudFront + API Gateway + EventBridge.
 *
 * - `/api/*`: matched against the route table (`functions/src/routes.ts`, the same table the CDK
 *   stack deploys) and handed to the route's handler module as an API Gateway HTTP API payload v2
 *   event; the v2 result becomes the HTTP response.
 * - `/__local/eventbridge`: the EventBridge `PutEvents` endpoint (see {@link LocalEventBus}) that
 *   handlers reach through `EVENTBRIDGE_ENDPOINT`; deliveries go to the rule table's targets.
 * - everything else: the built SPA from `web/dist` (see {@link StaticSite}).
 *
 * Every response carries the production security headers (`infra/lib/security-headers.ts`).
 * Handlers only ever see environment variables (set by the caller before the first request).
 * Like CloudFront, the runner adds the origin secret header to every `/api` request (replacing one a
 * client sent) and fills `cloudfront-viewer-address` from the socket; a client-supplied viewer
 * address is kept, so that tests can present several client IPs (e2e/README.md).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { EventBridgeEvent } from 'aws-lambda';
import { type SecurityHeaderOptions, securityHeaders } from '../lib/security-headers';
import { PortInUseError } from './emulators';
import { EventBusValidationError, LocalEventBus } from './event-bus';
import { buildHttpApiEvent, createLambdaContext, functionNameFor, toHttpResponse } from './lambda-adapter';
import { createConsoleLogger, type Logger } from './logger';
import { matchRoute } from './route-match';
import { StaticSite } from './static-files';

/** Repository root (this file is `infra/local/runner.ts`). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Path of the local PutEvents endpoint; `EVENTBRIDGE_ENDPOINT` = runner URL + this. */
export const EVENTBRIDGE_PATH = '/__local/eventbridge';

/**
 * Path prefix of the local stand-in of EventBridge Scheduler: `POST <prefix>/<schedule name>` runs
 * that schedule's function now, as a schedule would (`npm run digest`), and answers its result.
 */
export const SCHEDULER_PATH = '/__local/scheduler';

/** Largest request body accepted, as API Gateway (10 MB). */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** A route entry as the runner needs it (see `RouteDefinition` in functions/src/routes.ts). */
export interface RunnerRoute {
  method: string;
  path: string;
  handler: string;
  memoryMb?: number;
  timeoutSeconds?: number;
}

/** A rule entry as the runner needs it (see `EventRuleDefinition` in functions/src/rules.ts). */
export interface RunnerRule {
  name: string;
  source: string;
  detailTypes: readonly string[];
  targets: ReadonlyArray<{ handler: string; memoryMb?: number; timeoutSeconds?: number }>;
}

/** Options of {@link startRunner}. */
export interface RunnerOptions {
  /** TCP port; 0 picks a free one. */
  port: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** Route table (default: functions/src/routes.ts). */
  routes?: readonly RunnerRoute[];
  /** Rule table (default: functions/src/rules.ts). */
  rules?: readonly RunnerRule[];
  /** Folder the handler paths of both tables are relative to (default functions/src). */
  functionsDir?: string;
  /** Built SPA folder (default web/dist). */
  webDist?: string;
  /** Folder of the render function's files served over the build (`<dataDir>/site`, see {@link StaticSite}). */
  siteDir?: string;
  /** Custom bus name (`EVENT_BUS_NAME`); default process.env.EVENT_BUS_NAME, else any bus. */
  eventBusName?: string;
  /** Region in events and contexts (default process.env.AWS_REGION or eu-west-2). */
  region?: string;
  /** Delivery attempts per target (default 3) and first retry delay in ms (default 200). */
  delivery?: { maxAttempts?: number; baseDelayMs?: number };
  /** Options of the security headers (analytics hosts in the CSP). */
  securityHeaderOptions?: SecurityHeaderOptions;
  /**
   * The secret CloudFront's `/api` origin adds as `x-origin-verify` (docs/product/security.md#origin-check).
   * Default `process.env.ORIGIN_SECRET`; when that is unset too, one is generated for this start
   * and set as `ORIGIN_SECRET`, the variable the functions read.
   */
  originSecret?: string;
  logger?: Logger;
}

/** A running runner. */
export interface Runner {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** The bus behind `/__local/eventbridge` (`whenIdle()`, `failedDeliveries`). */
  eventBus: LocalEventBus;
  /** Resolves when no event delivery is in flight or waiting for a retry. */
  whenIdle(): Promise<void>;
  /** Stops accepting requests and closes open connections. */
  close(): Promise<void>;
}

type HandlerFunction = (event: unknown, context: unknown) => unknown;

/**
 * Starts the runner.
 *
 * @param options - port and, for tests, replacement tables, folders and delivery timing
 * @returns the running runner
 * @throws PortInUseError when the port is taken
 */
export async function startRunner(options: RunnerOptions): Promise<Runner> {
  const logger = options.logger ?? createConsoleLogger();
  const functionsDir = options.functionsDir ?? join(REPO_ROOT, 'functions', 'src');
  const routes = options.routes ?? (await import('@meridian/functions/routes')).routes;
  const rules = options.rules ?? (await import('@meridian/functions/rules')).eventRules;
  const { schedules } = await import('@meridian/functions/schedules');
  const { scheduledEventOf } = await import('@meridian/functions/topology');
  const region = options.region ?? process.env.AWS_REGION ?? 'eu-west-2';
  const site = new StaticSite(
    resolve(options.webDist ?? join(REPO_ROOT, 'web', 'dist')),
    options.siteDir === undefined ? undefined : resolve(options.siteDir),
  );
  const headers = Object.entries(securityHeaders(options.securityHeaderOptions)).map(
    ([name, value]) => [name.toLowerCase(), value] as const,
  );

  if (options.originSecret === undefined && !process.env.ORIGIN_SECRET) {
    process.env.ORIGIN_SECRET = randomBytes(32).toString('base64url');
  }
  const originSecret = options.originSecret ?? process.env.ORIGIN_SECRET ?? '';

  const modules = new Map<string, Promise<HandlerFunction>>();
  const loadHandler = (modulePath: string): Promise<HandlerFunction> => {
    let loaded = modules.get(modulePath);
    if (!loaded) {
      loaded = import(pathToFileURL(join(functionsDir, `${modulePath}.ts`)).href).then(
        (module: { handler?: unknown }) => {
          if (typeof module.handler !== 'function')
            throw new Error(`${modulePath} does not export a handler function.`);
          return module.handler as HandlerFunction;
        },
      );
      // A module that failed to load (e.g. a syntax error being fixed) is tried again next time.
      loaded.catch(() => modules.delete(modulePath));
      modules.set(modulePath, loaded);
    }
    return loaded;
  };

  const targetSettings = new Map<string, { memoryMb?: number; timeoutSeconds?: number }>();
  for (const rule of rules) for (const target of rule.targets) targetSettings.set(target.handler, target);

  const eventBus = new LocalEventBus({
    rules,
    logger,
    region,
    busName: options.eventBusName ?? process.env.EVENT_BUS_NAME,
    ...options.delivery,
    invoke: async (modulePath: string, event: EventBridgeEvent<string, unknown>) => {
      const handler = await loadHandler(modulePath);
      const settings = targetSettings.get(modulePath) ?? {};
      return await handler(
        event,
        createLambdaContext({ functionName: functionNameFor(modulePath), region, ...settings }),
      );
    },
  });

  const sendJson = (
    response: ServerResponse,
    statusCode: number,
    body: unknown,
    contentType = 'application/json',
  ): void => {
    const payload = Buffer.from(JSON.stringify(body));
    response.writeHead(statusCode, { 'content-type': contentType, 'content-length': payload.length });
    response.end(payload);
  };

  const handleApi = async (request: IncomingMessage, response: ServerResponse, rawPath: string): Promise<void> => {
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

  const handleEventBridge = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const type = 'application/x-amz-json-1.1';
    const fail = (statusCode: number, errorType: string, message: string): void =>
      sendJson(response, statusCode, { __type: errorType, message }, type);
    if (request.method !== 'POST') return fail(405, 'UnknownOperationException', 'Use POST.');
    if (request.headers['x-amz-target'] !== 'AWSEvents.PutEvents') {
      return fail(
        400,
        'UnknownOperationException',
        `Operation ${request.headers['x-amz-target'] ?? '(none)'} is not supported locally.`,
      );
    }
    const body = await readBody(request);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body?.toString('utf8') ?? '');
    } catch {
      return fail(400, 'SerializationException', 'The request body is not valid JSON.');
    }
    try {
      sendJson(response, 200, eventBus.putEvents(parsed), type);
    } catch (error) {
      if (error instanceof EventBusValidationError) return fail(400, 'ValidationException', error.message);
      throw error;
    }
  };

  // EventBridge Scheduler has no emulator: this runs the entry's function now with the event its
  // schedule sends (functions/src/schedules.ts), in this process and so against this stack.
  const handleScheduler = async (request: IncomingMessage, response: ServerResponse, name: string): Promise<void> => {
    const entry = schedules.find((candidate) => candidate.name === name);
    if (request.method !== 'POST') return sendJson(response, 405, { error: 'Use POST.' });
    if (!entry) return sendJson(response, 404, { error: `No schedule ${name}` });
    const at = parseJson((await readBody(request))?.toString('utf8') ?? '')?.time;
    const time = typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? at : new Date().toISOString();
    const handler = await loadHandler(entry.handler);
    const context = createLambdaContext({ functionName: functionNameFor(entry.handler), region, ...entry });
    try {
      sendJson(response, 200, { result: await handler(scheduledEventOf(entry, randomUUID(), time), context) });
    } catch (error) {
      logger.error('Scheduled function failed', { schedule: name, error });
      sendJson(response, 500, { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    }
  };

  const server: Server = createServer((request, response) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    const rawPath = (request.url ?? '/').split('?')[0] ?? '/';
    if (rawPath.startsWith('/api')) {
      const started = Date.now();
      response.once('finish', () =>
        logger.info(`${request.method} ${request.url} ${response.statusCode} ${Date.now() - started} ms`),
      );
    }
    const work =
      rawPath === EVENTBRIDGE_PATH || rawPath === `${EVENTBRIDGE_PATH}/`
        ? handleEventBridge(request, response)
        : rawPath.startsWith(`${SCHEDULER_PATH}/`)
          ? handleScheduler(request, response, decodeURIComponent(rawPath.slice(SCHEDULER_PATH.length + 1)))
          : rawPath === '/api' || rawPath.startsWith('/api/')
            ? handleApi(request, response, rawPath)
            : site.serve(request).then((file) => {
                response.writeHead(file.statusCode, file.headers);
                response.end(file.body);
              });
    work.catch((error: unknown) => {
      logger.error('Request failed', { method: request.method, url: request.url, error });
      if (!response.headersSent) sendJson(response, 500, { error: 'Internal server error' });
      else response.destroy();
    });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((listening, failed) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      failed(error.code === 'EADDRINUSE' ? new PortInUseError(options.port, 'local runner', 'PORT') : error);
    };
    server.once('error', onError);
    server.listen({ port: options.port, host, exclusive: true }, () => {
      server.removeListener('error', onError);
      listening();
    });
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    eventBus,
    whenIdle: () => eventBus.whenIdle(),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** Reads a request body; undefined when it exceeds {@link MAX_BODY_BYTES}. */
async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** A JSON object body, or undefined when the body is empty or not a JSON object. */
function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
