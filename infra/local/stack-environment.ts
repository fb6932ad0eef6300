/**
 * The environment of the functions in the local stack (docs/architecture.md#environment-of-the-functions):
 * one process runs every function, so it gets the variables of all of them, plus what Lambda
 * itself provides and the endpoints of the local services.
 */
import { randomBytes } from 'node:crypto';
import { LOCAL_ENDPOINT_VARIABLES } from '@meridian/functions/environment';
import type { EnvironmentName } from '@meridian/functions/environment-variables';
import { siteConfig } from '@meridian/shared/site-config';
import { LOCAL_AWS } from './emulators';
import { LOCAL_ONE_TIME_SCHEDULE_ENVIRONMENT } from './one-time-schedules';

/** Name of the local table and of the local event bus. */
export const LOCAL_TABLE_NAME = 'meridian-local';
export const LOCAL_EVENT_BUS_NAME = 'meridian-local';
/** Name of the local site bucket (written to `<dataDir>/site`) and id of the local distribution. */
export const LOCAL_SITE_BUCKET = 'meridian-local-site';
export const LOCAL_DISTRIBUTION_ID = 'EMERIDIANLOCAL';
/** Name of the local inbound mail bucket (the SMTP server's raw messages, `<dataDir>/inbound-mail`). */
export const LOCAL_INBOUND_MAIL_BUCKET = 'meridian-local-inbound-mail';

/**
 * The service name in the functions' logs: one process and one logger serve every function here,
 * so the `function_name` key (`local-<handler path>`) names the function instead
 * (docs/decisions/015-powertools-logs-and-metrics.md).
 */
export const LOCAL_SERVICE_NAME = 'meridian-local';

/** An endpoint override the functions' SDK clients read (`functions/src/lib/clients.ts`). */
export type LocalEndpointVariable = (typeof LOCAL_ENDPOINT_VARIABLES)[number];

/**
 * The origin secret the runner sends and the handlers expect: one per process, because the
 * handler modules keep what they read for minutes, like a Lambda container, and a restart in the
 * same process (the tests do that) must keep it.
 */
export const LOCAL_ORIGIN_SECRET = randomBytes(32).toString('base64url');

/** ARNs of the secrets the functions read at run time, answered by the runner's Secrets Manager stand-in. */
export const LOCAL_SECRET_ARNS = {
  origin: 'arn:aws:secretsmanager:eu-west-2:000000000000:secret:meridian-local-origin',
  privacyKey: 'arn:aws:secretsmanager:eu-west-2:000000000000:secret:meridian-local-privacy-key',
} as const;

/**
 * What the Secrets Manager stand-in answers (functions/src/lib/secrets.ts): the origin secret as
 * AWS holds it (`{ current, previous }`) and the data folder's privacy key.
 *
 * @param privacyKey - from `localPrivacyKey` (privacy-key.ts).
 * @returns secret value by ARN.
 */
export function localSecretValues(privacyKey: string): ReadonlyMap<string, string> {
  return new Map([
    [LOCAL_SECRET_ARNS.origin, JSON.stringify({ current: LOCAL_ORIGIN_SECRET, previous: '' })],
    [LOCAL_SECRET_ARNS.privacyKey, privacyKey],
  ]);
}

/**
 * The handlers' environment.
 *
 * @param settings - `siteUrl` (`SITE_URL`: the public base URL in links), `rendererModule`
 *   (`SITE_RENDERER_MODULE`: absolute path of the renderer bundle)
 * @param endpoints - every endpoint override, each pointing at a local service
 * @returns the variables, only those with a value; `LOG_LEVEL`, `NOTIFY_TO`, `NOTIFY_FROM`,
 *   `NEWSLETTER_EMAILS_PER_SECOND`, `VISITOR_EMAIL_HOURLY_CAP`, `RATE_LIMIT_SCALE` and `LEAD_RETENTION_YEARS` can be set in the environment of
 *   `npm start` (`PRIVACY_KEY` too, through `localPrivacyKey`, for the secrets stand-in)
 */
