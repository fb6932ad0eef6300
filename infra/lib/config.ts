/**
 * Deployment configuration read from CDK context (`cdk.json` or `-c key=value`), validated once
 * before any construct is created so that a missing or malformed value fails synth with a message
 * naming the key.
 */

/** Validated deployment configuration. */
export interface MeridianConfig {
  /** Verified SES sender address of notification emails (`NOTIFY_FROM`). Required. */
  senderEmail: string;
  /** Recipients of lead notifications (`NOTIFY_TO`, joined with commas). Required, at least one. */
  notificationRecipients: string[];
  /** Operator address subscribed to the alarm topic. Required. */
  alarmEmail: string;
  /** Custom domain of the site, e.g. `www.example.co.uk`. Optional; needs `certificateArn`. */
  domainName?: string;
  /** ARN of an ACM certificate in us-east-1 covering `domainName`. Required with `domainName`. */
  certificateArn?: string;
  /**
   * Whether the site loads Google Analytics, which widens the CSP to the GA hosts. It follows the
   * one analytics setting, `siteConfig.analytics.measurementId` (`shared/src/site-config.ts`), which
   * the web build reads too; it is not a context value.
   */
  analyticsEnabled: boolean;
  /** Value of the `project` tag on every resource (`projectTag`, default 'meridian'). */
  projectTag: string;
  /** Value of the `environment` tag on every resource (`environment`, default 'production'). */
  environment: string;
  /**
   * CloudFront flat-rate pricing plan the distribution subscribes to (`pricingPlan`): 'free', or
   * undefined for pay-as-you-go (docs/decisions/017-cloudfront-flat-rate-free-plan.md).
   */
  pricingPlan?: 'free';
}

/** Reads one context value; `tryGetContext` of a construct node fits this signature. */
export type ContextReader = (key: string) => unknown;

/** Thrown when a context value is missing or invalid; the message names the key. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const CERT_ARN = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/;
/** Tag values: lower-case words, as AWS cost allocation reports show them. */
const TAG_VALUE = /^[a-z][a-z0-9-]{0,31}$/;

function optionalString(read: ContextReader, key: string): string | undefined {
  const value = read(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new ConfigError(`Context value "${key}" must be a string.`);
  return value.trim();
}

function requiredEmail(read: ContextReader, key: string): string {
  const value = optionalString(read, key);
  if (value === undefined) {
    throw new ConfigError(
      `Missing required context value "${key}": pass -c ${key}=<email address> or set it in cdk.json.`,
    );
  }
  if (!EMAIL.test(value)) throw new ConfigError(`Context value "${key}" is not an email address: "${value}".`);
  return value;
}

/**
 * Reads and validates the deployment configuration.
 *
 * `notificationRecipients` may be a JSON array (cdk.json) or a comma-separated string (`-c`).
 *
 * @param read - context lookup, e.g. `(key) => app.node.tryGetContext(key)`
 * @param analyticsMeasurementId - the site's GA4 measurement id or null (`siteConfig.analytics`)
 * @returns the validated configuration
 * @throws {ConfigError} naming the key when a required value is missing or a value is malformed,
 *   or when the retired `analyticsId` context value is passed
 */
export function readConfig(read: ContextReader, analyticsMeasurementId: string | null): MeridianConfig {
  const senderEmail = requiredEmail(read, 'senderEmail');
  const alarmEmail = requiredEmail(read, 'alarmEmail');

  const rawRecipients = read('notificationRecipients');
  const recipients = (
    Array.isArray(rawRecipients) ? rawRecipients : typeof rawRecipients === 'string' ? rawRecipients.split(',') : []
  )
    .map((entry: unknown) => (typeof entry === 'string' ? entry.trim() : ''))
    .filter((entry) => entry !== '');
  if (recipients.length === 0) {
    throw new ConfigError(
      'Missing required context value "notificationRecipients": pass -c notificationRecipients=a@example.com,b@example.com or set an array in cdk.json.',
    );
  }
  for (const recipient of recipients) {
    if (!EMAIL.test(recipient)) {
      throw new ConfigError(
        `Context value "notificationRecipients" contains a value that is not an email address: "${recipient}".`,
      );
    }
  }

  const domainName = optionalString(read, 'domainName')?.toLowerCase();
  const certificateArn = optionalString(read, 'certificateArn');
  if (domainName !== undefined && !DOMAIN.test(domainName)) {
    throw new ConfigError(`Context value "domainName" is not a domain name: "${domainName}".`);
  }
  if (domainName !== undefined && certificateArn === undefined) {
    throw new ConfigError(
      'Context value "certificateArn" is required when "domainName" is set (an ACM certificate in us-east-1).',
    );
  }
  if (certificateArn !== undefined && domainName === undefined) {
    throw new ConfigError('Context value "domainName" is required when "certificateArn" is set.');
  }
  if (certificateArn !== undefined && !CERT_ARN.test(certificateArn)) {
    throw new ConfigError(
      `Context value "certificateArn" must be an ACM certificate ARN in us-east-1: "${certificateArn}".`,
    );
  }

  if (optionalString(read, 'analyticsId') !== undefined) {
    throw new ConfigError(
      'Context value "analyticsId" is not read any more: set siteConfig.analytics.measurementId in shared/src/site-config.ts, which both the web build and the Content-Security-Policy follow.',
    );
  }

  const projectTag = tagValue(read, 'projectTag', 'meridian');
  const environment = tagValue(read, 'environment', 'production');
  const pricingPlan = optionalString(read, 'pricingPlan');
  if (pricingPlan !== undefined && pricingPlan !== 'free') {
    throw new ConfigError(
      `Context value "pricingPlan" must be "free" (CloudFront's flat-rate free plan) or absent (pay as you go): "${pricingPlan}".`,
    );
  }

  return {
    senderEmail,
    notificationRecipients: recipients,
    alarmEmail,
    ...(domainName !== undefined ? { domainName } : {}),
    ...(certificateArn !== undefined ? { certificateArn } : {}),
    analyticsEnabled: analyticsMeasurementId !== null,
    projectTag,
    environment,
    ...(pricingPlan !== undefined ? { pricingPlan } : {}),
  };
}

function tagValue(read: ContextReader, key: string, fallback: string): string {
  const value = optionalString(read, key) ?? fallback;
  if (!TAG_VALUE.test(value)) {
    throw new ConfigError(
      `Context value "${key}" must be lower-case letters, digits and dashes (at most 32, starting with a letter): "${value}".`,
    );
  }
  return value;
}

/**
 * The domain whose mail SES receives for outreach replies (docs/product/outreach.md#replies):
 * `reply.` and the sender address's domain.
 *
 * @param senderEmail - the validated `senderEmail`.
 */
export function replyDomainOf(senderEmail: string): string {
  return `reply.${senderEmail.slice(senderEmail.indexOf('@') + 1)}`;
}
