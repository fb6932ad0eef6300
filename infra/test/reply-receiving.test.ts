import { rmSync } from 'node:fs';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../lib/app';
import { type CfnTemplate, resourcesOfType, templates } from './assembly';
import { cdkJsonContext, TEST_ACCOUNT, TEST_CONTEXT, testDistDir } from './fixtures';

/** Skips esbuild bundling (CDK's `aws:cdk:bundling-stacks` context) so these synths are fast. */
const NO_BUNDLING = { 'aws:cdk:bundling-stacks': [] };
const site = testDistDir();
afterAll(() => {
  if (site.fixture) rmSync(site.distDir, { recursive: true, force: true });
});

const BUCKET = `meridian-replies-${TEST_ACCOUNT}-eu-west-1`;
const TOPIC_ARN = `arn:aws:sns:eu-west-1:${TEST_ACCOUNT}:Meridian-replies`;
const RULE_ARN = `arn:aws:ses:eu-west-1:${TEST_ACCOUNT}:receipt-rule-set/Meridian-replies:receipt-rule/outreach-replies`;
const SES_CONDITIONS = { StringEquals: { 'aws:SourceAccount': TEST_ACCOUNT }, ArnLike: { 'aws:SourceArn': RULE_ARN } };

/** The outreach-replies area's nested stack template of the test synth. */
function repliesArea(): CfnTemplate {
  const found = templates().nestedJson.find((nested) => nested.logicalId.startsWith('OutreachRepliesAreaNestedStack'));
  if (found === undefined) throw new Error('no outreach-replies nested stack');
  return found.json;
}

/** The statements of every policy document of a resource type, flattened. */
function statementsOf(json: CfnTemplate, type: string): Record<string, unknown>[] {
  return resourcesOfType(json, type).flatMap(([, resource]) => {
    const document = (resource.Properties?.PolicyDocument ?? resource.Properties?.KeyPolicy) as
      | { Statement: Record<string, unknown>[] }
      | undefined;
    return document?.Statement ?? [];
  });
}

