import { INBOUND_MAIL_PREFIX } from '@meridian/shared/outreach/inbound-mail';
import { ArnFormat, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { ReceiptRuleSet } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { allowSesToStore, inboundMailBucket, receiptRuleScope, replyRuleSet } from './inbound-mail-bucket';

/** Where SES receives the replies when the home region does not receive email (Europe (Ireland)). */
export const RECEIVING_REGION = 'eu-west-1';

/** The receiving region's resources as the home region sees them: fixed names, no cross-region reference. */
export interface ReplyReceivingNames {
  region: string;
  /** The rule set (and topic) name, `<home stack name>-replies`. */
  ruleSetName: string;
  bucketName: string;
  topicName: string;
  /** The queue of the notifications SNS could not deliver to the reply function. */
  undeliveredQueueName: string;
}

/**
 * The names of the receiving region's resources (docs/decisions/056-replies-received-in-ireland.md).
 *
 * @param homeStackName - the home region stack's name, e.g. `Meridian`.
 * @param account - the AWS account id (12 digits): bucket names are global.
 * @param region - the receiving region.
 */
export function replyReceivingNames(homeStackName: string, account: string, region: string): ReplyReceivingNames {
  const ruleSetName = `${homeStackName}-replies`;
  return {
    region,
    ruleSetName,
    bucketName: `${homeStackName.toLowerCase()}-replies-${account}-${region}`,
    topicName: ruleSetName,
    undeliveredQueueName: `${ruleSetName}-undelivered`,
  };
}

/**
 * An ARN of a resource of the receiving region (SNS topic, SQS queue: `arn:…:<service>:<region>:<account>:<name>`),
 * formatted in `scope`'s stack.
 */
export function receivingArn(scope: Construct, service: 'sns' | 'sqs', region: string, name: string): string {
  return Stack.of(scope).formatArn({ service, region, resource: name, arnFormat: ArnFormat.NO_RESOURCE_NAME });
}

/** Props of {@link ReplyReceivingStack}. */
export interface ReplyReceivingStackProps extends StackProps {
  names: ReplyReceivingNames;
  /** The domain whose mail SES receives, `reply.<sender domain>`. */
  replyDomain: string;
  /** Operator address of the alarm on undelivered notifications (context `alarmEmail`). */
  alarmEmail: string;
}

/**
 * SES receiving for outreach replies in a region that receives email, for a home region that does
 * not (docs/deploy.md#receiving-replies, docs/decisions/056-replies-received-in-ireland.md):
 * - the inbound mail bucket (as in the home region: SSE-S3, private, TLS only, 7-day expiry,
 *   retained), SES may put objects under `inbound/` for this account's rule only;
 * - an SNS topic encrypted with a customer managed KMS key (SES cannot use the AWS managed SNS
 *   key), TLS only; SES may publish to it and use the key for this account's rule only;
 * - the receipt rule set `<home stack>-replies` with one rule for the reply domain: scan, TLS
 *   required, one S3 action (`inbound/<message id>`) whose topic gets SES's "Received"
 *   notification once the object is stored. The home region's reply function subscribes to the
 *   topic (`InboundMail`);
 * - the subscription's dead-letter queue (SNS keeps what it could not deliver to the function) and
 *   an alarm on it, emailed to the operator from a small alarm topic of this region.
 * Nothing here depends on the home region, so this stack deploys first.
 */
export class ReplyReceivingStack extends Stack {
  readonly bucket: Bucket;
  readonly topic: Topic;
  readonly ruleSet: ReceiptRuleSet;
  readonly undelivered: Queue;
  /** The names the home region's reply function uses. */
  readonly names: ReplyReceivingNames;

  constructor(scope: Construct, id: string, props: ReplyReceivingStackProps) {
    super(scope, id, props);
    const { names } = props;
    this.names = names;
    const rule = receiptRuleScope(this, names.ruleSetName);
    const ses = new ServicePrincipal('ses.amazonaws.com');

    this.bucket = inboundMailBucket(this, 'Bucket', names.bucketName);
    allowSesToStore(this.bucket, rule);

    const key = new Key(this, 'TopicKey', {
      description: 'Meridian: encrypts the SES receipt notifications of outreach replies',
      enableKeyRotation: true,
    });
    key.addToResourcePolicy(
      new PolicyStatement({
        actions: ['kms:GenerateDataKey*', 'kms:Decrypt'],
        principals: [ses],
        resources: ['*'],
        conditions: rule.conditions,
      }),
    );
    this.topic = new Topic(this, 'Topic', { topicName: names.topicName, masterKey: key, enforceSSL: true });
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        principals: [ses],
        resources: [this.topic.topicArn],
        conditions: rule.conditions,
      }),
    );

    this.undelivered = this.deadLetterQueue(names.undeliveredQueueName);
    this.ruleSet = replyRuleSet(this, {
      rule,
      replyDomain: props.replyDomain,
      actions: [
        {
          bind: () => ({
            s3Action: {
              bucketName: this.bucket.bucketName,
              objectKeyPrefix: INBOUND_MAIL_PREFIX,
              topicArn: this.topic.topicArn,
            },
          }),
        },
      ],
      dependencies: [this.bucket.policy ?? this.bucket, this.topic, key],
    });
    this.alarmOnUndelivered(props.alarmEmail);
  }

  /** SNS's dead-letter queue of the reply function's subscription: SNS may send for this topic only. */
  private deadLetterQueue(queueName: string): Queue {
    const queue = new Queue(this, 'Undelivered', {
      queueName,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    queue.addToResourcePolicy(
      new PolicyStatement({
        actions: ['sqs:SendMessage'],
        principals: [new ServicePrincipal('sns.amazonaws.com')],
        resources: [queue.queueArn],
        conditions: { ArnEquals: { 'aws:SourceArn': this.topic.topicArn } },
      }),
    );
    const reason =
      'This queue is itself a dead-letter queue (of the SNS subscription of the reply function); an operator drains it after its alarm fires.';
    Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason });
    Validations.of(queue).acknowledge({ id: 'Serverless-SQSRedrivePolicy', reason });
    return queue;
  }

  /** One alarm: a notification is waiting in the dead-letter queue; emailed from this region's alarm topic. */
  private alarmOnUndelivered(alarmEmail: string): void {
    const topic = new Topic(this, 'AlarmTopic', { displayName: 'Meridian reply receiving alarms', enforceSSL: true });
    topic.addSubscription(new EmailSubscription(alarmEmail, { deadLetterQueue: this.undelivered }));
    const alarm = new Alarm(this, 'UndeliveredVisible', {
      alarmDescription:
        'Receipt notifications of outreach replies that SNS could not deliver to the reply function (docs/deploy.md#receiving-replies)',
      metric: this.undelivered.metricApproximateNumberOfMessagesVisible({
        statistic: 'Maximum',
        period: Duration.minutes(5),
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(topic));
  }
}
