import type { ItemAccess } from './table-access';

/**
 * The shapes of the topology tables (docs/architecture.md, "Topology"): API routes, event rules,
 * schedules and one-time schedule targets, which each business area declares in its `area.ts` and
 * the CDK app and the local stack build from. Handler modules live under `functions/src/<area>/`
 * and export `handler`. Plain types and data (no AWS, no zod), so that `infra/` can read them.
 */

/** A WAF rate budget (`infra/lib/edge-stack.ts` sets the limits). */
export type RateBudget = 'views' | 'submissions' | 'login';

/** One API route and its function. */
export interface RouteDefinition {
  /** HTTP method. */
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API Gateway route path, with `{param}` placeholders, e.g. `/api/articles/{slug}`. */
  path: string;
  /** Handler module, relative to `functions/src`, without extension; it exports `handler`. */
  handler: string;
  /** True when the function publishes events to the bus (`events:PutEvents`). */
  publishesEvents?: boolean;
  /** True when it keeps the article publication schedules (docs/product/publishing.md#scheduling). */
  schedulesArticles?: boolean;
  /** True when it puts and deletes the outreach step schedules (docs/product/outreach.md#the-sequence). */
  schedulesOutreachSteps?: boolean;
  /** True when it stops outreach sequences: it deletes their step schedules (docs/product/outreach.md#stopping). */
  cancelsOutreachSteps?: boolean;
  /** Event sources it publishes with (default: the website's submissions source). */
  eventSources?: readonly string[];
  /** True when the function sends email with SES (the newsletter's confirmation and welcome). */
  sendsEmail?: boolean;
  /**
   * True when the function hashes addresses or client IPs or signs links with the privacy key
   * (docs/product/privacy.md#tokens): it gets `PRIVACY_KEY` and `LEAD_RETENTION_YEARS`.
   */
  usesPrivacyKey?: boolean;
  /** True when the function makes or checks passkeys: it gets the relying party (`WEBAUTHN_*`). */
  usesPasskeys?: boolean;
  /** True when the function writes or reads outreach reply addresses: it gets `REPLY_DOMAIN`. */
  usesReplyDomain?: boolean;
  /** Memory in MB (default 512). */
  memoryMb?: number;
  /** Timeout in seconds (default 10). */
  timeoutSeconds?: number;
  /**
   * The partitions the function reads, writes and appends to (`table-access.ts`); none: no table
   * access. The CDK stack grants table actions only on these partition keys.
   */
  items?: ItemAccess;
  /**
   * The WAF rate budget per client IP that covers the route (docs/product/security.md#waf):
   * `views` (page views and CSP reports: high), `submissions` (forms: low), `login` (low).
   */
  rateLimited?: RateBudget;
  /**
   * A security metric counted from the function's log lines (docs/product/security.md#audit-events):
   * `failedLogins` counts `auth.login.failed` lines, `cspReports` the CSP report lines.
   */
  securityMetric?: 'failedLogins' | 'cspReports';
}

/** One target function of a rule. */
export interface RuleTarget {
  /** Handler module, relative to `functions/src`, without extension; it exports `handler`. */
  handler: string;
  /** The partitions it reads, writes and appends to (`table-access.ts`); none: no table access. */
  items?: ItemAccess;
  publishesEvents?: boolean;
  /** True when the function sends email with SES (`ses:SendEmail` from the sender identity only). */
  sendsEmail?: boolean;
  /** True when the function needs `PRIVACY_KEY` (erasure tombstones: docs/product/privacy.md#erasure). */
  usesPrivacyKey?: boolean;
  /** True when the function keeps the consultation reminder schedules (docs/product/booking.md#reminder). */
  schedulesReminders?: boolean;
  /** True when it puts and deletes the outreach step schedules (docs/product/outreach.md#the-sequence). */
  schedulesOutreachSteps?: boolean;
  /** True when it stops outreach sequences: it deletes their step schedules (docs/product/outreach.md#stopping). */
  cancelsOutreachSteps?: boolean;
  /** True when the function renders article pages to the site bucket and invalidates them in CloudFront. */
  rendersSite?: boolean;
  /** Event sources it publishes with (default: the lead events' source). */
  eventSources?: readonly string[];
  memoryMb?: number;
  timeoutSeconds?: number;
}

/** One EventBridge rule of the event flow. */
export interface EventRuleDefinition {
  /** Rule name, unique, PascalCase. */
  name: string;
  /** Event pattern `source`. */
  source: string;
  /** Event pattern `detail-type` values. */
  detailTypes: string[];
  /**
   * The bus of the rule: the project's custom bus (default), or the account's `default` bus for
   * events of AWS services (SES delivers its sending events there).
   */
  bus?: 'custom' | 'default';
  targets: RuleTarget[];
}

/** One schedule. */
export interface ScheduleDefinition {
  /** Schedule name, unique, PascalCase. */
  name: string;
  description: string;
  /** EventBridge Scheduler expression, read in {@link ScheduleDefinition.timeZone}. */
  expression: string;
  /** IANA time zone of the expression (`ScheduleExpressionTimezone`). */
  timeZone: string;
  /** `detail-type` of the event the function receives. */
  detailType: string;
  /** Handler module relative to `functions/src`, without extension. */
  handler: string;
  /** The partitions it reads, writes and appends to (`table-access.ts`); none: no table access. */
  items?: ItemAccess;
  publishesEvents?: boolean;
  /** Event sources it publishes with; required when it publishes. */
  eventSources?: readonly string[];
  sendsEmail?: boolean;
  memoryMb?: number;
  timeoutSeconds?: number;
}

