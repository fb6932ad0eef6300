/**
 * The variables of the function environment, listed once: each one's name, meaning, which functions
 * get it (its need) and whether a function may run without it (docs/architecture.md, "Environment
 * of the functions"). `environment.ts` says which functions have which needs.
 *
 * This module is plain data (no AWS, no zod) so that `infra/` can read it.
 */

/**
 * Which functions need a variable: `all` of them; the route functions (`api`); those with table
 * access (any `items`); those that publish events (`publishesEvents`); those
 * that send email (`sendsEmail`); those that hash addresses or client IPs or sign links with the
 * privacy key (`usesPrivacyKey`).
 */
export type EnvironmentNeed =
  | 'all'
  | 'api'
  | 'table'
  | 'events'
  | 'email'
  | 'privacy'
  | 'reminders'
  | 'articleSchedules'
  | 'outreachStepGroup'
  | 'outreachSteps'
  | 'site'
  | 'passkeys'
  | 'replies'
  | 'inboundMail';

/** One variable of the function environment. */
export interface EnvironmentVariable {
  /** Which functions get it. */
  need: EnvironmentNeed;
  /** What it means. */
  meaning: string;
  /** False when a function may run without it. */
  required: boolean;
}

/** The variables every function may read, by name (docs/architecture.md, "Environment of the functions"). */
export const FUNCTION_ENVIRONMENT = {
  POWERTOOLS_SERVICE_NAME: {
    need: 'all',
    meaning: 'service name in every log line: `meridian-<handler file>` (`serviceNameFor`)',
    required: true,
  },
  LOG_LEVEL: {
    need: 'all',
    meaning: 'Powertools logger level (TRACE … CRITICAL, SILENT); default INFO',
    required: false,
  },
  ORIGIN_SECRET_ARN: {
    need: 'api',
    meaning:
      'ARN of the secret `{ current, previous }` whose values CloudFront sends to /api as `x-origin-verify`, read at run time (docs/product/security.md#origin-check)',
    required: true,
  },
  RATE_LIMIT_SCALE: {
    need: 'api',
    meaning:
      'multiplies every per-client budget of the public routes, login throttling excepted (docs/product/security.md#client-budgets); default 1',
    required: false,
  },
  TABLE_NAME: { need: 'table', meaning: 'the DynamoDB table', required: true },
  EVENT_BUS_NAME: { need: 'events', meaning: 'the custom EventBridge bus', required: true },
  NOTIFY_TO: { need: 'email', meaning: 'comma-separated recipients of lead notifications', required: true },
  NOTIFY_FROM: { need: 'email', meaning: 'verified SES sender of every email', required: true },
  SITE_URL: { need: 'email', meaning: 'public base URL, for links in emails', required: true },
  SES_CONFIGURATION_SET: { need: 'email', meaning: 'SES configuration set of every send', required: false },
  NEWSLETTER_EMAILS_PER_SECOND: {
    need: 'email',
    meaning:
      "emails per second of an article's send to subscribers, within SES's sending rate (docs/product/publishing.md#send); default 10",
    required: false,
  },
  VISITOR_EMAIL_HOURLY_CAP: {
    need: 'email',
    meaning:
      'visitor emails (reports, acknowledgements, confirmations, booking emails) sent in one UTC hour before the rest are held back (docs/product/security.md#visitor-email-cap); default 300',
    required: false,
  },
  PRIVACY_KEY_SECRET_ARN: {
    need: 'privacy',
    meaning:
      'ARN of the privacy key ring (Secrets Manager), read at run time: keyed hashes of addresses and client IPs, signed links (docs/product/privacy.md#tokens)',
    required: true,
  },
  LEAD_RETENTION_YEARS: {
    need: 'privacy',
    meaning:
      'years without activity after which a lead is listed for review (docs/product/privacy.md#retention); default 3',
    required: false,
  },
  REMINDER_SCHEDULE_GROUP: {
    need: 'reminders',
    meaning: 'EventBridge Scheduler group of the one-time consultation reminders (docs/product/booking.md#reminder)',
    required: true,
  },
  REMINDER_TARGET_ARN: { need: 'reminders', meaning: 'ARN of the function that sends a reminder', required: true },
  REMINDER_ROLE_ARN: { need: 'reminders', meaning: 'role the Scheduler assumes to invoke it', required: true },
  REMINDER_DLQ_ARN: {
    need: 'reminders',
    meaning: 'dead-letter queue of reminder runs the Scheduler could not deliver',
    required: true,
  },
  ARTICLE_SCHEDULE_GROUP: {
    need: 'articleSchedules',
    meaning:
      'EventBridge Scheduler group of the one-time article publication schedules (docs/product/publishing.md#scheduling)',
    required: true,
  },
  ARTICLE_PUBLISH_TARGET_ARN: {
    need: 'articleSchedules',
    meaning: 'ARN of the function that publishes a scheduled article',
    required: true,
  },
  ARTICLE_PUBLISH_ROLE_ARN: {
    need: 'articleSchedules',
    meaning: 'role the Scheduler assumes to invoke it',
    required: true,
  },
  ARTICLE_PUBLISH_DLQ_ARN: {
    need: 'articleSchedules',
    meaning: 'dead-letter queue of publication runs the Scheduler could not deliver',
    required: true,
  },
  OUTREACH_STEP_SCHEDULE_GROUP: {
    need: 'outreachStepGroup',
    meaning:
      'EventBridge Scheduler group of the one-time outreach sequence steps (docs/product/outreach.md#the-sequence); every function that stops a sequence deletes its step there',
    required: true,
  },
  OUTREACH_STEP_TARGET_ARN: {
    need: 'outreachSteps',
    meaning:
      'ARN of the function that runs a due step; unset for that function itself, which reads its own ARN from the Lambda context',
    required: false,
  },
  OUTREACH_STEP_ROLE_ARN: { need: 'outreachSteps', meaning: 'role the Scheduler assumes to invoke it', required: true },
  OUTREACH_STEP_DLQ_ARN: {
    need: 'outreachSteps',
    meaning: 'dead-letter queue of step runs the Scheduler could not deliver',
    required: true,
  },
  SITE_BUCKET_NAME: {
    need: 'site',
    meaning: 'the site bucket the render function writes article pages to (docs/product/publishing.md#publishing)',
    required: true,
  },
  SITE_DISTRIBUTION_ID: {
    need: 'site',
    meaning: 'the CloudFront distribution whose paths it invalidates',
    required: true,
  },
  WEBAUTHN_RP_ID: {
    need: 'passkeys',
    meaning: "the passkeys' relying party id: the site's domain (docs/product/staff-accounts.md#passkeys)",
    required: true,
  },
  WEBAUTHN_RP_NAME: { need: 'passkeys', meaning: 'the name a passkey prompt shows: the firm', required: true },
  WEBAUTHN_ORIGIN: {
    need: 'passkeys',
    meaning: 'the origin passkey answers must come from: the site URL without a path',
    required: true,
  },
  REPLY_DOMAIN: {
    need: 'replies',
    meaning:
      'the domain whose mail SES receives for outreach replies, e.g. `reply.example.com`: Reply-To addresses are `reply+<token>@` it (docs/product/outreach.md#replies)',
    required: true,
  },
  INBOUND_MAIL_BUCKET: {
    need: 'inboundMail',
    meaning:
      'the bucket where SES stores each raw inbound message (key `inbound/<SES message id>`) before the reply function reads it (docs/product/outreach.md#replies)',
    required: true,
  },
  INBOUND_MAIL_REGION: {
    need: 'inboundMail',
    meaning:
      "the inbound mail bucket's region: the home region where SES receives email there, else the receiving region, e.g. `eu-west-1` (docs/deploy.md#receiving-replies)",
    required: true,
  },
  SITE_RENDERER_MODULE: {
    need: 'site',
    meaning: "absolute path of the web build's renderer bundle (`renderer.mjs`), imported on the first render",
    required: true,
  },
} as const satisfies Record<string, EnvironmentVariable>;

/** Name of a variable of the function environment. */
export type EnvironmentName = keyof typeof FUNCTION_ENVIRONMENT;

/** Names of the variables of one need. */
export type EnvironmentNamesOf<N extends EnvironmentNeed> = {
  [K in EnvironmentName]: (typeof FUNCTION_ENVIRONMENT)[K]['need'] extends N ? K : never;
}[EnvironmentName];
