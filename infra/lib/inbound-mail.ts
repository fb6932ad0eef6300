import type { MailReceiverDefinition } from '@meridian/functions/topology';
import { INBOUND_MAIL_PREFIX } from '@meridian/shared/outreach/inbound-mail';
import { Annotations, type CfnResource, Stack, Token, Validations } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { ReceiptRuleSet } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ASYNC_MAX_EVENT_AGE, ASYNC_RETRY_ATTEMPTS } from './events';
import { type FunctionResources, MeridianFunction } from './function';
import { allowSesToStore, inboundMailBucket, receiptRuleScope, replyRuleSet } from './inbound-mail-bucket';
import { constructIdFor } from './paths';
import { stackDeadLetterQueue } from './queues';
import { type ReplyReceivingNames, receivingArn } from './reply-receiving-stack';

/**
 * Regions where SES receives email (docs/deploy.md#receiving-replies; the AWS General Reference's
 * "Email receiving endpoints"). Elsewhere the receipt rule set cannot be made: the app receives in
 * `eu-west-1` instead (`ReplyReceivingStack`), or deploy with `-c sesReceiving=true` once AWS lists
 * the region.
 */
export const SES_RECEIVING_REGIONS: readonly string[] = ['us-east-1', 'us-west-2', 'eu-west-1'];

/**
 * Whether the deployment says the home region receives email although it is not in
 * {@link SES_RECEIVING_REGIONS} (context `sesReceiving=true`).
 */
export function sesReceivingForced(scope: Construct): boolean {
  const value = scope.node.tryGetContext('sesReceiving');
  return value === 'true' || value === true;
}

/** Props of {@link InboundMail}. */
export interface InboundMailProps {
  /** The mail receiver entry (`functions/src/outreach/replies-area.ts`). */
  receiver: MailReceiverDefinition;
  /** What the function may use; `environment.REPLY_DOMAIN` is the domain whose mail SES receives. */
  resources: FunctionResources;
  /** Build the receipt rule set although the region is not in {@link SES_RECEIVING_REGIONS}. */
  forceReceiving?: boolean;
  /**
   * SES receives in another region (`ReplyReceivingStack`): the function reads that region's bucket
   * and subscribes to its topic; nothing of SES receiving is made here.
   */
  receivedIn?: ReplyReceivingNames;
}

/**
 * SES receiving for outreach replies (docs/product/outreach.md#replies, docs/deploy.md#receiving-replies):
 * the reply function, its failed asynchronous invocations (after Lambda's retries) sent to the
 * stack's dead-letter queue, which the root alarms on, reading raw messages under `inbound/` of the
 * inbound mail bucket only. Then either
 * - `receivedIn` (the home region receives no email): the function subscribes to the receiving
 *   region's topic (SNS may invoke it for that topic only; what SNS cannot deliver goes to that
 *   region's dead-letter queue) and reads that region's bucket (`INBOUND_MAIL_REGION`); or
 * - in a region where SES receives: the inbound mail bucket here (`inboundMailBucket`) and a receipt
 *   rule set with one rule for the reply domain's recipients: spam and virus scanning, TLS required,
 *   first the S3 action (`inbound/<message id>`), then the Lambda action (`Event`); SES may put
 *   objects and invoke the function for this account's rule only. The rule set must be made active
 *   once after the first deployment (docs/deploy.md);
 * - elsewhere: the bucket and the function, no rule set, and a synth warning.
 *
 * @throws {MissingHandlerError} when the receiver's handler file does not exist
 */
export class InboundMail extends Construct {
  /** The bucket of this stack; absent when SES receives in another region. */
  readonly bucket?: Bucket;
  readonly fn: MeridianFunction;
  /** Absent where SES does not receive email here. */
  readonly ruleSet?: ReceiptRuleSet;

