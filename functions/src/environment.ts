import {
  type EnvironmentName,
  type EnvironmentNeed,
  type EnvironmentVariable,
  FUNCTION_ENVIRONMENT,
} from './environment-variables';
import { type ItemAccess, tableAccessOf } from './table-access';

/**
 * The function environment, listed once: every variable a function reads, what it means and which
 * functions get it. The CDK stack gives each function exactly the variables its route- or
 * rule-table entry needs ({@link environmentFor}); the local stack, which runs every function in one
 * process, sets them all. `lib/env.ts` validates each group with a zod schema at cold start.
 *
 * This module is plain data (no AWS, no zod) so that `infra/` can read it.
 */

/**
 * Endpoint overrides the local stack sets for every function (unset in AWS, where the SDK's
 * defaults apply); read by `lib/clients.ts`.
 */
export const LOCAL_ENDPOINT_VARIABLES = [
  'DYNAMODB_ENDPOINT',
  'EVENTBRIDGE_ENDPOINT',
  'SES_ENDPOINT',
  'SCHEDULER_ENDPOINT',
  'S3_ENDPOINT',
  'CLOUDFRONT_ENDPOINT',
  'SECRETSMANAGER_ENDPOINT',
] as const;

/** What a route- or rule-table entry says about a function's needs. */
export interface FunctionNeeds {
  /** Handler module relative to `functions/src`, e.g. `leads/consumers/notify-lead`. */
  handler: string;
  /** HTTP method: set for route functions only. */
  method?: string;
  /** The partitions it reads, writes and appends to: any gives it the table. */
  items?: ItemAccess;
  publishesEvents?: boolean;
  sendsEmail?: boolean;
  /** True when the function needs the privacy key (`PRIVACY_KEY_SECRET_ARN`, `LEAD_RETENTION_YEARS`). */
  usesPrivacyKey?: boolean;
  /** True when the function keeps the consultation reminder schedules (`REMINDER_*`). */
  schedulesReminders?: boolean;
  /** True when the function keeps the article publication schedules (`ARTICLE_SCHEDULE_GROUP`, `ARTICLE_PUBLISH_*`). */
  schedulesArticles?: boolean;
  /** True when the function puts and deletes the outreach step schedules (`OUTREACH_STEP_*`). */
  schedulesOutreachSteps?: boolean;
  /** True when the function stops outreach sequences and deletes their step schedules (`OUTREACH_STEP_SCHEDULE_GROUP`). */
  cancelsOutreachSteps?: boolean;
  /** True when the function renders article pages to the site bucket (`SITE_*`). */
  rendersSite?: boolean;
  /** True when the function makes or checks passkeys (`WEBAUTHN_*`). */
  usesPasskeys?: boolean;
  /** True when the function writes or reads outreach reply addresses (`REPLY_DOMAIN`). */
  usesReplyDomain?: boolean;
  /** True when SES (or its notification topic) invokes the function with a received message (`INBOUND_MAIL_*`). */
  receivesMail?: boolean;
}

/**
 * The service name of a function in its logs: `meridian-` and the handler file's name, e.g.
 * `leads/consumers/notify-lead` gives `meridian-notify-lead`.
 *
 * @param handler - handler module path relative to `functions/src`.
 */
export function serviceNameFor(handler: string): string {
  return `meridian-${handler.slice(handler.lastIndexOf('/') + 1)}`;
}

/**
 * The needs of one function, from its table entry.
 *
 * @param entry - the route- or rule-table entry.
 * @returns `all`, `api` for a route, and `table`, `events`, `email` and `privacy` as the entry
 *   declares.
 */
export function needsOf(entry: FunctionNeeds): Set<EnvironmentNeed> {
  const needs = new Set<EnvironmentNeed>(['all']);
  if (entry.method !== undefined) needs.add('api');
  if (entry.usesPrivacyKey === true) needs.add('privacy');
  if (tableAccessOf(entry.items) !== 'none') needs.add('table');
  if (entry.publishesEvents === true) needs.add('events');
  if (entry.sendsEmail === true) needs.add('email');
  if (entry.schedulesReminders === true) needs.add('reminders');
  if (entry.schedulesArticles === true) needs.add('articleSchedules');
  if (entry.schedulesOutreachSteps === true) needs.add('outreachSteps').add('outreachStepGroup');
  if (entry.cancelsOutreachSteps === true) needs.add('outreachStepGroup');
  if (entry.rendersSite === true) needs.add('site');
  if (entry.usesPasskeys === true) needs.add('passkeys');
  if (entry.usesReplyDomain === true) needs.add('replies');
  if (entry.receivesMail === true) needs.add('inboundMail');
  return needs;
}

/**
 * The environment of one function: the variables its entry needs, with their values, and its
 * `POWERTOOLS_SERVICE_NAME`. Optional variables without a value are left out.
 *
 * @param entry - the route- or rule-table entry.
 * @param values - values of the shared variables (strings or CDK tokens).
 * @returns variable name to value.
 * @throws Error naming the variable when a required one has no value.
 */
export function environmentFor(
  entry: FunctionNeeds,
  values: Partial<Record<EnvironmentName, string>>,
): Record<string, string> {
  const needs = needsOf(entry);
  const resolved: Partial<Record<EnvironmentName, string>> = {
    ...values,
    POWERTOOLS_SERVICE_NAME: serviceNameFor(entry.handler),
  };
  const environment: Record<string, string> = {};
  for (const [name, variable] of Object.entries(FUNCTION_ENVIRONMENT) as [EnvironmentName, EnvironmentVariable][]) {
    if (!needs.has(variable.need)) continue;
    const value = resolved[name];
    if (value !== undefined) environment[name] = value;
    else if (variable.required) throw new Error(`${entry.handler} needs ${name}, which has no value.`);
  }
  return environment;
}
