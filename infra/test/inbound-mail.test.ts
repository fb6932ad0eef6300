import { replyReceiver } from '@meridian/functions/outreach/replies-area';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FunctionResources } from '../lib/function';
import { InboundMail } from '../lib/inbound-mail';

/** One inbound mail construct in a stack of `region`, with the least the reply function needs. */
function inboundMailIn(region: string): { template: Template; stack: Stack } {
  const app = new App();
  const stack = new Stack(app, 'Replies', { env: { account: '111111111111', region } });
  const table = new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
  const resources: FunctionResources = {
    table,
    tableIndexNames: [],
    bus: new EventBus(stack, 'Bus'),
    senderIdentityArn: 'arn:aws:ses:eu-west-1:111111111111:identity/no-reply@meridian.test',
    configurationSetArn: 'arn:aws:ses:eu-west-1:111111111111:configuration-set/meridian',
    environment: {
      TABLE_NAME: 'meridian',
      NOTIFY_TO: 'leads@meridian.test',
      NOTIFY_FROM: 'no-reply@meridian.test',
      SITE_URL: 'https://www.meridian.test',
      REPLY_DOMAIN: 'reply.meridian.test',
      OUTREACH_STEP_SCHEDULE_GROUP: 'Meridian-outreach-steps',
      PRIVACY_KEY_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:111111111111:secret:key',
    },
  };
  new InboundMail(stack, 'InboundMail', { receiver: replyReceiver, resources });
  return { template: Template.fromStack(stack), stack };
}

describe('SES receiving for outreach replies (docs/deploy.md#receiving-replies)', () => {
  let template: Template;
  beforeAll(() => {
    template = inboundMailIn('eu-west-1').template;
  }, 120_000);

  it('keeps raw mail in an encrypted, private, TLS-only bucket that forgets it after 7 days', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 7, Status: 'Enabled' })] },
    });
    template.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
    const policy = JSON.stringify(template.findResources('AWS::S3::BucketPolicy'));
    expect(policy).toContain('aws:SecureTransport');
  });

  it('lets SES put objects under inbound/ only, for this account and this receipt rule', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 's3:PutObject',
            Principal: { Service: 'ses.amazonaws.com' },
            Condition: {
              StringEquals: { 'aws:SourceAccount': '111111111111' },
              ArnLike: { 'aws:SourceArn': Match.anyValue() },
            },
          }),
        ]),
      },
    });
    const policy = JSON.stringify(template.findResources('AWS::S3::BucketPolicy'));
    expect(policy).toContain('/inbound/*');
    expect(policy).toContain('receipt-rule-set/Replies-replies:receipt-rule/outreach-replies');
  });

  it('has one rule for the reply domain: scan, TLS, the S3 action, then the Lambda action (Event)', () => {
    template.resourceCountIs('AWS::SES::ReceiptRuleSet', 1);
    template.hasResourceProperties('AWS::SES::ReceiptRule', {
      Rule: {
        Name: 'outreach-replies',
        Recipients: ['reply.meridian.test'],
        ScanEnabled: true,
        TlsPolicy: 'Require',
        Enabled: true,
        Actions: [
          { S3Action: { BucketName: Match.anyValue(), ObjectKeyPrefix: 'inbound/' } },
          { LambdaAction: { FunctionArn: Match.anyValue(), InvocationType: 'Event' } },
        ],
      },
    });
  });

  it('lets SES invoke the reply function for this account and rule only', () => {
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'ses.amazonaws.com',
      SourceAccount: '111111111111',
      SourceArn: Match.anyValue(),
    });
  });

  it('retries the function and dead-letters what still fails, and lets it read inbound/ only', () => {
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: Match.anyValue(),
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('/inbound/*');
    expect(policies).toContain('dynamodb:LeadingKeys');
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          INBOUND_MAIL_BUCKET: Match.anyValue(),
          INBOUND_MAIL_REGION: 'eu-west-1',
          REPLY_DOMAIN: 'reply.meridian.test',
        }),
      },
    });
  });

  it('makes no receipt rule set in a region where SES does not receive', () => {
    const { template: london } = inboundMailIn('eu-west-2');
    london.resourceCountIs('AWS::SES::ReceiptRuleSet', 0);
    london.resourceCountIs('AWS::S3::Bucket', 1);
  }, 120_000);
});
