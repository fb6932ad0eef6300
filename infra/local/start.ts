/**
 * `npm start`: the whole serverless system on one machine, without an AWS account
 * (docs/architecture.md). Starts DynamoDB Local (data kept in `DATA_DIR`), the SES emulator, the site
 * bucket and CloudFront stand-in (`<DATA_DIR>/site`) and the local runner; creates the table when
 * missing, seeds the built-in articles, makes sure an admin password exists, renders the article
 * pages with the web build's renderer, prints where everything is, and stops every child on Ctrl-C
 * or SIGTERM.
 *
 * Configuration (environment): `PORT` (3000), `DATA_DIR` (`<repo>/.local-data`), `DYNAMODB_PORT`
 * (8000), `SES_PORT` (8005), `ADMIN_PASSWORD` (unset: generated on first start, printed once).
 *
 * Tests and the end-to-end suite use {@link startLocalStack} with port 0 and a fresh data folder.
 */
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { EnvironmentName, LOCAL_ENDPOINT_VARIABLES } from '@meridian/functions/environment';
import { siteConfig } from '@meridian/shared/site-config';
import {
  assertPortFree,
  type DynamoDbLocalHandle,
  getFreePort,
  LOCAL_AWS,
  type SesEmulatorHandle,
  startDynamoDbLocal,
  startSesEmulator,
} from './emulators';
import { createConsoleLogger, type Logger } from './logger';
import { reportStartFailure, stopOnSignals } from './process-signals';
import {
  LOCAL_ONE_TIME_SCHEDULE_ENVIRONMENT,
  type OneTimeScheduler,
  startOneTimeScheduler,
} from './one-time-schedules';
import { EVENTBRIDGE_PATH, REPO_ROOT, type Runner, startRunner } from './runner';
import { type SiteBucketStandIn, startSiteBucket } from './site-bucket';
import { LOCAL_RENDERER_MODULE, renderSiteAtStart } from './site-render';

/** Name of the local table and of the local event bus. */
export const LOCAL_TABLE_NAME = 'meridian-local';
export const LOCAL_EVENT_BUS_NAME = 'meridian-local';
/** Name of the local site bucket (written to `<dataDir>/site`) and id of the local distribution. */
export const LOCAL_SITE_BUCKET = 'meridian-local-site';
export const LOCAL_DISTRIBUTION_ID = 'EMERIDIANLOCAL';

/**
 * The service name in the functions' logs: one process and one logger serve every function here,
 * so the `function_name` key (`local-<handler path>`) names the function instead
 * (docs/decisions/015-powertools-logs-and-metrics.md).
 */
export const LOCAL_SERVICE_NAME = 'meridian-local';