describe('receiving replies in eu-west-1 for a London home (docs/deploy.md#receiving-replies)', () => {
  it('keeps raw mail in a named, encrypted, private, TLS-only bucket there that SES writes for this rule only', () => {
    const receiving = Template.fromJSON(templates().receivingJson);
    receiving.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: {
        BucketName: BUCKET,
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        LifecycleConfiguration: { Rules: [{ ExpirationInDays: 7, Status: 'Enabled' }] },
      },
    });
    const statements = statementsOf(templates().receivingJson, 'AWS::S3::BucketPolicy');
    expect(JSON.stringify(statements)).toContain('aws:SecureTransport');
    const put = statements.find((statement) => statement.Action === 's3:PutObject');
    expect(put).toMatchObject({
      Effect: 'Allow',
      Principal: { Service: 'ses.amazonaws.com' },
      Condition: SES_CONDITIONS,
    });
    expect(JSON.stringify(put?.Resource)).toContain('/inbound/*');
  });

  it('has one rule for the reply domain: scan, TLS, one S3 action to inbound/ that notifies the encrypted topic', () => {
    const receiving = Template.fromJSON(templates().receivingJson);
    receiving.resourceCountIs('AWS::SES::ReceiptRuleSet', 1);
    receiving.hasResourceProperties('AWS::SES::ReceiptRuleSet', { RuleSetName: 'Meridian-replies' });
    const [[topicId]] = resourcesOfType(templates().receivingJson, 'AWS::SNS::Topic').filter(
      ([, topic]) => topic.Properties?.TopicName === 'Meridian-replies',
    ) as [[string, unknown]];
    receiving.hasResourceProperties('AWS::SES::ReceiptRule', {
      Rule: {
        Name: 'outreach-replies',
        Recipients: ['reply.example.com'],
        ScanEnabled: true,
        TlsPolicy: 'Require',
        Enabled: true,
        Actions: [
          {
            S3Action: {
              BucketName: { Ref: Match.anyValue() },
              ObjectKeyPrefix: 'inbound/',
              TopicArn: { Ref: topicId },
            },
          },
        ],
      },
    });
    receiving.hasResourceProperties('AWS::SNS::Topic', {
      TopicName: 'Meridian-replies',
      KmsMasterKeyId: Match.anyValue(),
    });
    receiving.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });

  it('lets SES publish to the topic and use its key for this account and rule only; TLS only', () => {
    const json = templates().receivingJson;
    const topicStatements = statementsOf(json, 'AWS::SNS::TopicPolicy');
    const sesStatements = topicStatements.filter((statement) => JSON.stringify(statement.Principal).includes('ses'));
    expect(sesStatements).toEqual([
      expect.objectContaining({ Effect: 'Allow', Action: 'sns:Publish', Condition: SES_CONDITIONS }),
    ]);
    expect(JSON.stringify(topicStatements)).toContain('aws:SecureTransport');
    const keyStatements = statementsOf(json, 'AWS::KMS::Key');
    expect(keyStatements.find((statement) => JSON.stringify(statement.Principal).includes('ses'))).toMatchObject({
      Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      Condition: SES_CONDITIONS,
    });
  });

  it('keeps what SNS cannot deliver in an encrypted queue there that only the topic may fill, alarmed by email', () => {
    const json = templates().receivingJson;
    const receiving = Template.fromJSON(json);
    receiving.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'Meridian-replies-undelivered',
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 1_209_600,
    });
    const send = statementsOf(json, 'AWS::SQS::QueuePolicy').find(
      (statement) => statement.Action === 'sqs:SendMessage' && JSON.stringify(statement.Principal).includes('sns'),
    );
    expect(send?.Condition).toEqual({ ArnEquals: { 'aws:SourceArn': { Ref: expect.any(String) } } });
    receiving.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
      AlarmActions: [{ Ref: Match.anyValue() }],
    });
    receiving.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
  });

  it('subscribes the London reply function to the topic, lets that topic invoke it, and makes no rule set in London', () => {
    const area = Template.fromJSON(repliesArea());
    area.resourceCountIs('AWS::SES::ReceiptRuleSet', 0);
    area.resourceCountIs('AWS::S3::Bucket', 0);
    area.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: TOPIC_ARN,
      Region: 'eu-west-1',
      RedrivePolicy: { deadLetterTargetArn: `arn:aws:sqs:eu-west-1:${TEST_ACCOUNT}:Meridian-replies-undelivered` },
    });
    area.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'sns.amazonaws.com',
      SourceArn: TOPIC_ARN,
    });
    expect(JSON.stringify(resourcesOfType(repliesArea(), 'AWS::Lambda::Permission'))).not.toContain(
      'ses.amazonaws.com',
    );
    area.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ INBOUND_MAIL_BUCKET: BUCKET, INBOUND_MAIL_REGION: 'eu-west-1' }),
      },
    });
    area.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
  });

  it("gives the reply function GetObject on the other region's inbound/* only, and no other S3 action", () => {
    const s3 = statementsOf(repliesArea(), 'AWS::IAM::Policy').filter((statement) =>
      [statement.Action].flat().some((action) => String(action).startsWith('s3:')),
    );
    expect(s3).toEqual([{ Effect: 'Allow', Action: 's3:GetObject', Resource: `arn:aws:s3:::${BUCKET}/inbound/*` }]);
  });

  it('deploys the receiving stack in eu-west-1 before the home stack', () => {
    const { app, main, replyReceiving } = buildApp({
      account: TEST_ACCOUNT,
      distDir: site.distDir,
      context: { ...cdkJsonContext(), ...TEST_CONTEXT, ...NO_BUNDLING },
    });
    expect(replyReceiving?.region).toBe('eu-west-1');
    expect(replyReceiving?.stackName).toBe('MeridianReplyReceiving');
    expect(main.dependencies).toContain(replyReceiving);
    expect(app.node.tryFindChild('MeridianReplyReceiving')).toBeDefined();
  });
});

describe('a home region that receives email', () => {
  it('makes no receiving stack for an eu-west-1 home: the rule set stays beside the function, passing cdk-nag', () => {
    const { app, main, replyReceiving } = buildApp({
      account: TEST_ACCOUNT,
      distDir: site.distDir,
      homeRegion: 'eu-west-1',
      context: { ...cdkJsonContext(), ...TEST_CONTEXT, ...NO_BUNDLING },
    });
    expect(replyReceiving).toBeUndefined();
    expect(app.node.tryFindChild('MeridianReplyReceiving')).toBeUndefined();
    expect(() => app.synth()).not.toThrow();
    const area = main.areas.find((stack) => stack.area.name === 'outreach-replies');
    if (area === undefined) throw new Error('no outreach-replies area');
    const template = Template.fromStack(area);
    template.resourceCountIs('AWS::SES::ReceiptRuleSet', 1);
    template.resourceCountIs('AWS::SNS::Subscription', 0);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ INBOUND_MAIL_REGION: 'eu-west-1' }) },
    });
  }, 120_000);

  it('makes none either when the deployer says London receives (-c sesReceiving=true)', () => {
    const { replyReceiving } = buildApp({
      account: TEST_ACCOUNT,
      distDir: site.distDir,
      context: { ...cdkJsonContext(), ...TEST_CONTEXT, ...NO_BUNDLING, sesReceiving: 'true' },
    });
    expect(replyReceiving).toBeUndefined();
  });
});
