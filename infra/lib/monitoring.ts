import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type IMetric, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { MeridianFunction } from './function';
import { deadLetterQueue } from './queues';

/** Props of {@link Monitoring}. */
export interface MonitoringProps {
  /** Operator address subscribed to the alarm topic (context `alarmEmail`). */
  alarmEmail: string;
}

/** Threshold of the API 429 alarm: answers per 5 minutes (a single locked-out login gives a few). */
export const API_THROTTLE_ALARM_THRESHOLD = 10;

/**
 * CloudWatch alarms sent to an SNS topic with the operator's email subscription. Alarms fire on:
 * any message visible in any dead-letter queue, any function error, any Lambda throttle in the
 * region, any API 5xx, {@link API_THROTTLE_ALARM_THRESHOLD} or more API 429 answers in 5 minutes,
 * and any SES bounce or complaint. Missing data counts as OK (quiet periods are normal).
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  private readonly action: SnsAction;
  /** The alarms created so far. */
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'Meridian alarms', enforceSSL: true });
    const undelivered = deadLetterQueue(this, 'AlarmEmailDlq', 'alarm notifications SNS could not deliver by email');
    this.topic.addSubscription(new EmailSubscription(props.alarmEmail, { deadLetterQueue: undelivered }));
    this.action = new SnsAction(this.topic);
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

  /** One alarm per queue: a message is visible (something failed for good and waits for a person). */
  alarmOnDeadLetters(queues: readonly Queue[]): void {
    for (const queue of queues) {
      this.alarm(
        `${queue.node.path.replaceAll('/', '')}Visible`,
        `Messages waiting in dead-letter queue ${queue.node.path}`,
        queue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: Duration.minutes(5) }),
        1,
      );
    }
  }

  /** One alarm per function: it reported an error. */
  alarmOnFunctionErrors(functions: readonly MeridianFunction[]): void {
    for (const fn of functions) {
      this.alarm(
        `${fn.node.path.replaceAll('/', '')}Errors`,
        `Errors in function ${fn.node.path}`,
        fn.fn.metricErrors({ statistic: 'Sum', period: Duration.minutes(5) }),
        1,
      );
    }
  }
}
