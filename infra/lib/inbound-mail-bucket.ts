import { INBOUND_MAIL_PREFIX, INBOUND_MAIL_RETENTION_DAYS } from '@meridian/shared/outreach/inbound-mail';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { type IReceiptRuleAction, ReceiptRule, ReceiptRuleSet, TlsPolicy } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';

/**
 * The pieces of SES receiving that the same-region `InboundMail` and the receiving region's
 * `ReplyReceivingStack` share (docs/deploy.md#receiving-replies): the inbound mail bucket, the
 * conditions that limit SES to this account's rule, and the rule set with its one rule.
 */

/** Name of the one receipt rule of the rule set. */
export const RECEIPT_RULE_NAME = 'outreach-replies';

/** The rule's ARN and the conditions that let SES act for it only (`aws:SourceAccount`, `aws:SourceArn`). */
export interface ReceiptRuleScope {
  ruleSetName: string;
  ruleArn: string;
  conditions: Record<string, Record<string, string>>;
}

/**
 * The receipt rule's ARN in the scope's stack region and the conditions naming it.
 *
 * @param scope - a construct of the stack where the rule set is made.
 * @param ruleSetName - the rule set's name, `<home stack name>-replies`.
 */
export function receiptRuleScope(scope: Construct, ruleSetName: string): ReceiptRuleScope {
  const stack = Stack.of(scope);
  const ruleArn = stack.formatArn({
    service: 'ses',
    resource: 'receipt-rule-set',
    resourceName: `${ruleSetName}:receipt-rule/${RECEIPT_RULE_NAME}`,
  });
  return {
    ruleSetName,
    ruleArn,
    conditions: { StringEquals: { 'aws:SourceAccount': stack.account }, ArnLike: { 'aws:SourceArn': ruleArn } },
  };
}

/**
 * The inbound mail bucket: encrypted (SSE-S3), public access blocked, TLS enforced, each raw message
 * expiring after {@link INBOUND_MAIL_RETENTION_DAYS} days, retained with the stack's data.
 *
 * @param bucketName - a fixed name (the receiving region's bucket, named so the home region can
 *   read it without a cross-region reference); default a generated one.
 */
export function inboundMailBucket(scope: Construct, id: string, bucketName?: string): Bucket {
  const bucket = new Bucket(scope, id, {
    ...(bucketName !== undefined ? { bucketName } : {}),
    encryption: BucketEncryption.S3_MANAGED,
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    lifecycleRules: [{ expiration: Duration.days(INBOUND_MAIL_RETENTION_DAYS) }],
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason: 'Raw replies are read once by the reply function and expire after a week; the function logs each one.',
  });
  return bucket;
}

/** Lets SES put objects under `inbound/` of the bucket, for the rule of `scope` only. */
export function allowSesToStore(bucket: Bucket, scope: ReceiptRuleScope): void {
  bucket.addToResourcePolicy(
    new PolicyStatement({
      actions: ['s3:PutObject'],
      principals: [new ServicePrincipal('ses.amazonaws.com')],
      resources: [bucket.arnForObjects(`${INBOUND_MAIL_PREFIX}*`)],
      conditions: scope.conditions,
    }),
  );
}

/**
 * The rule set with one rule for the reply domain's recipients: spam and virus scanning, TLS
 * required, then `actions`. The rule set must be made active once after the first deployment.
 *
 * @param dependencies - what SES checks its access to when the rule is created (policies, function).
 */
export function replyRuleSet(
  scope: Construct,
  props: { rule: ReceiptRuleScope; replyDomain: string; actions: IReceiptRuleAction[]; dependencies: Construct[] },
): ReceiptRuleSet {
  const ruleSet = new ReceiptRuleSet(scope, 'RuleSet', { receiptRuleSetName: props.rule.ruleSetName });
  const rule = new ReceiptRule(scope, 'Rule', {
    ruleSet,
    receiptRuleName: RECEIPT_RULE_NAME,
    recipients: [props.replyDomain],
    scanEnabled: true,
    tlsPolicy: TlsPolicy.REQUIRE,
    actions: props.actions,
  });
  for (const dependency of props.dependencies) rule.node.addDependency(dependency);
  return ruleSet;
}