  constructor(scope: Construct, id: string, props: InboundMailProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const replyDomain = props.resources.environment.REPLY_DOMAIN;
    if (replyDomain === undefined) throw new Error('InboundMail needs REPLY_DOMAIN in the function environment.');
    const remote = props.receivedIn;
    if (remote === undefined) this.bucket = inboundMailBucket(this, 'Bucket');
    const bucketName = remote?.bucketName ?? this.bucket?.bucketName ?? '';
    const objectsArn = remote
      ? `arn:${stack.partition}:s3:::${remote.bucketName}/${INBOUND_MAIL_PREFIX}*`
      : (this.bucket?.arnForObjects(`${INBOUND_MAIL_PREFIX}*`) ?? '');

    this.fn = new MeridianFunction(this, constructIdFor(props.receiver.handler), {
      ...props.receiver,
      owner: remote ? 'the receiving region topic' : 'the reply domain receipt rule',
      resources: {
        ...props.resources,
        environment: {
          ...props.resources.environment,
          INBOUND_MAIL_BUCKET: bucketName,
          INBOUND_MAIL_REGION: remote?.region ?? stack.region,
        },
      },
    });
    // GetObject on the raw messages only (not grantRead's GetBucket*/List*).
    this.fn.fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [objectsArn] }));
    // cdk-nag names the resource as written: the ARN itself (partition literal) or the bucket's Arn.
    const resource = this.bucket
      ? `<${stack.resolve((this.bucket.node.defaultChild as CfnResource).logicalId) as string}.Arn>/${INBOUND_MAIL_PREFIX}*`
      : String(stack.resolve(objectsArn));
    Validations.of(this.fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${resource}]`,
      reason:
        'The reply function reads the raw message of each received reply, one object per SES message id under inbound/ (docs/product/outreach.md#replies): the ids are known only when mail arrives.',
    });
    this.fn.fn.configureAsyncInvoke({
      onFailure: new SqsDestination(stackDeadLetterQueue(this)),
      retryAttempts: ASYNC_RETRY_ATTEMPTS,
      maxEventAge: ASYNC_MAX_EVENT_AGE,
    });
    Validations.of(this.fn.fn).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        'Failed asynchronous invocations go to the encrypted SQS on-failure destination configured above (it records the error too); a DeadLetterConfig queue would duplicate it.',
    });

    if (remote) {
      this.subscribe(remote);
      return;
    }
    const receives =
      props.forceReceiving === true || Token.isUnresolved(stack.region) || SES_RECEIVING_REGIONS.includes(stack.region);
    if (!receives || this.bucket === undefined) {
      Annotations.of(this).addWarningV2(
        'meridian:ses-receiving-region',
        `SES does not receive email in ${stack.region}: no receipt rule set is made (docs/deploy.md#receiving-replies).`,
      );
      return;
    }
    this.ruleSet = this.receiveHere(this.bucket, replyDomain);
  }

  /** The function subscribed to the receiving region's topic, with SNS's dead-letter queue there. */
  private subscribe(remote: ReplyReceivingNames): void {
    const topic = Topic.fromTopicArn(this, 'ReceivedTopic', receivingArn(this, 'sns', remote.region, remote.topicName));
    const undelivered = Queue.fromQueueArn(
      this,
      'ReceivedUndelivered',
      receivingArn(this, 'sqs', remote.region, remote.undeliveredQueueName),
    );
    topic.addSubscription(new LambdaSubscription(this.fn.fn, { deadLetterQueue: undelivered }));
  }

  /** The receipt rule set of this region: S3 action, then Lambda action. */
  private receiveHere(bucket: Bucket, replyDomain: string): ReceiptRuleSet {
    const stack = Stack.of(this);
    const rule = receiptRuleScope(this, `${stack.stackName}-replies`);
    allowSesToStore(bucket, rule);
    this.fn.fn.addPermission('SesInvoke', {
      principal: new ServicePrincipal('ses.amazonaws.com'),
      action: 'lambda:InvokeFunction',
      sourceAccount: stack.account,
      sourceArn: rule.ruleArn,
    });
    return replyRuleSet(this, {
      rule,
      replyDomain,
      actions: [
        { bind: () => ({ s3Action: { bucketName: bucket.bucketName, objectKeyPrefix: INBOUND_MAIL_PREFIX } }) },
        { bind: () => ({ lambdaAction: { functionArn: this.fn.fn.functionArn, invocationType: 'Event' } }) },
      ],
      dependencies: [bucket.policy ?? bucket, this.fn.fn],
    });
  }
}