/** The entries of `values` that have a value. */
function definedValues(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** Shortest admin password the product accepts (functions/src/staff-auth/services/password.ts). */
const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** Options of {@link startLocalStack}; each defaults to its environment variable, then its default. */
export interface LocalStackOptions {
  /** Runner port (`PORT`, 3000); 0 = a free port. */
  port?: number;
  /** Data folder (`DATA_DIR`, `<repo>/.local-data`); DynamoDB keeps its file in `<dataDir>/dynamodb`. */
  dataDir?: string;
  /** DynamoDB Local port (`DYNAMODB_PORT`, 8000); 0 = a free port. */
  dynamodbPort?: number;
  /** SES emulator port (`SES_PORT`, 8005); 0 = a free port. */
  sesPort?: number;
  /** Admin password to set (`ADMIN_PASSWORD`); unset and none stored = generate one. */
  adminPassword?: string;
  /** Public base URL given to the functions as `SITE_URL` (default the runner's URL). */
  siteUrl?: string;
  /**
   * Absolute path of the renderer bundle the render function imports (`SITE_RENDERER_MODULE`);
   * default the web build's `web/dist-renderer/renderer.mjs`. Tests give their own, so what they
   * render does not depend on whether (or when) the web app was built.
   */
  rendererModule?: string;
  /** Drop info log lines (tests). */
  quiet?: boolean;
  logger?: Logger;
}

/** A running local stack. */
export interface LocalStack {
  /** Runner URL, e.g. `http://localhost:3000`: the site and `/api`. */
  siteUrl: string;
  /** Admin login page. */
  adminUrl: string;
  /** SES emulator: mail viewer at `/`, captured mail as JSON at `/store`. */
  mailViewerUrl: string;
  /** DynamoDB Local endpoint. */
  dynamodbEndpoint: string;
  dataDir: string;
  tableName: string;
  /** The environment given to the handlers (also set on `process.env`). */
  env: Record<string, string>;
  /** The admin password when this start generated one (shown once), else undefined. */
  generatedAdminPassword?: string;
  /** True when `adminPassword` / `ADMIN_PASSWORD` was applied on this start. */
  adminPasswordFromEnv: boolean;
  /** How many built-in articles this start inserted (0 on a restart). */
  seededArticles: number;
  /** Milliseconds from call to ready. */
  startupMs: number;
  runner: Runner;
  /**
   * Stops the runner, the emulators (DynamoDB Local's Java process included) and the stand-ins,
   * and resolves once all have stopped. Idempotent.
   *
   * @throws AggregateError of the failures when a service failed to stop (after waiting for the others)
   */
  stop(): Promise<void>;
}

/** Thrown for configuration the stack cannot start with; the message is one line. */
export class LocalStackConfigError extends Error {
  override readonly name = 'LocalStackConfigError';
}

/**
 * The origin secret the runner sends and the handlers expect: one per process, because the
 * handler modules read it once, like a Lambda cold start, and a restart in the same process (the
 * tests do that) must keep it.
 */
const LOCAL_ORIGIN_SECRET = randomBytes(32).toString('base64url');
/** The local stand-in of the privacy key in Secrets Manager: not a secret, only for the local stack. */
const LOCAL_PRIVACY_KEY = 'meridian-local-privacy-key-not-a-secret-0123456789';

/**
 * Starts DynamoDB Local, the SES emulator and the runner, prepares the table, the built-in
 * articles and the admin password, and sets the handlers' environment on `process.env`.
 *
 * One stack per process: the handlers' SDK clients and configuration are module state.
 *
 * @param options - ports, data folder, admin password (see {@link LocalStackOptions})
 * @returns the URLs, the environment and `stop()`
 * @throws PortInUseError (one-line message) when a port is taken; LocalStackConfigError for a bad
 *   setting (e.g. an admin password shorter than 12 characters); errors of the emulators
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const startedAt = Date.now();
  const logger = options.logger ?? createConsoleLogger({ quiet: options.quiet ?? false });
  const port = options.port ?? readPort('PORT', 3000);
  const dynamodbPort = options.dynamodbPort ?? readPort('DYNAMODB_PORT', 8000);
  const sesPort = options.sesPort ?? readPort('SES_PORT', 8005);
  const dataDir = resolve(options.dataDir ?? process.env.DATA_DIR ?? join(REPO_ROOT, '.local-data'));
  const adminPassword = options.adminPassword ?? (process.env.ADMIN_PASSWORD || undefined);
  const rendererModule = options.rendererModule ?? LOCAL_RENDERER_MODULE;
  if (adminPassword !== undefined && adminPassword.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new LocalStackConfigError(`ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long.`);
  }

  // Fail fast, with one line, before anything starts.
  for (const [chosen, service, envName] of [
    [port, 'local runner', 'PORT'],
    [dynamodbPort, 'DynamoDB Local', 'DYNAMODB_PORT'],
    [sesPort, 'SES emulator', 'SES_PORT'],
  ] as const) {
    if (chosen !== 0) await assertPortFree(chosen, service, envName);
  }
  const runnerPort = port || (await getFreePort());
  const ddbPort = dynamodbPort || (await getFreePort());
  const mailPort = sesPort || (await getFreePort());
  const schedulerPort = await getFreePort();
  const siteBucketPort = await getFreePort();
  const siteDir = join(dataDir, 'site');

  const siteUrl = `http://localhost:${runnerPort}`;
  // Every variable of the function environment (functions/src/environment.ts): one process runs
  // every function, so it gets the variables of all of them.
  const functionEnvironment = {
    POWERTOOLS_SERVICE_NAME: LOCAL_SERVICE_NAME,
    LOG_LEVEL: process.env.LOG_LEVEL || 'INFO',
    // CloudFront's /api origin secret (docs/product/security.md#origin-check).
    ORIGIN_SECRET: LOCAL_ORIGIN_SECRET,
    ORIGIN_SECRET_PREVIOUS: undefined,
    TABLE_NAME: LOCAL_TABLE_NAME,
    EVENT_BUS_NAME: LOCAL_EVENT_BUS_NAME,
    NOTIFY_TO: process.env.NOTIFY_TO || siteConfig.emails.notifications.join(','),
    NOTIFY_FROM: process.env.NOTIFY_FROM || siteConfig.emails.sender,
    SITE_URL: options.siteUrl ?? siteUrl,
    SES_CONFIGURATION_SET: undefined,
    NEWSLETTER_EMAILS_PER_SECOND: process.env.NEWSLETTER_EMAILS_PER_SECOND || undefined,
    // The privacy key (docs/product/privacy.md#tokens): fixed locally, so subscriber ids, tombstones
    // and emailed links in `.local-data` stay valid across restarts; AWS uses a generated secret.
    PRIVACY_KEY: process.env.PRIVACY_KEY || LOCAL_PRIVACY_KEY,
    LEAD_RETENTION_YEARS: process.env.LEAD_RETENTION_YEARS || undefined,
    // Consultation reminders and scheduled publications go to the one-time schedule stand-in.
    ...LOCAL_ONE_TIME_SCHEDULE_ENVIRONMENT,
    // The render function writes to the S3 stand-in (<dataDir>/site), which the runner serves.
    SITE_BUCKET_NAME: LOCAL_SITE_BUCKET,
    SITE_DISTRIBUTION_ID: LOCAL_DISTRIBUTION_ID,
    SITE_RENDERER_MODULE: rendererModule,
  } satisfies Record<EnvironmentName, string | undefined>;
  const env: Record<string, string> = {
    ...definedValues(functionEnvironment),
    // What Lambda itself provides, and the emulators' endpoints (LOCAL_ENDPOINT_VARIABLES).
    AWS_REGION: LOCAL_AWS.region,
    AWS_ACCESS_KEY_ID: LOCAL_AWS.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_AWS.credentials.secretAccessKey,
    // DynamoDB Local can take seconds for a hot item on a busy machine (AWS keeps the 2 s default).
    DYNAMODB_REQUEST_TIMEOUT_MS: '20000',
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${ddbPort}`,
    EVENTBRIDGE_ENDPOINT: `http://127.0.0.1:${runnerPort}${EVENTBRIDGE_PATH}`,
    SES_ENDPOINT: `http://127.0.0.1:${mailPort}`,
    SCHEDULER_ENDPOINT: `http://127.0.0.1:${schedulerPort}`,
    S3_ENDPOINT: `http://127.0.0.1:${siteBucketPort}`,
    CLOUDFRONT_ENDPOINT: `http://127.0.0.1:${siteBucketPort}`,
  } satisfies Record<(typeof LOCAL_ENDPOINT_VARIABLES)[number], string> & Record<string, string>;
  // Handlers read their configuration from the environment only; set it before any is imported.
  Object.assign(process.env, env);
  delete process.env.AWS_SESSION_TOKEN;

  let dynamodb: DynamoDbLocalHandle | undefined;
  let ses: SesEmulatorHandle | undefined;
  let runner: Runner | undefined;
  let scheduler: OneTimeScheduler | undefined;
  let siteBucket: SiteBucketStandIn | undefined;
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    await runner?.close().catch((error: unknown) => logger.error('Runner did not close cleanly', { error }));
    // Every service is waited for, even when another fails to stop: the process exits right after,
    // and DynamoDB Local's Java process must be gone by then.
    const results = await Promise.allSettled([ses?.stop(), dynamodb?.stop(), scheduler?.close(), siteBucket?.close()]);
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    if (failures.length > 0) throw new AggregateError(failures, 'Some local services did not stop cleanly');
  };

  try {
    [dynamodb, ses, scheduler, siteBucket] = await Promise.all([
      startDynamoDbLocal({ port: ddbPort, dataDir: join(dataDir, 'dynamodb'), portEnvName: 'DYNAMODB_PORT' }),
      startSesEmulator({ port: mailPort, portEnvName: 'SES_PORT' }),
      startOneTimeScheduler({ port: schedulerPort, logger }),
      startSiteBucket({ port: siteBucketPort, bucket: LOCAL_SITE_BUCKET, siteDir, logger }),
    ]);

    logger.info(`Emulators ready after ${Date.now() - startedAt} ms`);
    const { ensureTable } = await import('@meridian/functions/table/table-definition');
    const client = new DynamoDBClient({ endpoint: dynamodb.endpoint, ...LOCAL_AWS });
    try {
      const created = await ensureTable(client, LOCAL_TABLE_NAME);
      logger.info(created ? `Created table ${LOCAL_TABLE_NAME}` : `Table ${LOCAL_TABLE_NAME} exists`);
    } finally {
      client.destroy();
    }

    const { seedBuiltInArticles } = await import('@meridian/functions/articles/data/articles');
    const seededArticles = await seedBuiltInArticles();
    logger.info(`Table ready and articles seeded after ${Date.now() - startedAt} ms`);

    const { setAdminPassword, hasAdminPassword } = await import(
      '@meridian/functions/staff-auth/services/admin-password'
    );
    let generatedAdminPassword: string | undefined;
    if (adminPassword !== undefined) {
      await setAdminPassword(adminPassword);
    } else if (!(await hasAdminPassword())) {
      generatedAdminPassword = generatePassword();
      await setAdminPassword(generatedAdminPassword);
    }

    logger.info(`Admin password ready after ${Date.now() - startedAt} ms`);
    runner = await startRunner({
      port: runnerPort,
      eventBusName: LOCAL_EVENT_BUS_NAME,
      region: LOCAL_AWS.region,
      siteDir,
      securityHeaderOptions: {
        analyticsEnabled: siteConfig.analytics.measurementId !== null,
      },
      logger,
    });

    // The rendered article pages, listing and sitemap of this build (as after a deploy in AWS).
    await renderSiteAtStart(LOCAL_AWS.region, logger, startedAt, rendererModule);

    return {
      siteUrl,
      adminUrl: `${siteUrl}/admin`,
      mailViewerUrl: ses.endpoint,
      dynamodbEndpoint: dynamodb.endpoint,
      dataDir,
      tableName: LOCAL_TABLE_NAME,
      env,
      ...(generatedAdminPassword ? { generatedAdminPassword } : {}),
      adminPasswordFromEnv: adminPassword !== undefined,
      seededArticles,
      startupMs: Date.now() - startedAt,
      runner,
      stop,
    };
  } catch (error) {
    // The start's own error is the one to report; a failed stop after it is only logged.
    await stop().catch((stopError: unknown) =>
      logger.error('Stopping after a failed start failed', { error: stopError }),
    );
    throw error;
  }
}

/**
 * A random admin password: 24 characters from a 64-character alphabet (144 bits).
 *
 * @returns the password (letters, digits, `-` and `_`)
 */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

function readPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    throw new LocalStackConfigError(`${name} must be a port number (0-65535), got "${raw}".`);
  }
  return value;
}

