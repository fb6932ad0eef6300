import * as z from '@meridian/shared/zod';
import { type FunctionNeeds, needsOf } from '../environment';
import type { EnvironmentNamesOf, EnvironmentNeed } from '../environment-variables';

/**
 * Validation of the function environment (the variables are listed once, in `environment.ts`): one
 * zod schema per need. The HTTP and event wrappers evaluate the getters a handler names in their
 * `env` option (and {@link baseEnv} always) when the handler module loads, so a missing or
 * malformed variable fails the cold start loudly instead of a request later.
 */

/** Thrown when required environment variables are missing or malformed. Names only, never values. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

/** A getter of validated environment values, as returned by {@link defineEnv}. */
export type EnvGetter<T = unknown> = () => T;

/**
 * Declares the schema of one need's variables. The shape must name exactly the variables that
 * `environment.ts` lists for that need (checked by the compiler).
 *
 * @param _need - the need whose variables these are (`table`, `events`, `email`, `all`).
 * @param shape - returns the zod schemas keyed by variable name; called on the getter's first call,
 *   so that a function builds only the schemas of the groups it reads.
 * @returns a getter that validates `process.env` on its first call and caches the result (once per
 *   cold start).
 * @throws ConfigurationError (from the getter) naming every invalid variable.
 */
export function defineEnv<N extends EnvironmentNeed, S extends { [K in EnvironmentNamesOf<N>]: z.ZodType }>(
  _need: N,
  shape: () => S,
): EnvGetter<z.output<z.ZodObject<S>>> {
  return envGetter(shape);
}

/**
 * Like {@link defineEnv}, for a function that reads only some of a need's variables (the compiler
 * checks that each is one of them).
 */
function defineSomeEnv<
  N extends EnvironmentNeed,
  S extends z.ZodRawShape & { [K in keyof S]: K extends EnvironmentNamesOf<N> ? z.ZodType : never },
>(_need: N, shape: () => S): EnvGetter<z.output<z.ZodObject<S>>> {
  return envGetter(shape);
}

function envGetter<S extends z.ZodRawShape>(shape: () => S): EnvGetter<z.output<z.ZodObject<S>>> {
  let cached: z.output<z.ZodObject<S>> | undefined;
  return () => {
    if (cached) return cached;
    // The schema is built on the getter's first call: a function reads a few of the groups, and
    // building every group's schema at import cost each function's cold start (decision 058).
    const result = z.object(shape()).safeParse(process.env);
    if (!result.success) {
      const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new ConfigurationError(`Invalid environment: ${problems.join('; ')}`);
    }
    cached = result.data;
    return cached;
  };
}

const required = z.string().trim().min(1, 'is required');

/** Every function: `POWERTOOLS_SERVICE_NAME` and the optional `LOG_LEVEL`. */
export const baseEnv = defineEnv('all', () => ({
  POWERTOOLS_SERVICE_NAME: required,
  LOG_LEVEL: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL', 'SILENT']))
    .optional(),
}));

/** `TABLE_NAME`: the DynamoDB table (every function with table access). */
export const tableEnv = defineEnv('table', () => ({ TABLE_NAME: required }));

/** `EVENT_BUS_NAME`: the custom EventBridge bus (functions that publish events). */
export const eventBusEnv = defineEnv('events', () => ({ EVENT_BUS_NAME: required }));

const emailList = required.transform((value, ctx) => {
  const addresses = value
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address.length > 0);
  for (const address of addresses) {
    if (!/^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/.test(address)) {
      ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of email addresses' });
      return z.NEVER;
    }
  }
  return addresses;
});

/**
 * Functions that send email: `NOTIFY_TO` (comma-separated recipients), `NOTIFY_FROM` (verified
 * SES sender), `SITE_URL` (base URL for links, trailing slashes removed), the optional
 * `SES_CONFIGURATION_SET` and `NEWSLETTER_EMAILS_PER_SECOND` (whole emails a second of an
 * article's send to subscribers, 1-1000, default 10: docs/product/publishing.md#send) and
 * `VISITOR_EMAIL_HOURLY_CAP` (visitor emails a UTC hour, 1-100,000, default 300:
 * docs/product/security.md#visitor-email-cap).
 */
export const notifyEnv = defineEnv('email', () => ({
  NOTIFY_TO: emailList,
  NOTIFY_FROM: required,
  SITE_URL: z.url('must be an absolute URL').transform((url) => url.replace(/\/+$/, '')),
  SES_CONFIGURATION_SET: z.string().trim().min(1).optional(),
  NEWSLETTER_EMAILS_PER_SECOND: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(1000).default(10),
  ),
  VISITOR_EMAIL_HOURLY_CAP: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(100_000).default(300),
  ),
}));

/**
 * Functions that hash addresses and client IPs or sign links: `PRIVACY_KEY_SECRET_ARN` (the privacy
 * key ring's secret, read at run time by `secrets.ts`) and the optional `LEAD_RETENTION_YEARS`
 * (whole years, 1-20, default 3; docs/product/privacy.md#retention).
 */
export const privacyEnv = defineEnv('privacy', () => ({
  PRIVACY_KEY_SECRET_ARN: required,
  LEAD_RETENTION_YEARS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(20).default(3),
  ),
}));

/**
 * Functions that keep the consultation reminder schedules (docs/product/booking.md#reminder): the
 * schedule group, the reminder function, the role the Scheduler invokes it with and the
 * dead-letter queue of undelivered runs.
 */
