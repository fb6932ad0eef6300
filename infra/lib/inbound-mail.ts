import type { MailReceiverDefinition } from '@meridian/functions/topology';
import { INBOUND_MAIL_PREFIX, INBOUND_MAIL_RETENTION_DAYS } from '@meridian/shared/outreach/inbound-mail';
import { Annotations, type CfnResource, Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { ReceiptRule, ReceiptRuleSet, TlsPolicy } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { ASYNC_MAX_EVENT_AGE, ASYNC_RETRY_ATTEMPTS } from './events';
import { type FunctionResources, MeridianFunction } from './function';
import { constructIdFor } from './paths';
import { stackDeadLetterQueue } from './queues';

/**
 * Regions where SES receives email (docs/deploy.md#receiving-replies; the AWS General Reference's
 * "Email receiving endpoints"). Elsewhere the receipt rule set cannot be made: deploy with
 * `-c sesReceiving=true` once AWS lists the region.
 */
export const SES_RECEIVING_REGIONS: readonly string[] = ['us-east-1', 'us-west-2', 'eu-west-1'];

/** Props of {@link InboundMail}. */
export interface InboundMailProps {
  /** The mail receiver entry (`functions/src/outreach/replies-area.ts`). */
  receiver: MailReceiverDefinition;
  /** What the function may use; `environment.REPLY_DOMAIN` is the domain whose mail SES receives. */
  resources: FunctionResources;
  /** Build the receipt rule set although the region is not in {@link SES_RECEIVING_REGIONS}. */
  forceReceiving?: boolean;
}

/**
 * SES receiving for outreach replies (docs/product/outreach.md#replies, docs/deploy.md#receiving-replies):
 * - the inbound mail bucket: encrypted (SSE-S3), public access blocked, TLS enforced, each raw
 *   message expiring after {@link INBOUND_MAIL_RETENTION_DAYS} days, retained with the stack's data;
 *   its policy lets SES put objects under `inbound/` only, for this account's receipt rule;
 * - the reply function, reading those objects only, its failed asynchronous invocations (after
 *   Lambda's retries) sent to the stack's dead-letter queue, which the root alarms on;
 * - a receipt rule set with one rule for the reply domain's recipients: spam and virus scanning,
 *   TLS required, first the S3 action (`inbound/<message id>`), then the Lambda action (`Event`);
 *   SES may invoke the function for this account's rule only. The rule set must be made active
 *   once after the first deployment (docs/deploy.md).
 *
 * @throws {MissingHandlerError} when the receiver's handler file does not exist
 */
export class InboundMail extends Construct {
  readonly bucket: Bucket;
  readonly fn: MeridianFunction;
  /** Absent where SES does not receive email. */
  readonly ruleSet?: ReceiptRuleSet;

  constructor(scope: Construct, id: string, props: InboundMailProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const replyDomain = props.resources.environment.REPLY_DOMAIN;
    if (replyDomain === undefined) throw new Error('InboundMail needs REPLY_DOMAIN in the function environment.');

    this.bucket = new Bucket(this, 'Bucket', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      lifecycleRules: [{ expiration: Duration.days(INBOUND_MAIL_RETENTION_DAYS) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'Raw replies are read once by the reply function and expire after a week; the function logs each one.',
    });

    const ruleSetName = `${stack.stackName}-replies`;
    const ruleName = 'outreach-replies';
    const ruleArn = stack.formatArn({
      service: 'ses',
      resource: 'receipt-rule-set',
      resourceName: `${ruleSetName}:receipt-rule/${ruleName}`,
    });
    const sesConditions = {
      StringEquals: { 'aws:SourceAccount': stack.account },
      ArnLike: { 'aws:SourceArn': ruleArn },
    };

    this.fn = new MeridianFunction(this, constructIdFor(props.receiver.handler), {
      ...props.receiver,
      owner: 'the reply domain receipt rule',
      resources: {
        ...props.resources,
        environment: {
          ...props.resources.environment,
          INBOUND_MAIL_BUCKET: this.bucket.bucketName,
          INBOUND_MAIL_REGION: stack.region,
        },
      },
    });
    // GetObject on the raw messages only (not grantRead's GetBucket*/List*).
    this.fn.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects(`${INBOUND_MAIL_PREFIX}*`)],
      }),
    );
    const bucketArn = `${stack.resolve((this.bucket.node.defaultChild as CfnResource).logicalId) as string}.Arn`;
    Validations.of(this.fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketArn}>/${INBOUND_MAIL_PREFIX}*]`,
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

    const receives =
      props.forceReceiving === true || Token.isUnresolved(stack.region) || SES_RECEIVING_REGIONS.includes(stack.region);
    if (!receives) {
      Annotations.of(this).addWarningV2(
        'meridian:ses-receiving-region',
        `SES does not receive email in ${stack.region}: no receipt rule set is made (docs/deploy.md#receiving-replies).`,
      );
      return;
    }

    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        actions: ['s3:PutObject'],
        principals: [new ServicePrincipal('ses.amazonaws.com')],
        resources: [this.bucket.arnForObjects(`${INBOUND_MAIL_PREFIX}*`)],
        conditions: sesConditions,
      }),
    );
    this.fn.fn.addPermission('SesInvoke', {
      principal: new ServicePrincipal('ses.amazonaws.com'),
      action: 'lambda:InvokeFunction',
      sourceAccount: stack.account,
      sourceArn: ruleArn,
    });

    this.ruleSet = new ReceiptRuleSet(this, 'RuleSet', { receiptRuleSetName: ruleSetName });
    const rule = new ReceiptRule(this, 'Rule', {
      ruleSet: this.ruleSet,
      receiptRuleName: ruleName,
      recipients: [replyDomain],
      scanEnabled: true,
      tlsPolicy: TlsPolicy.REQUIRE,
      actions: [
        { bind: () => ({ s3Action: { bucketName: this.bucket.bucketName, objectKeyPrefix: INBOUND_MAIL_PREFIX } }) },
        { bind: () => ({ lambdaAction: { functionArn: this.fn.fn.functionArn, invocationType: 'Event' } }) },
      ],
    });
    // SES checks its access to the bucket and the function when the rule is created.
    rule.node.addDependency(this.bucket.policy ?? this.bucket);
    rule.node.addDependency(this.fn.fn);
  }
}
