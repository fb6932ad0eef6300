import type { RouteDefinition } from '@meridian/functions/routes';
import type { EventRuleDefinition } from '@meridian/functions/rules';
import type { ScheduleDefinition } from '@meridian/functions/schedules';
import { CfnOutput, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api, FAILED_LOGINS_ALARM_LIMIT } from './api';
import type { MeridianConfig } from './config';
import { Data } from './data';
import { Email } from './email';
import { ArticlePublishing } from './article-publishing';
import { BookingReminders } from './booking-reminders';
import { Events } from './events';
import type { FunctionResources, MeridianFunction } from './function';
import { constructIdFor } from './paths';
import { Monitoring, API_THROTTLE_ALARM_THRESHOLD } from './monitoring';
import { PrivacyKey } from './privacy';
import { DEFAULT_LEAD_RETENTION_YEARS } from '@meridian/shared/privacy-admin-api';
import { Schedules } from './schedules';
import { buildDigest, RENDERER_BUILD_DIR, RENDERER_MODULE_IN_LAMBDA, SiteRendering } from './site-render';
import { Web } from './web';
import { Duration } from 'aws-cdk-lib';

/** Props of {@link MeridianStack}. */
export interface MeridianStackProps extends StackProps {
  config: MeridianConfig;
  /** The built SPA directory (`web/dist`). */
  distDir: string;
  /** ARN of the CLOUDFRONT-scope web ACL from the us-east-1 edge stack. */
  webAclArn: string;
  /** The route table (`functions/src/routes.ts`). */
  routes: readonly RouteDefinition[];
  /** The rule table (`functions/src/rules.ts`). */
  rules: readonly EventRuleDefinition[];
  /** The schedule table (`functions/src/schedules.ts`). */
  schedules: readonly ScheduleDefinition[];
}

/**
 * The whole system in the home region: data, email, events, API, web and monitoring, composed
 * from one construct per concern. Outputs the site URL and the table name (needed by
 * `npm run admin:password`).
 *
 * @throws {MissingHandlerError} when a route or rule names a handler file that does not exist
 */
export class MeridianStack extends Stack {
  readonly data: Data;
  readonly email: Email;
  readonly events: Events;
  readonly schedules: Schedules;
  readonly api: Api;
  readonly web: Web;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: MeridianStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.data = new Data(this, 'Data');
    this.email = new Email(this, 'Email', { senderEmail: config.senderEmail });
    this.events = new Events(this, 'Events');
    this.schedules = new Schedules(this, 'Schedules');
    this.api = new Api(this, 'Api');
    this.monitoring = new Monitoring(this, 'Monitoring', { alarmEmail: config.alarmEmail });

    // SITE_URL depends on the distribution, which is created after the functions' API; a lazy
    // value keeps the construct order simple (CloudFormation has no cycle: the distribution
    // references the API itself, not its routes or functions).
    let siteUrl: string | undefined;
    let web: Web | undefined;
    const ofWeb = (name: string, value: (built: Web) => string) =>
      Lazy.string({
        produce: () => {
          if (web === undefined) throw new Error(`${name} was read before the web construct existed.`);
          return value(web);
        },
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
        SITE_URL: Lazy.string({
          produce: () => {
            if (siteUrl === undefined) throw new Error('SITE_URL was read before the web construct existed.');
            return siteUrl;
          },
        }),
        LOG_LEVEL: 'INFO',
        PRIVACY_KEY: new PrivacyKey(this, 'PrivacyKey').value,
        // docs/product/privacy.md#retention: `-c leadRetentionYears=N` changes the review period.
        LEAD_RETENTION_YEARS: String(this.node.tryGetContext('leadRetentionYears') ?? DEFAULT_LEAD_RETENTION_YEARS),
        // The render function (docs/product/publishing.md#publishing) and its renderer bundle.
        SITE_BUCKET_NAME: ofWeb('SITE_BUCKET_NAME', (built) => built.bucket.bucketName),
        SITE_DISTRIBUTION_ID: ofWeb('SITE_DISTRIBUTION_ID', (built) => built.distribution.distributionId),
        SITE_RENDERER_MODULE: RENDERER_MODULE_IN_LAMBDA,
        // docs/product/publishing.md#send: `-c newsletterEmailsPerSecond=N` once SES allows a higher rate.
        NEWSLETTER_EMAILS_PER_SECOND: String(this.node.tryGetContext('newsletterEmailsPerSecond') ?? 10),
      },
    };

    // Consultation reminders (docs/product/booking.md#reminder): their function and schedule group
    // first, so that the consumers that keep the schedules get their names in the environment.
    const reminders = new BookingReminders(this, 'BookingReminders', resources);
    Object.assign(resources.environment, reminders.environment);
    // Scheduled article publications (docs/product/publishing.md#scheduling): likewise before the
    // admin routes that keep their schedules.
    const publications = new ArticlePublishing(this, 'ArticlePublishing', resources);
    Object.assign(resources.environment, publications.environment);
    this.api.addRoutes(props.routes, resources);
    for (const route of props.routes.filter((candidate) => candidate.schedulesArticles === true)) {
      const fn = this.api.functions.get(`${route.method} ${route.path}`);
      if (fn) publications.allowScheduling(fn);
    }
    this.events.addRules(props.rules, resources);
    for (const rule of props.rules) {
      for (const target of rule.targets.filter((candidate) => candidate.schedulesReminders === true)) {
        reminders.allowScheduling(
          this.events.node.findChild(rule.name).node.findChild(constructIdFor(target.handler)) as MeridianFunction,
        );
      }
    }
    this.schedules.addSchedules(props.schedules, resources);

    this.web = new Web(this, 'Web', {
      distDir: props.distDir,
      apiOriginDomainName: this.api.originDomainName,
      apiOriginHeaders: this.api.originCustomHeaders,
      analyticsEnabled: config.analyticsEnabled,
      webAclArn: props.webAclArn,
      ...(config.domainName !== undefined ? { domainName: config.domainName } : {}),
      ...(config.certificateArn !== undefined ? { certificateArn: config.certificateArn } : {}),
    });
    siteUrl = this.web.siteUrl;
    web = this.web;
    for (const rule of props.rules) {
      for (const target of rule.targets.filter((candidate) => candidate.rendersSite === true)) {
        new SiteRendering(this, 'SiteRendering', {
          renderer: this.events.node
            .findChild(rule.name)
            .node.findChild(constructIdFor(target.handler)) as MeridianFunction,
          bucket: this.web.bucket,
          distribution: this.web.distribution,
          deployment: this.web.pagesDeployment,
          buildId: buildDigest(props.distDir, RENDERER_BUILD_DIR),
        });
      }
    }

    const m = this.monitoring;
    m.alarmOnDeadLetters([
      ...this.events.deadLetterQueues,
      ...this.schedules.deadLetterQueues,
      ...reminders.deadLetterQueues,
      ...publications.deadLetterQueues,
    ]);
    m.alarmOnFunctionErrors([
      ...this.api.functions.values(),
      ...this.events.functions,
      ...this.schedules.functions,
      reminders.fn,
      publications.fn,
    ]);
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
