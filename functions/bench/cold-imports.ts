/**
 * Cold import of every function: each handler of the route, rule and schedule tables and the
 * functions outside them (`targets.ts`), bundled as the CDK stack bundles it, imported in fresh `node` processes (bundles.ts). `npm run bench:api` prints it
 * after the latency tables; `npx tsx functions/bench/cold-imports.ts` prints it alone, with the
 * environment of the local stack's variables filled in with placeholder values (nothing is called
 * at import).
 */
import { pathToFileURL } from 'node:url';
import { environmentFor } from '../src/environment';
import type { EnvironmentName } from '../src/environment-variables';
import { routes } from '../src/routes';
import { eventRules } from '../src/rules';
import { schedules } from '../src/schedules';
import { mailReceiverFunctions, targetFunctions } from '../src/targets';
import { bundleAndColdImport, cleanBundles } from './bundles';
import { type BundleRow, printBundles } from './stats';

/**
 * Every function the stack deploys: the route table's, then the rule table's targets, the schedule
 * table's, and those outside the tables (`targets.ts`: one-time schedule targets, the missing-article
 * origin, the mail receivers), each in table order.
 */
export function deployedFunctions() {
  return [
    ...routes,
    ...eventRules.flatMap((rule) => rule.targets),
    ...schedules,
    ...targetFunctions,
    ...mailReceiverFunctions,
  ];
}

/**
 * Bundles and cold-imports every function.
 *
 * @param env - the environment shared by the functions (each gets its own subset and service name).
 * @returns one row per function: bundle bytes and median cold import (ms).
 */
export async function measureColdImports(env: Record<string, string>): Promise<BundleRow[]> {
  const rows: BundleRow[] = [];
  for (const entry of deployedFunctions()) {
    rows.push(await bundleAndColdImport(entry.handler, { ...env, ...environmentFor(entry, env) }));
  }
  return rows;
}

/** Placeholder values of every variable, as valid as the schemas ask. */
const PLACEHOLDERS: Record<EnvironmentName, string> = {
  POWERTOOLS_SERVICE_NAME: 'meridian-bench',
  LOG_LEVEL: 'ERROR',
  TABLE_NAME: 'meridian-bench',
  EVENT_BUS_NAME: 'meridian-bench',
  NOTIFY_TO: 'leads@meridian.test',
  NOTIFY_FROM: 'no-reply@meridian.test',
  SITE_URL: 'http://localhost:3000',
  WEBAUTHN_RP_ID: 'localhost',
  WEBAUTHN_RP_NAME: 'Meridian Advisory',
  WEBAUTHN_ORIGIN: 'http://localhost:3000',
  REPLY_DOMAIN: 'reply.localhost.test',
  SES_CONFIGURATION_SET: 'meridian-bench',
  VISITOR_EMAIL_HOURLY_CAP: '300',
  RATE_LIMIT_SCALE: '1',
  NEWSLETTER_EMAILS_PER_SECOND: '10',
  ORIGIN_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-2:111111111111:secret:meridian-origin-AbCdEf',
  PRIVACY_KEY_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-2:111111111111:secret:meridian-privacy-key-AbCdEf',
  LEAD_RETENTION_YEARS: '3',
  REMINDER_SCHEDULE_GROUP: 'meridian-reminders',
  REMINDER_TARGET_ARN: 'arn:aws:lambda:eu-west-2:111111111111:function:send-booking-reminder',
  REMINDER_ROLE_ARN: 'arn:aws:iam::111111111111:role/reminder-invoke',
  REMINDER_DLQ_ARN: 'arn:aws:sqs:eu-west-2:111111111111:reminder-dlq',
  ARTICLE_SCHEDULE_GROUP: 'meridian-article-publications',
  ARTICLE_PUBLISH_TARGET_ARN: 'arn:aws:lambda:eu-west-2:111111111111:function:publish-article',
  ARTICLE_PUBLISH_ROLE_ARN: 'arn:aws:iam::111111111111:role/article-publish-invoke',
  ARTICLE_PUBLISH_DLQ_ARN: 'arn:aws:sqs:eu-west-2:111111111111:article-publish-dlq',
  OUTREACH_STEP_SCHEDULE_GROUP: 'meridian-outreach-steps',
  OUTREACH_STEP_TARGET_ARN: 'arn:aws:lambda:eu-west-2:111111111111:function:run-sequence-step',
  OUTREACH_STEP_ROLE_ARN: 'arn:aws:iam::111111111111:role/outreach-step-invoke',
  OUTREACH_STEP_DLQ_ARN: 'arn:aws:sqs:eu-west-2:111111111111:outreach-step-dlq',
  SITE_BUCKET_NAME: 'meridian-bench-site',
  SITE_DISTRIBUTION_ID: 'E2BENCHDISTRIBUTION',
  SITE_RENDERER_MODULE: '/var/task/renderer/renderer.mjs',
  INBOUND_MAIL_BUCKET: 'meridian-bench-inbound-mail',
  INBOUND_MAIL_REGION: 'eu-west-1',
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    printBundles(await measureColdImports({ ...PLACEHOLDERS, AWS_REGION: 'eu-west-2' }));
  } finally {
    await cleanBundles();
  }
}
