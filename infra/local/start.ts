/**
 * `npm start`: the whole serverless system on one machine, without an AWS account
 * (docs/architecture.md). Starts the services of `stack-services.ts` in order (DynamoDB Local with
 * its data in `DATA_DIR`, the SES emulator, the one-time schedule stand-in, the site bucket and
 * CloudFront stand-in over `<DATA_DIR>/site`, the runner), runs the bootstrap steps of
 * `stack-bootstrap.ts` (table, built-in articles, admin password, start-up render, replay of the
 * event deliveries left in `<DATA_DIR>/event-bus`), prints where everything is, and stops every
 * service, in reverse, on Ctrl-C or SIGTERM: the runner first, which answers 503 from then on and
 * gives the bus up to 10 s to deliver what it holds (the rest stays on disk for the next start).
 *
 * Configuration (environment): `PORT` (3000), `DATA_DIR` (`<repo>/.local-data`), `DYNAMODB_PORT`
 * (8000), `SES_PORT` (8005), `ADMIN_EMAIL` (the first partner, `owner@meridian.local`),
 * `ADMIN_PASSWORD` (unset: generated when the partner is created, printed once).
 *
 * Tests and the end-to-end suite use {@link startLocalStack} with port 0 and a fresh data folder.
 */
import { pathToFileURL } from 'node:url';
import { createConsoleLogger } from './logger';
import { declaredEndpoints, startServices } from './local-service';
import { reportStartFailure, stopOnSignals } from './process-signals';
import type { Runner } from './runner';
import { BOOTSTRAP_STEPS, runBootstrap } from './stack-bootstrap';
import { type LocalStackOptions, resolvePorts, resolveStackConfig } from './stack-config';
import { applyEnvironment, endpointEnvironment, LOCAL_TABLE_NAME, localEnvironment } from './stack-environment';
import { LOCAL_SERVICES } from './stack-services';

export { LocalStackConfigError, type LocalStackOptions } from './stack-config';

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
  /** The first partner's address (`ADMIN_EMAIL`). */
  adminEmail: string;
  /** The first partner's password when this start generated one (shown once), else undefined. */
  generatedAdminPassword?: string;
  /** True when `adminPassword` / `ADMIN_PASSWORD` was applied on this start. */
  adminPasswordFromEnv: boolean;
  /** True when this start made the shared password of an older data folder the first partner's. */
  migratedSharedPassword: boolean;
  /** How many built-in articles this start inserted (0 on a restart). */
  seededArticles: number;
  /** Milliseconds from call to ready. */
  startupMs: number;
  runner: Runner;
  /**
   * Stops every service, the last started (the runner) first, and resolves once all have stopped
   * (DynamoDB Local's Java process included). The runner first drains the bus (see `drainTimeoutMs`)
   * while the emulators still run. Idempotent.
   *
   * @throws AggregateError of the failures when a service failed to stop (after waiting for the others)
   */
  stop(): Promise<void>;
}

/**
 * Starts the local stack: resolves the configuration, sets the handlers' environment on
 * `process.env`, starts the services in order, then runs the bootstrap steps. When anything fails,
 * the services already started are stopped before the error is thrown.
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
  const config = resolveStackConfig(options, startedAt);
  const ports = await resolvePorts(LOCAL_SERVICES, options);
  const siteUrl = `http://localhost:${ports.runner}`;
  const endpoints = endpointEnvironment(declaredEndpoints(LOCAL_SERVICES, ports));
  const env = localEnvironment(
    { siteUrl: config.siteUrl ?? siteUrl, rendererModule: config.rendererModule },
    endpoints,
  );
  applyEnvironment(env);

  const services = await startServices(LOCAL_SERVICES, ports, config);
  config.logger.info(`Services ready after ${Date.now() - startedAt} ms`);
  try {
    const { seededArticles, adminPassword } = await runBootstrap(BOOTSTRAP_STEPS, {
      config,
      services: services.handles,
    });
    return {
      siteUrl,
      adminUrl: `${siteUrl}/admin`,
      mailViewerUrl: services.handles.ses.endpoint,
      dynamodbEndpoint: services.handles.dynamodb.endpoint,
      dataDir: config.dataDir,
      tableName: LOCAL_TABLE_NAME,
      env,
      ...adminPassword,
      seededArticles,
      startupMs: Date.now() - startedAt,
      runner: services.handles.runner,
      stop: services.stop,
    };
  } catch (error) {
    // The start's own error is the one to report; a failed stop after it is only logged.
    await services
      .stop()
      .catch((stopError: unknown) => config.logger.error('Stopping after a failed start failed', { error: stopError }));
    throw error;
  }
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
  lines.push(`  First partner    ${stack.adminEmail}   (the first sign-in enrols a second factor)`);
  if (stack.generatedAdminPassword) {
    lines.push(
      `  Password         ${stack.generatedAdminPassword}`,
      '                   Generated now and shown only this once; only its hash is stored.',
      '                   Change it with ADMIN_PASSWORD=... npm start, or npm run admin:password.',
      '',
    );
  } else if (stack.migratedSharedPassword) {
    lines.push("  Password         the former shared admin password, now this partner's.", '');
  } else if (stack.adminPasswordFromEnv) {
    lines.push('  Password         set from ADMIN_PASSWORD.', '');
  } else {
    lines.push(
      '  Password         already set (printed at the first start). Forgotten it? Restart with',
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
  stack = await startLocalStack({ logger, recurringSchedules: true });
  console.log(describeStack(stack));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch(reportStartFailure);
}