export function localEnvironment(
  settings: { siteUrl: string; rendererModule: string },
  endpoints: Record<LocalEndpointVariable, string>,
): Record<string, string> {
  // Every variable of the function environment (functions/src/environment.ts).
  const functionEnvironment = {
    POWERTOOLS_SERVICE_NAME: LOCAL_SERVICE_NAME,
    LOG_LEVEL: process.env.LOG_LEVEL || 'INFO',
    // CloudFront's /api origin secret (docs/product/security.md#origin-check), read at run time.
    ORIGIN_SECRET_ARN: LOCAL_SECRET_ARNS.origin,
    // The per-client budgets of the public routes (docs/product/security.md#client-budgets).
    RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE || undefined,
    TABLE_NAME: LOCAL_TABLE_NAME,
    EVENT_BUS_NAME: LOCAL_EVENT_BUS_NAME,
    NOTIFY_TO: process.env.NOTIFY_TO || siteConfig.emails.notifications.join(','),
    NOTIFY_FROM: process.env.NOTIFY_FROM || siteConfig.emails.sender,
    SITE_URL: settings.siteUrl,
    // Passkeys belong to the site's host: `localhost` here (an IP address is no relying party id).
    WEBAUTHN_RP_ID: new URL(settings.siteUrl).hostname,
    WEBAUTHN_RP_NAME: siteConfig.brand,
    WEBAUTHN_ORIGIN: new URL(settings.siteUrl).origin,
    SES_CONFIGURATION_SET: undefined,
    // Outreach replies go to the local SMTP server for this domain (docs/product/outreach.md#replies).
    REPLY_DOMAIN: process.env.REPLY_DOMAIN || 'reply.localhost.test',
    // The local SMTP server stores each raw reply in this bucket of the S3 stand-in.
    INBOUND_MAIL_BUCKET: LOCAL_INBOUND_MAIL_BUCKET,
    INBOUND_MAIL_REGION: LOCAL_AWS.region,
    NEWSLETTER_EMAILS_PER_SECOND: process.env.NEWSLETTER_EMAILS_PER_SECOND || undefined,
    VISITOR_EMAIL_HOURLY_CAP: process.env.VISITOR_EMAIL_HOURLY_CAP || undefined,
    // The privacy key (docs/product/privacy.md#tokens), read at run time: one per data folder, kept
    // in it, so subscriber ids, tombstones and emailed links stay valid across restarts.
    PRIVACY_KEY_SECRET_ARN: LOCAL_SECRET_ARNS.privacyKey,
    LEAD_RETENTION_YEARS: process.env.LEAD_RETENTION_YEARS || undefined,
    // Consultation reminders and scheduled publications go to the one-time schedule stand-in.
    ...LOCAL_ONE_TIME_SCHEDULE_ENVIRONMENT,
    // The render function writes to the S3 stand-in (<dataDir>/site), which the runner serves.
    SITE_BUCKET_NAME: LOCAL_SITE_BUCKET,
    SITE_DISTRIBUTION_ID: LOCAL_DISTRIBUTION_ID,
    SITE_RENDERER_MODULE: settings.rendererModule,
  } satisfies Record<EnvironmentName, string | undefined>;
  return {
    ...definedValues(functionEnvironment),
    // What Lambda itself provides.
    AWS_REGION: LOCAL_AWS.region,
    AWS_ACCESS_KEY_ID: LOCAL_AWS.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_AWS.credentials.secretAccessKey,
    // DynamoDB Local can take seconds for a hot item on a busy machine (AWS: 0.5 s and 1.5 s), and
    // after a stall its connection backlog takes as long to clear: new connections queue behind the
    // stalled ones. The local functions' timeouts grow to fit (lambda-adapter.ts,
    // functions/src/lib/dynamodb-limits.ts).
    DYNAMODB_CONNECT_TIMEOUT_MS: '20000',
    DYNAMODB_REQUEST_TIMEOUT_MS: '20000',
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    ...endpoints,
  };
}

/**
 * The endpoint overrides the services declare, all of them.
 *
 * @param declared - each service's variables, in service order
 * @returns every variable of `LOCAL_ENDPOINT_VARIABLES`
 * @throws Error naming the variables no service sets (a service missing from the list)
 */
export function endpointEnvironment(
  declared: ReadonlyArray<Partial<Record<LocalEndpointVariable, string>>>,
): Record<LocalEndpointVariable, string> {
  const endpoints: Partial<Record<LocalEndpointVariable, string>> = Object.assign({}, ...declared);
  const missing = LOCAL_ENDPOINT_VARIABLES.filter((name) => endpoints[name] === undefined);
  if (missing.length > 0) throw new Error(`No local service sets ${missing.join(', ')}.`);
  return endpoints as Record<LocalEndpointVariable, string>;
}

/**
 * Sets the environment on `process.env`: handlers read their configuration from the environment
 * only, so this happens before any of them is imported. Drops `AWS_SESSION_TOKEN`, which the
 * emulators do not know.
 *
 * @param env - the variables of {@link localEnvironment}
 */
export function applyEnvironment(env: Record<string, string>): void {
  Object.assign(process.env, env);
  delete process.env.AWS_SESSION_TOKEN;
}

/** The entries of `values` that have a value. */
function definedValues(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
