/**
 * The local runner: one node:http server that plays CloudFront + API Gateway + EventBridge.
 *
 * - `/api/*`: the route table (`functions/src/routes.ts`, the same table the CDK stack deploys)
 *   through the API Gateway stand-in (`api-gateway.ts`).
 * - `/__local/eventbridge`: the EventBridge `PutEvents` endpoint (`local-endpoints.ts`, see
 *   {@link LocalEventBus}) that handlers reach through `EVENTBRIDGE_ENDPOINT`; deliveries go to the
 *   rule table's targets.
 * - `/__local/scheduler/<name>`: runs a schedule's function now (`npm run digest`); with
 *   `recurringSchedules`, the `rate(...)` schedules also run on their interval (`recurring-schedules.ts`).
 * - everything else: the built SPA from `web/dist` (see {@link StaticSite}).
 *
 * Every response carries the production security headers (`infra/lib/security-headers.ts`).
 * Handlers only ever see environment variables (set by the caller before the first request).
 *
 * Closing drains: the runner first answers every request but the bus's with 503 (targets may still
 * publish), stops the recurring schedules, gives the bus up to `drainTimeoutMs` to deliver what it
 * holds (the rest stays in its folder for the next start), and only then closes the server.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScheduleDefinition } from '@meridian/functions/topology';
import type { EventBridgeEvent } from 'aws-lambda';
import { type SecurityHeaderOptions, securityHeaders } from '../lib/security-headers';
import { type ApiRoute, createApiHandler } from './api-gateway';
import { PortInUseError } from './emulators';
import { LocalEventBus } from './event-bus';
import type { DeliveryPolicy } from './event-bus-policy';
import { createHandlerLoader } from './handler-modules';
import { sendJson } from './http-body';
import { createConsoleLogger, type Logger } from './logger';
import { createLambdaContext, functionNameFor } from './lambda-adapter';
import { createPutEventsHandler, createScheduleInvoker, createScheduleRunHandler } from './local-endpoints';
import { createGetSecretValueHandler } from './secrets-manager';
import { type RecurringSchedules, startRecurringSchedules } from './recurring-schedules';
import { StaticSite } from './static-files';

/** Repository root (this file is `infra/local/runner.ts`). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Path of the local PutEvents endpoint; `EVENTBRIDGE_ENDPOINT` = runner URL + this. */
export const EVENTBRIDGE_PATH = '/__local/eventbridge';

/** Path of the local GetSecretValue endpoint; `SECRETSMANAGER_ENDPOINT` = runner URL + this. */
export const SECRETS_MANAGER_PATH = '/__local/secretsmanager';

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
  /** The bus's retry policy (default `DEFAULT_DELIVERY_POLICY` of `event-bus-policy.ts`). */
  delivery?: Partial<DeliveryPolicy>;
  /**
   * The bus's folder (`<DATA_DIR>/event-bus`): its pending deliveries and dead letters. Absent:
   * deliveries are kept in memory only. The owner calls `eventBus.resume()` to replay what is left.
   */
  eventBusDir?: string;
  /** Longest wait in ms, on close, for the bus to deliver what it holds (default 10 000). */
  drainTimeoutMs?: number;
  /** Schedule table (default: functions/src/schedules.ts). */
  schedules?: readonly ScheduleDefinition[];
  /**
   * Present: the `rate(...)` schedules of the schedule table run on their interval (`npm start`);
   * absent (tests): they run only when asked (`/__local/scheduler/<name>`). `minuteMs` shortens a
   * minute for tests (default 60 000).
   */
  recurringSchedules?: { minuteMs?: number };
  /** Options of the security headers (analytics hosts in the CSP). */
  securityHeaderOptions?: SecurityHeaderOptions;
  /**
   * The secret CloudFront's `/api` origin adds as `x-origin-verify` (docs/product/security.md#origin-check);
   * the functions read it from {@link RunnerOptions.secrets}. Default: one generated for this start.
   */
  originSecret?: string;
  /** What the Secrets Manager stand-in (`/__local/secretsmanager`) answers: secret value by ARN. */
  secrets?: ReadonlyMap<string, string>;
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
  /**
   * Answers 503 to every request but the bus's, stops the recurring schedules, waits up to
   * `drainTimeoutMs` for the bus to be idle (what is left stays in its folder), then closes the
   * server and its connections. Idempotent.
   */
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
  const schedules = options.schedules ?? (await import('@meridian/functions/schedules')).schedules;
  const { scheduledEventOf } = await import('@meridian/functions/topology');
  const region = options.region ?? process.env.AWS_REGION ?? 'eu-west-2';
  const site = new StaticSite(
    resolve(options.webDist ?? join(REPO_ROOT, 'web', 'dist')),
    options.siteDir === undefined ? undefined : resolve(options.siteDir),
  );
  const headers = Object.entries(securityHeaders(options.securityHeaderOptions)).map(
    ([name, value]) => [name.toLowerCase(), value] as const,
  );

  const originSecret = options.originSecret ?? randomBytes(32).toString('base64url');

  const loadHandler = createHandlerLoader(functionsDir);

  const targetSettings = new Map<string, { memoryMb?: number; timeoutSeconds?: number }>();
  for (const rule of rules) for (const target of rule.targets) targetSettings.set(target.handler, target);

  const eventBus = new LocalEventBus({
    rules,
    logger,
    region,
    busName: options.eventBusName ?? process.env.EVENT_BUS_NAME,
    ...(options.eventBusDir === undefined ? {} : { dir: options.eventBusDir }),
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
  const handleSecrets = createGetSecretValueHandler(options.secrets ?? new Map());
  // EventBridge Scheduler has no emulator: this runs the entry's function now with the event its
  // schedule sends (functions/src/schedules.ts), in this process and so against this stack.
  const handleScheduler = createScheduleRunHandler({ schedules, scheduledEventOf, loadHandler, region, logger });

  let draining = false;
  const server: Server = createServer((request, response) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    const rawPath = (request.url ?? '/').split('?')[0] ?? '/';
    const isBus = rawPath === EVENTBRIDGE_PATH || rawPath === `${EVENTBRIDGE_PATH}/`;
    // Deliveries still draining may read their secrets.
    const isSecrets = rawPath === SECRETS_MANAGER_PATH || rawPath === `${SECRETS_MANAGER_PATH}/`;
    if (draining && !isBus && !isSecrets) {
      response.setHeader('connection', 'close');
      response.setHeader('retry-after', '10');
      return sendJson(response, 503, { error: 'The local stack is stopping.' });
    }
    if (rawPath.startsWith('/api')) {
      const started = Date.now();
      response.once('finish', () =>
        logger.info(`${request.method} ${request.url} ${response.statusCode} ${Date.now() - started} ms`),
      );
    }
    const work = isBus
      ? handleEventBridge(request, response)
      : isSecrets
        ? handleSecrets(request, response)
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

  const recurring: RecurringSchedules | undefined =
    options.recurringSchedules &&
    startRecurringSchedules({
      schedules,
      run: createScheduleInvoker({ scheduledEventOf, loadHandler, region }),
      logger,
      ...options.recurringSchedules,
    });

  let closing: Promise<void> | undefined;
  const close = async (): Promise<void> => {
    draining = true;
    const deadline = Date.now() + (options.drainTimeoutMs ?? 10_000);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, deadline - Date.now())));
    await Promise.race([recurring?.stop(), timeout]);
    clearTimeout(timer);
    await eventBus.drain(Math.max(0, deadline - Date.now()));
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  };

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    eventBus,
    whenIdle: () => eventBus.whenIdle(),
    close: () => {
      closing ??= close();
      return closing;
    },
  };
}
