import { BUSINESS_METRICS, METRICS_NAMESPACE, METRICS_SERVICE } from '@meridian/functions/lib/metric-names';
import { Duration, Stack } from 'aws-cdk-lib';
import {
  MathExpression,
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  Metric,
  SingleValueWidget,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { MeridianFunction } from './function';
import { stackDeadLetterQueue } from './queues';

/** Props of {@link Monitoring}. */
export interface MonitoringProps {
  /** Operator address subscribed to the alarm topic (context `alarmEmail`). */
  alarmEmail: string;
}

/** Threshold of the API 429 alarm: answers per 5 minutes (a single locked-out login gives a few). */
export const API_THROTTLE_ALARM_THRESHOLD = 10;

/** Titles of the business metrics on the dashboard, by metric name. */
const BUSINESS_METRIC_TITLES: Record<(typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS], string> = {
  [BUSINESS_METRICS.leadsCaptured]: 'Leads captured',
  [BUSINESS_METRICS.firmEmailsSent]: 'Firm emails sent',
  [BUSINESS_METRICS.visitorEmailsSent]: 'Visitor emails sent',
  [BUSINESS_METRICS.visitorEmailsHeldBack]: 'Visitor emails held back (hourly cap)',
  [BUSINESS_METRICS.eventDeliveriesFailed]: 'Failed event deliveries',
  [BUSINESS_METRICS.loginFailures]: 'Login failures',
  [BUSINESS_METRICS.repliesCaptured]: 'Outreach replies captured',
  [BUSINESS_METRICS.repliesDropped]: 'Inbound messages dropped (reply domain)',
  [BUSINESS_METRICS.outreachStepScheduleFailures]: 'Outreach step schedules not put or deleted',
  [BUSINESS_METRICS.outreachStepsRun]: 'Outreach steps run',
};

/**
 * One business metric of the functions (Powertools Metrics EMF, `functions/src/lib/metrics.ts`):
 * namespace `Meridian`, dimension `service = meridian`, summed per `period`.
 *
 * @param metricName - one of `BUSINESS_METRICS`.
 * @param period - aggregation period (default one hour).
 */
export function businessMetric(metricName: string, period: Duration = Duration.hours(1)): Metric {
  return new Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: { service: METRICS_SERVICE },
    statistic: 'Sum',
    period,
    label: BUSINESS_METRIC_TITLES[metricName as keyof typeof BUSINESS_METRIC_TITLES] ?? metricName,
  });
}

