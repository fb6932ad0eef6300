import { describe, expect, it } from 'vitest';
import { templates } from './assembly';

/**
 * The resources that hold data or state outside CloudFormation, pinned by logical id in the root
 * template (`Meridian`): a changed logical id or a move into another template makes CloudFormation
 * create a new resource and drop the old one (docs/decisions/033-a-nested-stack-per-business-area.md).
 * Named resources are pinned too: moving one fails the deploy with "already exists".
 */
const PINNED = [
  {
    type: 'AWS::DynamoDB::Table',
    id: 'DataTableFDBAD0F2',
    retained: true,
    holds: 'every lead, booking, article, subscriber',
  },
  {
    type: 'AWS::S3::Bucket',
    id: 'WebSiteBucket1E6F6F45',
    retained: true,
    holds: 'the site and the rendered article pages',
  },
  {
    type: 'AWS::SecretsManager::Secret',
    id: 'PrivacyKeySecret0CF5B169',
    retained: false,
    holds: 'the key of every keyed hash',
  },
  { type: 'AWS::SecretsManager::Secret', id: 'ApiOriginSecretBC5DA8DF', retained: false, holds: 'the origin secret' },
  { type: 'AWS::Events::EventBus', id: 'EventsBus45DE4339', retained: false, holds: 'the bus the rules listen on' },
  { type: 'AWS::SQS::Queue', id: 'DeadLettersBBF8BAAB', retained: false, holds: 'failed events waiting for a person' },
  {
    type: 'AWS::CloudFront::Distribution',
    id: 'WebDistributionCF3E234B',
    retained: false,
    holds: 'the domain and its DNS target',
  },
  {
    type: 'AWS::Scheduler::ScheduleGroup',
    id: 'BookingRemindersGroup3E3FE39D',
    retained: true,
    holds: 'pending reminders (named)',
  },
  {
    type: 'AWS::Scheduler::ScheduleGroup',
    id: 'ArticlePublishingGroup8176B3CB',
    retained: true,
    holds: 'pending publications (named)',
  },
  {
    type: 'AWS::Scheduler::ScheduleGroup',
    id: 'OutreachStepsGroup1DFE436E',
    retained: true,
    holds: 'pending outreach steps (named)',
  },
  { type: 'AWS::SNS::Topic', id: 'MonitoringAlarmTopicAF62D4F1', retained: false, holds: 'the alarm topic' },
  {
    type: 'AWS::SNS::Subscription',
    id: 'MonitoringAlarmTopicopsexamplecomF2F02329',
    retained: false,
    holds: 'a confirmed subscription',
  },
  {
    type: 'AWS::CloudWatch::Dashboard',
    id: 'MonitoringDashboard0C3675C6',
    retained: false,
    holds: 'the dashboard (named)',
  },
  { type: 'AWS::SES::EmailIdentity', id: 'EmailSender09A0BF4D', retained: false, holds: 'a verified sender' },
  {
    type: 'AWS::SES::ConfigurationSet',
    id: 'EmailConfigurationSet6A762543',
    retained: false,
    holds: 'the reputation metrics',
  },
  { type: 'AWS::Logs::LogGroup', id: 'ApiAccessLogs50B185DB', retained: true, holds: 'the API access logs' },
  {
    type: 'AWS::Logs::LogGroup',
    id: 'WebMissingArticlePagesLogsD8B0C30E',
    retained: true,
    holds: 'the not-found origin logs',
  },
  {
    type: 'AWS::Logs::LogGroup',
    id: 'CustomCDKBucketDeployment8693BB64968944B69AAFB0CC9EB8756C512MiBLogGroup4F3F55A8',
    retained: true,
    holds: 'the site deployment logs (named)',
  },
  {
    type: 'AWS::Logs::LogGroup',
    id: 'AWS679f53fac002430cb0da5b7982bd2287LogGroup449FB7C2',
    retained: true,
    holds: 'the render-after-deploy provider logs (named)',
  },
] as const;

describe('stateful resources of the root stack (an update never replaces data)', () => {
  const { rootJson } = templates();

  it.each(PINNED.map((pinned) => [pinned.id, pinned] as const))('keeps %s in the root template', (id, pinned) => {
    const resource = rootJson.Resources[id];
    expect(resource?.Type, `${pinned.type} ${id} (${pinned.holds})`).toBe(pinned.type);
    if (pinned.retained) {
      expect(resource?.DeletionPolicy, id).toBe('Retain');
      expect(resource?.UpdateReplacePolicy, id).toBe('Retain');
    }
  });

  it('pins every table, bucket, secret, bus, queue, distribution and schedule group of the root', () => {
    const kinds = new Set(PINNED.map((pinned) => pinned.type));
    const stateful = Object.entries(rootJson.Resources).filter(
      ([, resource]) =>
        kinds.has(resource.Type as (typeof PINNED)[number]['type']) && resource.Type !== 'AWS::Logs::LogGroup',
    );
    expect(stateful.map(([id]) => id).sort()).toEqual(
      PINNED.filter((pinned) => pinned.type !== 'AWS::Logs::LogGroup')
        .map((pinned) => pinned.id)
        .sort(),
    );
  });
});