/**
 * The text `npm start` prints once the stack is up.
 *
 * @param stack - the running stack
 * @returns a multi-line banner
 */
export function describeStack(stack: LocalStack): string {
  const lines = [
    '',
    `Meridian Advisory local stack is running (ready in ${(stack.startupMs / 1000).toFixed(1)} s, Node ${process.version}).`,
    '',
    `  Site             ${stack.siteUrl}`,
    `  Admin login      ${stack.adminUrl}`,
    `  Mail viewer      ${stack.mailViewerUrl}   (emails the functions send through SES)`,
    `  DynamoDB Local   ${stack.dynamodbEndpoint}   (table ${stack.tableName})`,
    `  Data folder      ${stack.dataDir}`,
    '',
  ];
  if (stack.generatedAdminPassword) {
    lines.push(
      `  Admin password   ${stack.generatedAdminPassword}`,
      '                   Generated now and shown only this once; only its hash is stored.',
      '                   Change it with ADMIN_PASSWORD=... npm start, or npm run admin:password.',
      '',
    );
  } else if (stack.adminPasswordFromEnv) {
    lines.push('  Admin password   set from ADMIN_PASSWORD.', '');
  } else {
    lines.push(
      '  Admin password   already set (printed at the first start). Forgotten it? Restart with',
      '                   ADMIN_PASSWORD=<at least 12 characters> npm start.',
      '',
    );
  }
  lines.push('Press Ctrl-C to stop.', '');
  return lines.join('\n');
}

async function main(): Promise<void> {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22) {
    console.warn(
      `Warning: running on Node ${process.version}; the project targets Node 24 (use npm start, which uses the project's Node).`,
    );
  }
  const logger = createConsoleLogger();
  let stack: LocalStack | undefined;
  stopOnSignals(async () => {
    await stack?.stop();
  }, logger);
  stack = await startLocalStack({ logger });
  console.log(describeStack(stack));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch(reportStartFailure);
}