export const reminderEnv = defineEnv('reminders', () => ({
  REMINDER_SCHEDULE_GROUP: required,
  REMINDER_TARGET_ARN: required,
  REMINDER_ROLE_ARN: required,
  REMINDER_DLQ_ARN: required,
}));

/**
 * The render function (docs/product/publishing.md#publishing): the site bucket, the CloudFront
 * distribution and the path of the web build's renderer bundle.
 */
export const siteEnv = defineEnv('site', () => ({
  SITE_BUCKET_NAME: required,
  SITE_DISTRIBUTION_ID: required,
  SITE_RENDERER_MODULE: required,
}));

/**
 * The missing-article origin (docs/decisions/031-event-driven-site-rendering.md): only
 * `SITE_BUCKET_NAME`, the bucket whose `404.html` it answers.
 */
export const siteBucketEnv = defineSomeEnv('site', () => ({ SITE_BUCKET_NAME: required }));

/**
 * Functions that keep the article publication schedules (docs/product/publishing.md#scheduling):
 * the schedule group, the publish function, the role the Scheduler invokes it with and the
 * dead-letter queue of undelivered runs.
 */
export const articleScheduleEnv = defineEnv('articleSchedules', () => ({
  ARTICLE_SCHEDULE_GROUP: required,
  ARTICLE_PUBLISH_TARGET_ARN: required,
  ARTICLE_PUBLISH_ROLE_ARN: required,
  ARTICLE_PUBLISH_DLQ_ARN: required,
}));

/**
 * Functions that stop outreach sequences (docs/product/outreach.md#stopping): the schedule group of
 * the step schedules, where a stop deletes the running step's schedule.
 */
export const outreachStepGroupEnv = defineEnv('outreachStepGroup', () => ({ OUTREACH_STEP_SCHEDULE_GROUP: required }));

/**
 * Functions that put the outreach step schedules (docs/product/outreach.md#the-sequence): the step
 * function (its ARN; the step function itself reads its own from the Lambda context), the role the
 * Scheduler invokes it with and the dead-letter queue of undelivered runs.
 */
export const outreachStepEnv = defineEnv('outreachSteps', () => ({
  OUTREACH_STEP_TARGET_ARN: z.string().trim().min(1).optional(),
  OUTREACH_STEP_ROLE_ARN: required,
  OUTREACH_STEP_DLQ_ARN: required,
}));

/**
 * Functions that make or check passkeys (docs/product/staff-accounts.md#passkeys): the relying
 * party's id (a domain name, never an IP address), its name and the origin of the site.
 */
export const passkeyEnv = defineEnv('passkeys', () => ({
  WEBAUTHN_RP_ID: required.regex(/^[a-z0-9.-]+$/i, 'must be a domain name'),
  WEBAUTHN_RP_NAME: required,
  WEBAUTHN_ORIGIN: z.url('must be an absolute URL').transform((url) => new URL(url).origin),
}));

/**
 * Functions that write or read outreach reply addresses (docs/product/outreach.md#replies): the
 * domain whose mail SES receives, lower-cased.
 */
export const replyEnv = defineEnv('replies', () => ({
  REPLY_DOMAIN: required
    .regex(/^[a-z0-9.-]+\.[a-z]{2,63}$/i, 'must be a domain name')
    .transform((domain) => domain.toLowerCase()),
}));

/**
 * The reply function (docs/product/outreach.md#replies): the bucket where SES stores each raw
 * inbound message before invoking it, and that bucket's region (docs/deploy.md#receiving-replies).
 */
export const inboundMailEnv = defineEnv('inboundMail', () => ({
  INBOUND_MAIL_BUCKET: required,
  INBOUND_MAIL_REGION: required.regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region, e.g. eu-west-1'),
}));

/**
 * Route functions: `ORIGIN_SECRET_ARN`, the secret the origin check reads at run time
 * (docs/product/security.md#origin-check); `httpHandler` validates it at cold start.
 */
export const originEnv = defineSomeEnv('api', () => ({ ORIGIN_SECRET_ARN: required }));

/**
 * The getter of each need's variables (`api`'s origin secret ARN is validated by `httpHandler`
 * itself, `all`'s by every wrapper).
 */
const GETTERS_BY_NEED = {
  all: baseEnv,
  api: undefined,
  table: tableEnv,
  events: eventBusEnv,
  email: notifyEnv,
  privacy: privacyEnv,
  reminders: reminderEnv,
  articleSchedules: articleScheduleEnv,
  outreachStepGroup: outreachStepGroupEnv,
  outreachSteps: outreachStepEnv,
  site: siteEnv,
  passkeys: passkeyEnv,
  replies: replyEnv,
  inboundMail: inboundMailEnv,
} as const satisfies Record<EnvironmentNeed, EnvGetter | undefined>;

/**
 * The environment getters of one function, derived from its entry in its area's `area.ts` (the
 * same needs from which the CDK stack gives it its variables, `environmentFor` in
 * `environment.ts`), so a handler names no variable list of its own.
 *
 * @param entry - the function's route, rule-target, schedule or target entry.
 * @returns the getters of its needs, `baseEnv` first.
 */
export function envGettersFor(entry: FunctionNeeds): EnvGetter[] {
  return [...needsOf(entry)].flatMap((need) => {
    const getter = GETTERS_BY_NEED[need];
    return getter ? [getter] : [];
  });
}
