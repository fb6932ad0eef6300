/**
 * The local runner: one node:http server that plays CloudFront + API Gateway + EventBridge.
 *
 * - `/api/*`: the route table (`functions/src/routes.ts`, the same table the CDK stack deploys)
 *   through the API Gateway stand-in (`api-gateway.ts`).
 * - `/__local/eventbridge`: the EventBridge `PutEvents` endpoint (`local-endpoints.ts`, see
 *   {@link LocalEventBus}) that handlers reach through `EVENTBRIDGE_ENDPOINT`; deliveries go to the
 *   rule table's targets.
 * - `/__local/scheduler/<name>`: runs a schedule's function now (`npm run digest`).
 * - everything else: the built SPA from `web/dist` (see {@link StaticSite}).
 *
 * Every response carries the production security headers (`infra/lib/security-headers.ts`).
 * Handlers only ever see environment variables (set by the caller before the first request).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventBridgeEvent } from 'aws-lambda';
import { type SecurityHeaderOptions, securityHeaders } from '../lib/security-headers';
import { type ApiRoute, createApiHandler } from './api-gateway';
import { PortInUseError } from './emulators';
import { LocalEventBus } from './event-bus';
import { createHandlerLoader } from './handler-modules';
import { sendJson } from './http-body';
import { createConsoleLogger, type Logger } from './logger';
import { createLambdaContext, functionNameFor } from './lambda-adapter';
import { createPutEventsHandler, createScheduleRunHandler } from './local-endpoints';
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
  routes?: readonly ApiRoute[];
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

  const loadHandler = createHandlerLoader(functionsDir);

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

  const handleApi = createApiHandler({ routes, loadHandler, region, originSecret, logger });
  const handleEventBridge = createPutEventsHandler(eventBus);
  // EventBridge Scheduler has no emulator: this runs the entry's function now with the event its
  // schedule sends (functions/src/schedules.ts), in this process and so against this stack.
  const handleScheduler = createScheduleRunHandler({ schedules, scheduledEventOf, loadHandler, region, logger });

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
