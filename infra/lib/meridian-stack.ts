import type { AreaDefinition } from '@meridian/functions/topology';
import { DEFAULT_LEAD_RETENTION_YEARS } from '@meridian/shared/privacy/privacy-admin-api';
import { siteConfig } from '@meridian/shared/site-config';
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api, FAILED_LOGINS_ALARM_LIMIT } from './api';
import { AreaStack, areaStackId } from './area-stack';
import { ARTICLE_PUBLICATIONS } from './article-publishing';
import { BOOKING_REMINDERS } from './booking-reminders';
import { type MeridianConfig, replyDomainOf } from './config';
import { Data } from './data';
import { Email } from './email';
import { Events } from './events';
import type { FunctionResources } from './function';
import { BUSINESS_METRICS } from '@meridian/functions/lib/metric-names';
import { API_THROTTLE_ALARM_THRESHOLD, businessMetric, Monitoring } from './monitoring';
import { createScheduleGroup, scheduleGroupNameOf } from './one-time-schedules';
import { OUTREACH_STEPS } from './outreach-steps';
import { PrivacyKey } from './privacy';
import type { ReplyReceivingNames } from './reply-receiving-stack';
import { stackDeadLetterQueue } from './queues';
import { buildDigest, RENDERER_BUILD_DIR, RENDERER_MODULE_IN_LAMBDA } from './renderer-bundle';
import { SiteRendering } from './site-render';
import { Web } from './web';

/** The kinds of one-time schedule; each area whose `targets` name one deploys its target. */
const ONE_TIME_SCHEDULE_KINDS = [BOOKING_REMINDERS, ARTICLE_PUBLICATIONS, OUTREACH_STEPS] as const;

/** Props of {@link MeridianStack}. */
export interface MeridianStackProps extends StackProps {
  config: MeridianConfig;
  /** The built SPA directory (`web/dist`). */
  distDir: string;
  /** ARN of the CLOUDFRONT-scope web ACL from the us-east-1 edge stack. */
  webAclArn: string;
  /** The business areas (`functions/src/areas.ts`): one nested stack each. */
  areas: readonly AreaDefinition[];
  /** Where SES receives the replies when the home region does not (`ReplyReceivingStack`). */
  replyReceivedIn?: ReplyReceivingNames;
}

/**
 * The whole system in the home region. The stack itself is the stateful root: the table, the site
 * bucket and distribution, the secrets, the bus, the dead-letter queue, the schedule groups, email,
 * the HTTP API and monitoring, each with the logical id it always had
 * (infra/test/stateful-resources.test.ts). Each business area is a nested stack ({@link AreaStack})
 * with its functions, routes, rules and schedules; root values reach the areas as nested-stack
 * parameters (docs/decisions/033-a-nested-stack-per-business-area.md). Outputs the site URL and
 * the table name (needed by `npm run admin:password`).
 *
 * @throws {MissingHandlerError} when a route or rule names a handler file that does not exist
 * @throws {AreaDefinitionError} when an area cannot be built from its definition
 */
export class MeridianStack extends Stack {
  readonly data: Data;
  readonly email: Email;
  readonly events: Events;
  readonly api: Api;
  readonly web: Web;
  readonly monitoring: Monitoring;
  /** The areas' nested stacks, in the order of `functions/src/areas.ts`. */
  readonly areas: AreaStack[];

