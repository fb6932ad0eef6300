/**
 * The services of the local stack, in start order (stopped in reverse): the emulators, the
 * stand-ins and, last, the runner, the front door. Adding a stand-in is one entry here: its port,
 * the endpoint variables that point the functions at it, and how it starts and stops. (A port
 * people can choose also needs its option in `LocalStackOptions`; without a `port` setting the
 * service gets a free port on every start.)
 */
import { mailboxFile, restoreCapturedMail, saveCapturedMail } from './ses-mailbox';
import { join } from 'node:path';
import { siteConfig } from '@meridian/shared/site-config';
import {
  type DynamoDbLocalHandle,
  LOCAL_AWS,
  type SesEmulatorHandle,
  startDynamoDbLocal,
  startSesEmulator,
} from './emulators';
import type { LocalService } from './local-service';
import { type OneTimeScheduler, startOneTimeScheduler } from './one-time-schedules';
import { EVENTBRIDGE_PATH, type Runner, SECRETS_MANAGER_PATH, startRunner } from './runner';
import { type SiteBucketStandIn, startSiteBucket } from './site-bucket';
import {
  LOCAL_EVENT_BUS_NAME,
  LOCAL_INBOUND_MAIL_BUCKET,
  LOCAL_ORIGIN_SECRET,
  LOCAL_SITE_BUCKET,
  localSecretValues,
} from './stack-environment';
import { mailReceiverFunctions } from '@meridian/functions/targets';
import { createHandlerLoader } from './handler-modules';
import { type ReplySmtp, startReplySmtp } from './reply-smtp';
import { REPO_ROOT } from './runner';
import { localPrivacyKey } from './privacy-key';

const localUrl = (port: number): string => `http://127.0.0.1:${port}`;

/** AWS's DynamoDB emulator (Java), its database file in `<dataDir>/dynamodb`. */
const dynamoDbLocal = {
  name: 'DynamoDB Local',
  port: { option: 'dynamodbPort', envName: 'DYNAMODB_PORT', fallback: 8000 },
  environment: (port) => ({ DYNAMODB_ENDPOINT: localUrl(port) }),
  start: (port, config) =>
    startDynamoDbLocal({ port, dataDir: join(config.dataDir, 'dynamodb'), portEnvName: 'DYNAMODB_PORT' }),
  stop: (dynamodb) => dynamodb.stop(),
} satisfies LocalService<DynamoDbLocalHandle>;

/** The SES emulator: captures the emails the functions send; its viewer is the mail viewer, kept across restarts. */
const sesEmulator = {
  name: 'SES emulator',
  port: { option: 'sesPort', envName: 'SES_PORT', fallback: 8005 },
  environment: (port) => ({ SES_ENDPOINT: localUrl(port) }),
  start: async (port, config) => {
    // The viewer keeps the mail of earlier starts on this data folder (ses-mailbox.ts).
    const ses = await startSesEmulator({ port, portEnvName: 'SES_PORT' });
    restoreCapturedMail(mailboxFile(config.dataDir));
    return { ...ses, stop: () => saveCapturedMail(mailboxFile(config.dataDir)).finally(() => ses.stop()) };
  },
  stop: (ses) => ses.stop(),
} satisfies LocalService<SesEmulatorHandle>;

/** The one-time schedules of EventBridge Scheduler (consultation reminders, scheduled publications). */
const oneTimeScheduler = {
  name: 'one-time schedule stand-in',
  environment: (port) => ({ SCHEDULER_ENDPOINT: localUrl(port) }),
  start: (port, config) => startOneTimeScheduler({ port, logger: config.logger }),
  stop: (scheduler) => scheduler.close(),
} satisfies LocalService<OneTimeScheduler>;

/** The site bucket and CloudFront's invalidations: the render function writes `<dataDir>/site`. */
const siteBucket = {
  name: 'site bucket stand-in',
  environment: (port) => ({ S3_ENDPOINT: localUrl(port), CLOUDFRONT_ENDPOINT: localUrl(port) }),
  start: (port, config) =>
    startSiteBucket({
      port,
      bucket: LOCAL_SITE_BUCKET,
      siteDir: config.siteDir,
      otherBuckets: { [LOCAL_INBOUND_MAIL_BUCKET]: config.inboundMailDir },
      logger: config.logger,
    }),
  stop: (bucket) => bucket.close(),
} satisfies LocalService<SiteBucketStandIn>;

/**
 * The runner: the site, `/api`, the local EventBridge endpoint (its deliveries kept in
 * `<dataDir>/event-bus`) and the recurring schedules. Stopped first, it drains the bus while the
 * emulators still run.
 */
const runner = {
  name: 'local runner',
  port: { option: 'port', envName: 'PORT', fallback: 3000 },
  environment: (port) => ({
    EVENTBRIDGE_ENDPOINT: `${localUrl(port)}${EVENTBRIDGE_PATH}`,
    SECRETSMANAGER_ENDPOINT: `${localUrl(port)}${SECRETS_MANAGER_PATH}`,
  }),
  start: (port, config) =>
    startRunner({
      port,
      originSecret: LOCAL_ORIGIN_SECRET,
      secrets: localSecretValues(localPrivacyKey(config.dataDir)),
      eventBusName: LOCAL_EVENT_BUS_NAME,
      region: LOCAL_AWS.region,
      siteDir: config.siteDir,
      eventBusDir: config.eventBusDir,
      drainTimeoutMs: config.drainTimeoutMs,
      ...(config.recurringSchedules ? { recurringSchedules: {} } : {}),
      securityHeaderOptions: { analyticsEnabled: siteConfig.analytics.measurementId !== null },
      logger: config.logger,
    }),
  stop: (running) => running.close(),
} satisfies LocalService<Runner>;

/**
 * The reply domain's SMTP server (SES receiving has no emulator): stores each reply in the inbound
 * mail bucket and invokes the mail receivers as SES would. Started after the runner, whose Secrets
 * Manager stand-in the reply function reads the privacy key from; stopped first.
 */
const replySmtp = {
  name: 'reply SMTP server',
  port: { option: 'smtpPort', envName: 'SMTP_PORT', fallback: 2525 },
  start: (port, config) =>
    startReplySmtp({
      port,
      replyDomain: process.env.REPLY_DOMAIN || 'reply.localhost.test',
      inboundDir: config.inboundMailDir,
      receivers: mailReceiverFunctions,
      loadHandler: createHandlerLoader(join(REPO_ROOT, 'functions', 'src')),
      region: LOCAL_AWS.region,
      logger: config.logger,
    }),
  stop: (smtp) => smtp.close(),
} satisfies LocalService<ReplySmtp>;

/** The services of `npm start`, by key, in start order. */
export const LOCAL_SERVICES = {
  dynamodb: dynamoDbLocal,
  ses: sesEmulator,
  oneTimeScheduler,
  siteBucket,
  runner,
  replySmtp,
};