/**
 * CloudWatch alarms sent to an SNS topic with the operator's email subscription. Alarms fire on:
 * any message visible in the dead-letter queue, any Lambda error or throttle in the region, any API 5xx, {@link API_THROTTLE_ALARM_THRESHOLD} or more API 429 answers in 5 minutes,
 * and any SES bounce or complaint. Missing data counts as OK (quiet periods are normal).
 *
 * The dashboard `<stack name>-operations` shows the business metrics (leads captured, firm and visitor emails
 * sent, failed event deliveries, login failures: totals of the last week and hourly graphs) above
 * the state of every alarm created here.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  private readonly action: SnsAction;
  /** The alarms created so far. */
  readonly alarms: Alarm[] = [];
  /** The operations dashboard: business metrics beside the alarms. */
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'Meridian alarms', enforceSSL: true });
    const undelivered = stackDeadLetterQueue(this);
    this.topic.addSubscription(new EmailSubscription(props.alarmEmail, { deadLetterQueue: undelivered }));
    this.action = new SnsAction(this.topic);
    this.dashboard = this.createDashboard();
    this.alarmOnDeadLetters([undelivered]);
    this.alarm(
      'LambdaThrottles',
      'A Lambda function of the region was throttled',
      new Metric({
        namespace: 'AWS/Lambda',
        metricName: 'Throttles',
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      1,
    );
  }

  /**
   * Adds an alarm (threshold: metric >= `threshold` in one period) notifying the topic.
   *
   * @param id - construct id, also the alarm's name suffix
   * @param description - what happened, shown in the notification
   * @param metric - the metric with its statistic and period
   * @param threshold - the value that fires the alarm
   */
  alarm(id: string, description: string, metric: IMetric, threshold: number): Alarm {
    const alarm = new Alarm(this, id, {
      alarmDescription: description,
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
    this.alarms.push(alarm);
    return alarm;
  }

  private createDashboard(): Dashboard {
    const names = Object.values(BUSINESS_METRICS);
    const dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `${Stack.of(this).stackName}-operations`,
      defaultInterval: Duration.days(7),
    });
    dashboard.addWidgets(
      new TextWidget({
        markdown:
          '# Meridian\nBusiness metrics from the functions (namespace `Meridian`, Powertools EMF) and the state of every alarm.',
        width: 24,
        height: 2,
      }),
    );
    dashboard.addWidgets(
      new SingleValueWidget({
        title: 'Totals over the dashboard period',
        metrics: names.map((name) => businessMetric(name, Duration.days(7))),
        setPeriodToTimeRange: true,
        width: 24,
        height: 4,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Leads, emails and replies per hour',
        left: [
          BUSINESS_METRICS.leadsCaptured,
          BUSINESS_METRICS.firmEmailsSent,
          BUSINESS_METRICS.visitorEmailsSent,
          BUSINESS_METRICS.repliesCaptured,
          BUSINESS_METRICS.outreachStepsRun,
        ].map((name) => businessMetric(name)),
        width: 12,
      }),
      new GraphWidget({
        title: 'Failures per hour',
        left: [
          BUSINESS_METRICS.eventDeliveriesFailed,
          BUSINESS_METRICS.loginFailures,
          BUSINESS_METRICS.visitorEmailsHeldBack,
          BUSINESS_METRICS.repliesDropped,
          BUSINESS_METRICS.outreachStepScheduleFailures,
        ].map((name) => businessMetric(name)),
        width: 12,
      }),
    );
    // The widget reads this list when the template is written, after every alarm has been added.
    dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 8 }));
    return dashboard;
  }

  private readonly alarmedQueues = new Set<Queue>();

  /**
   * One alarm per distinct queue (the stack has one, {@link stackDeadLetterQueue}; a queue passed
   * again is skipped): a message is visible, so something failed for good and waits for a person.
   */
  alarmOnDeadLetters(queues: readonly Queue[]): void {
    for (const queue of queues) {
      if (this.alarmedQueues.has(queue)) continue;
      this.alarmedQueues.add(queue);
      this.alarm(
        `${queue.node.path.replaceAll('/', '')}Visible`,
        `Messages waiting in dead-letter queue ${queue.node.path}`,
        queue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: Duration.minutes(5) }),
        1,
      );
    }
  }

  /**
   * Errors of the functions: one alarm on Lambda's region-wide `Errors` (one billed alarm metric
   * instead of one alarm per function, see the cost section of docs/deploy.md; like the throttle
   * alarm it also sees other functions of the account and region, so deploy into an account of its
   * own), and a dashboard graph with one line per function of the stack that names the one that
   * failed. The graph is one metric search (`SEARCH` of `AWS/Lambda` `Errors` by `FunctionName`
   * for function names with the stack name as a token, which CDK puts first in every function name), not one metric per function: a new function
   * appears by itself, and the dashboard stays within the free tier's 50 metrics per dashboard.
   *
   * @param functions - every function of the stack (at least one: the search needs their names).
   */
  alarmOnFunctionErrors(functions: readonly MeridianFunction[]): void {
    if (functions.length === 0) throw new Error('alarmOnFunctionErrors needs the functions of the stack');
    this.alarm(
      'LambdaErrors',
      'A Lambda function of the region reported an error (the dashboard graph "Function errors" names it)',
      new Metric({ namespace: 'AWS/Lambda', metricName: 'Errors', statistic: 'Sum', period: Duration.minutes(5) }),
      1,
    );
    const stackName = Stack.of(this).stackName;
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Function errors per 5 minutes',
        left: [
          new MathExpression({
            expression: `SEARCH('{AWS/Lambda,FunctionName} MetricName="Errors" FunctionName=${stackName}', 'Sum', 300)`,
            label: '',
            period: Duration.minutes(5),
            usingMetrics: {},
          }),
        ],
        width: 24,
        height: 8,
      }),
    );
  }
}