/** One function outside the tables: its handler module and what it may use. */
export interface TargetDefinition {
  /** Handler module relative to `functions/src`, without extension; it exports `handler`. */
  handler: string;
  /** The partitions it reads, writes and appends to (`table-access.ts`); none: no table access. */
  items?: ItemAccess;
  publishesEvents?: boolean;
  /** Event sources it publishes with; required when it publishes. */
  eventSources?: readonly string[];
  sendsEmail?: boolean;
  /** True when it needs the privacy key (signed links in the email). */
  usesPrivacyKey?: boolean;
  /** True when it uses the reply domain (the Reply-To of the emails it sends). */
  usesReplyDomain?: boolean;
  /** True when it puts and deletes the outreach step schedules (docs/product/outreach.md#the-sequence). */
  schedulesOutreachSteps?: boolean;
  /** True when it stops outreach sequences: it deletes their step schedules (docs/product/outreach.md#stopping). */
  cancelsOutreachSteps?: boolean;
  memoryMb?: number;
  timeoutSeconds?: number;
}

/**
 * A function that receives mail (docs/product/outreach.md#replies): after a receipt rule's S3 action
 * stored the raw message in the inbound mail bucket, it is invoked asynchronously with the receipt:
 * by the rule's Lambda action (`SESEvent`) where the home region receives email, else by the
 * receiving region's SNS topic with SES's "Received" notification
 * (docs/decisions/056-replies-received-in-ireland.md). It reads that bucket (`INBOUND_MAIL_BUCKET`
 * in `INBOUND_MAIL_REGION`).
 */
export interface MailReceiverDefinition {
  /** Handler module relative to `functions/src`, without extension; it exports `handler`. */
  handler: string;
  /** The partitions it reads, writes and appends to (`table-access.ts`). */
  items?: ItemAccess;
  sendsEmail?: boolean;
  /** True when it checks signed reply addresses (the privacy key ring's `reply` sub-key). */
  usesPrivacyKey?: boolean;
  /** True when it reads reply addresses (`REPLY_DOMAIN`). */
  usesReplyDomain?: boolean;
  /** Always true: it gets `INBOUND_MAIL_BUCKET` and `INBOUND_MAIL_REGION`, the bucket of the raw messages. */
  receivesMail: true;
  /** True when it stops outreach sequences: it deletes their step schedules (docs/product/outreach.md#stopping). */
  cancelsOutreachSteps?: boolean;
  memoryMb?: number;
  timeoutSeconds?: number;
}

/** `source` of the events a schedule sends its function. */
export const SCHEDULE_SOURCE = 'meridian.scheduler';

/** `detail-type` of the daily digest's event. */
export const LEAD_DIGEST_DETAIL_TYPE = 'LeadDigestDue';

/**
 * One business area (docs/architecture.md, "Business areas"): its API routes, event rules,
 * schedules and one-time schedule targets. The CDK app deploys each area as one nested stack.
 */
export interface AreaDefinition {
  /** Area name, kebab-case, unique (`leads`, `booking`); its folder and its nested stack's id. */
  name: string;
  routes: readonly RouteDefinition[];
  rules: readonly EventRuleDefinition[];
  schedules: readonly ScheduleDefinition[];
  /** Functions that EventBridge Scheduler invokes directly from one-time schedules. */
  targets: readonly TargetDefinition[];
  /** Functions SES invokes from a receipt rule (absent: none). */
  mailReceivers?: readonly MailReceiverDefinition[];
  /**
   * The folder of its handlers under `functions/src` when it is not the area's name (an area split
   * in two nested stacks, such as `outreach-replies` in `outreach/`).
   */
  folder?: string;
}

/**
 * The event a schedule's function receives: an EventBridge-shaped envelope whose `id` is the
 * execution id and whose detail carries the scheduled time. In AWS the schedule's target input is
 * this object with the Scheduler's context attributes (`<aws.scheduler.execution-id>`,
 * `<aws.scheduler.scheduled-time>`) in place of `id` and `time`.
 *
 * @param id - the execution id.
 * @param time - the scheduled time, ISO-8601 UTC.
 */
export function scheduledEventOf(entry: ScheduleDefinition, id: string, time: string) {
  return {
    version: '0',
    id,
    'detail-type': entry.detailType,
    source: SCHEDULE_SOURCE,
    account: '',
    time,
    region: '',
    resources: [] as string[],
    detail: { scheduledTime: time },
  };
}

/** One function's entry in an area: a route, a rule's target, a schedule, a one-time schedule target or a mail receiver. */
export type FunctionEntry =
  | RouteDefinition
  | RuleTarget
  | ScheduleDefinition
  | TargetDefinition
  | MailReceiverDefinition;

/**
 * The entry of one function in its area, found by its handler module: what the handler's wrapper
 * derives the function's validated environment from (the CDK stack derives its variables from the
 * same entry).
 *
 * @param area - the function's area (`leadsArea`).
 * @param handler - its handler module relative to `functions/src`, e.g. `leads/consumers/notify-lead`.
 * @returns the route, rule target, schedule, target or mail receiver entry with that handler.
 * @throws Error at cold start when the area has no entry for the handler.
 */
export function functionEntry(area: AreaDefinition, handler: string): FunctionEntry {
  const entries: readonly FunctionEntry[] = [
    ...area.routes,
    ...area.rules.flatMap((rule) => rule.targets),
    ...area.schedules,
    ...area.targets,
    ...(area.mailReceivers ?? []),
  ];
  const entry = entries.find((candidate) => candidate.handler === handler);
  if (!entry) throw new Error(`${handler} has no entry in the ${area.name} area`);
  return entry;
}