  constructor(scope: Construct, id: string, props: MeridianStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.data = new Data(this, 'Data');
    this.email = new Email(this, 'Email', { senderEmail: config.senderEmail });
    this.events = new Events(this, 'Events');
    this.api = new Api(this, 'Api');
    this.monitoring = new Monitoring(this, 'Monitoring', { alarmEmail: config.alarmEmail });
    const privacyKey = new PrivacyKey(this, 'PrivacyKey');
    for (const kind of ONE_TIME_SCHEDULE_KINDS) createScheduleGroup(this, kind);
    // The distribution needs only the API (not its routes): built before the areas, whose functions
    // read the site URL, bucket and distribution id.
    this.web = new Web(this, 'Web', {
      distDir: props.distDir,
      apiOriginDomainName: this.api.originDomainName,
      apiOriginHeaders: this.api.originCustomHeaders,
      analyticsEnabled: config.analyticsEnabled,
      webAclArn: props.webAclArn,
      ...(config.domainName !== undefined ? { domainName: config.domainName } : {}),
      ...(config.certificateArn !== undefined ? { certificateArn: config.certificateArn } : {}),
    });

    const resources: FunctionResources = {
      table: this.data.table,
      tableIndexNames: this.data.indexNames,
      bus: this.events.bus,
      senderIdentityArn: this.email.senderIdentityArn,
      configurationSetArn: this.email.configurationSetArn,
      environment: {
        TABLE_NAME: this.data.table.tableName,
        EVENT_BUS_NAME: this.events.bus.eventBusName,
        NOTIFY_TO: config.notificationRecipients.join(','),
        NOTIFY_FROM: config.senderEmail,
        SES_CONFIGURATION_SET: this.email.configurationSet.configurationSetName,
        SITE_URL: this.web.siteUrl,
        // Passkeys belong to the site's domain (docs/product/staff-accounts.md#passkeys).
        WEBAUTHN_RP_ID: this.web.siteDomain,
        WEBAUTHN_RP_NAME: siteConfig.brand,
        WEBAUTHN_ORIGIN: this.web.siteUrl,
        // Outreach replies (docs/product/outreach.md#replies): SES receives this domain's mail.
        REPLY_DOMAIN: replyDomainOf(config.senderEmail),
        // INBOUND_MAIL_BUCKET and INBOUND_MAIL_REGION: the outreach-replies area's (inbound-mail.ts sets them).
        // Every area that stops outreach sequences deletes their step schedules in this group.
        OUTREACH_STEP_SCHEDULE_GROUP: scheduleGroupNameOf(this, OUTREACH_STEPS),
        LOG_LEVEL: 'INFO',
        // Read at run time (functions/src/lib/secrets.ts): the ARN, never the value.
        PRIVACY_KEY_SECRET_ARN: privacyKey.secret.secretArn,
        // docs/product/privacy.md#retention: `-c leadRetentionYears=N` changes the review period.
        LEAD_RETENTION_YEARS: String(this.node.tryGetContext('leadRetentionYears') ?? DEFAULT_LEAD_RETENTION_YEARS),
        // The render function (docs/product/publishing.md#publishing) and its renderer bundle.
        SITE_BUCKET_NAME: this.web.bucket.bucketName,
        SITE_DISTRIBUTION_ID: this.web.distribution.distributionId,
        SITE_RENDERER_MODULE: RENDERER_MODULE_IN_LAMBDA,
        // docs/product/publishing.md#send: `-c newsletterEmailsPerSecond=N` once SES allows a higher rate.
        NEWSLETTER_EMAILS_PER_SECOND: String(this.node.tryGetContext('newsletterEmailsPerSecond') ?? 10),
        // docs/product/security.md#client-budgets: `-c rateLimitScale=N` multiplies the per-client budgets.
        RATE_LIMIT_SCALE: String(this.node.tryGetContext('rateLimitScale') ?? 1),
        // docs/product/security.md#visitor-email-cap: `-c visitorEmailHourlyCap=N`.
        VISITOR_EMAIL_HOURLY_CAP: String(this.node.tryGetContext('visitorEmailHourlyCap') ?? 300),
      },
    };

    this.areas = props.areas.map(
      (area) =>
        new AreaStack(this, areaStackId(area.name), {
          area,
          resources,
          api: { httpApi: this.api.httpApi, originEnvironment: this.api.originEnvironment },
          oneTimeScheduleKinds: ONE_TIME_SCHEDULE_KINDS,
          ...(props.replyReceivedIn !== undefined ? { replyReceivedIn: props.replyReceivedIn } : {}),
        }),
    );

    // The whole-site render after each deployment stays in the root: it runs after the pages
    // deployment, and the root reads the render function's name and ARN from the area's outputs.
    for (const renderer of this.areas
      .flatMap((area) => area.ruleTargets)
      .filter((t) => t.target.rendersSite === true)) {
      new SiteRendering(this, 'SiteRendering', {
        renderer: renderer.fn,
        bucket: this.web.bucket,
        distribution: this.web.distribution,
        deployment: this.web.pagesDeployment,
        buildId: buildDigest(props.distDir, RENDERER_BUILD_DIR),
      });
    }

    const m = this.monitoring;
    m.alarmOnDeadLetters([stackDeadLetterQueue(this)]);
    m.alarmOnFunctionErrors(this.areas.flatMap((area) => area.functions));
    m.alarm(
      'Api5xx',
      'The API answered with a 5xx status',
      this.api.httpApi.metricServerError({ statistic: 'Sum', period: Duration.minutes(5) }),
      1,
    );
    m.alarm(
      'Api429',
      'The API answered 429 (stage throttling or login throttling) repeatedly',
      this.api.throttledMetric,
      API_THROTTLE_ALARM_THRESHOLD,
    );
    m.alarm(
      'FailedLogins',
      `More than ${FAILED_LOGINS_ALARM_LIMIT} failed admin logins in 15 minutes across all clients (failing logins are being slowed)`,
      this.api.failedLoginsMetric,
      FAILED_LOGINS_ALARM_LIMIT + 1,
    );
    m.alarm(
      'VisitorEmailsHeldBack',
      'Visitor emails were held back: the hourly cap was reached (docs/product/security.md#visitor-email-cap)',
      businessMetric(BUSINESS_METRICS.visitorEmailsHeldBack, Duration.minutes(5)),
      1,
    );
    m.alarm(
      'OutreachStepScheduleFailures',
      'An outreach step schedule could not be put or deleted (docs/product/outreach.md#the-sequence)',
      businessMetric(BUSINESS_METRICS.outreachStepScheduleFailures, Duration.minutes(5)),
      1,
    );
    m.alarm('SesBounces', 'A notification email bounced', this.email.metric('Bounce'), 1);
    m.alarm('SesComplaints', 'A notification email was reported as spam', this.email.metric('Complaint'), 1);

    new CfnOutput(this, 'SiteUrl', { value: this.web.siteUrl, description: 'The website' });
    new CfnOutput(this, 'TableName', {
      value: this.data.table.tableName,
      description: 'DynamoDB table: TABLE_NAME=<this> npm run admin:password',
    });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.web.distribution.distributionDomainName,
      description: 'CloudFront domain (point the custom domain here with a CNAME or alias record)',
    });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn });
  }
}
