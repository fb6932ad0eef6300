import { beforeAll, describe, expect, it } from 'vitest';
import { type CfnResource, type CfnTemplate, resourcesOfType, templates } from './assembly';

let json: CfnTemplate;
beforeAll(() => {
  json = templates().mainJson;
});

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown; Effect: string };

/** Every statement of the policies attached to roles whose logical id starts with `prefix`. */
function statementsOfRoles(prefix: string): Statement[] {
  return resourcesOfType(json, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties?.Roles ?? []).includes(`"${prefix}`))
    .flatMap(
      ([, policy]) => (policy.Properties?.PolicyDocument as { Statement?: Statement[] } | undefined)?.Statement ?? [],
    );
}
const actionsOf = (statement: Statement) => [statement.Action].flat();

/** Logical-id prefixes of the roles of the admin publish and unpublish route functions. */
const SCHEDULING_ROUTES = ['ApiArticlesHandlersAdminPublish', 'ApiArticlesHandlersAdminUnpublish'];

describe('scheduled article publications (docs/product/publishing.md#scheduling)', () => {
  it('has one schedule group for the one-time publication schedules', () => {
    const groups = resourcesOfType(json, 'AWS::Scheduler::ScheduleGroup');
    expect(groups.map(([, group]) => group.Properties?.Name)).toContain('Meridian-article-publications');
  });

  it('lets only the publish and unpublish routes keep schedules, in that group only, passing only the invoke role', () => {
    const scheduling = resourcesOfType(json, 'AWS::IAM::Policy')
      .filter(([, policy]) => JSON.stringify(policy.Properties?.PolicyDocument).includes('article-publications/*'))
      .map(([, policy]) => JSON.stringify(policy.Properties?.Roles));
    expect(scheduling).toHaveLength(SCHEDULING_ROUTES.length);
    for (const prefix of SCHEDULING_ROUTES) {
      expect(scheduling.some((roles) => roles.includes(prefix))).toBe(true);
      const statements = statementsOfRoles(prefix);
      const write = statements.find((statement) => actionsOf(statement).includes('scheduler:CreateSchedule'));
      expect(JSON.stringify(write?.Resource)).toContain(':schedule/Meridian-article-publications/*');
      const passRole = statements.find((statement) => actionsOf(statement).includes('iam:PassRole'));
      expect(passRole?.Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } });
      expect(JSON.stringify(passRole?.Resource)).toContain('ArticlePublishingInvokeRole');
      const events = statements.find((statement) => actionsOf(statement).includes('events:PutEvents'));
      expect(events?.Condition).toEqual({ StringEquals: { 'events:source': ['meridian.articles'] } });
    }
  });

  it("the Scheduler's invoke role serves this account only and may invoke the publish function and send to the DLQ", () => {
    const [roleEntry] = resourcesOfType(json, 'AWS::IAM::Role').filter(([id]) =>
      id.startsWith('ArticlePublishingInvokeRole'),
    );
    const role = roleEntry?.[1] as CfnResource;
    expect(JSON.stringify(role.Properties?.AssumeRolePolicyDocument)).toContain('aws:SourceAccount');
    const actions = statementsOfRoles('ArticlePublishingInvokeRole').flatMap(actionsOf).sort();
    expect(actions).toEqual(
      ['lambda:InvokeFunction', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'].sort(),
    );
  });

  it('the publish function writes article items only and publishes with the articles source only', () => {
    const statements = statementsOfRoles('ArticlePublishingPublishArticle');
    const table = statements.filter((statement) => actionsOf(statement).some((a) => a.startsWith('dynamodb:')));
    expect(table.length).toBeGreaterThan(0);
    for (const statement of table)
      expect(statement.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['ARTICLE#*'] } });
    const events = statements.find((statement) => actionsOf(statement).includes('events:PutEvents'));
    expect(events?.Condition).toEqual({ StringEquals: { 'events:source': ['meridian.articles'] } });
  });

  it('sends failed publication runs to the alarmed dead-letter queue of the stack, after retries', () => {
    const configs = resourcesOfType(json, 'AWS::Lambda::EventInvokeConfig').filter(([, config]) =>
      JSON.stringify(config.Properties?.FunctionName).includes('ArticlePublishing'),
    );
    expect(configs).toHaveLength(1);
    expect(configs[0]?.[1].Properties?.MaximumRetryAttempts).toBeGreaterThan(0);
    expect(JSON.stringify(configs[0]?.[1].Properties?.DestinationConfig)).toContain('"DeadLetters');
    const alarms = JSON.stringify(resourcesOfType(json, 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties));
    expect(alarms).toContain('"DeadLetters');
  });

  it('gives the scheduling routes the schedule environment, and no other route', () => {
    const functions = resourcesOfType(json, 'AWS::Lambda::Function');
    const withGroup = functions
      .filter(([, fn]) => JSON.stringify(fn.Properties?.Environment ?? {}).includes('ARTICLE_SCHEDULE_GROUP'))
      .map(([id]) => id);
    expect(withGroup).toHaveLength(SCHEDULING_ROUTES.length);
    for (const prefix of SCHEDULING_ROUTES) expect(withGroup.some((id) => id.startsWith(prefix))).toBe(true);
  });
});
