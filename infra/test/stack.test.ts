import { serviceNameFor } from '@meridian/functions/environment';
import { routes } from '@meridian/functions/routes';
import { eventRules } from '@meridian/functions/rules';
import { tableAccessOf } from '@meridian/functions/table-access';
import { schedules } from '@meridian/functions/schedules';
import { mailReceiverFunctions, targetFunctions } from '@meridian/functions/targets';
import { TABLE_DEFINITION } from '@meridian/functions/table/table-definition';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ASYNC_RETRY_ATTEMPTS, RULE_TARGET_MAX_EVENT_AGE, RULE_TARGET_RETRY_ATTEMPTS } from '../lib/events';
import { DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT_SECONDS, TABLE_READ_ACTIONS } from '../lib/function';
import { type CfnTemplate, referencedId, resourcesOfType, templates } from './assembly';
import { TEST_CONTEXT } from './fixtures';
import { functionResourcesOf } from './function-resources';
import { policyStatements, type Statement } from './iam';

/**
 * The home region's deployment as the route, rule and schedule tables make it: the synth, the
 * functions, their least-privilege roles, the event targets and the table. The site, the API
 * stage, email and alarms are in `stack-serving.test.ts`.
 */

let main: ReturnType<typeof templates>['main'];
let json: CfnTemplate;

beforeAll(() => {
  const synthesized = templates();
  main = synthesized.main;
  json = synthesized.mainJson;
  console.info(`infra test synth (both stacks, without esbuild bundling): ${inject('infraSynthMs')} ms`);
});

const { resource, functionForRoute, ruleResource, targetsOf, tableFunctions, statementsOf } = functionResourcesOf(
  () => json,
);

const actionsOf = (statements: Statement[]): string[] =>
  statements.flatMap((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]));

describe('synth', () => {
  it('passes cdk-nag AwsSolutions and Serverless checks with no unacknowledged finding', () => {
    expect(inject('infraSynthError')).toBeNull();
  });

  it('outputs the site URL and the table name (for npm run admin:password)', () => {
    const outputs = json.Outputs ?? {};
    expect(referencedId(outputs.TableName?.Value)).toMatch(/^DataTable/);
    expect(JSON.stringify(outputs.SiteUrl?.Value)).toContain('https://');
  });
});

describe('functions from the route and rule tables', () => {
  it('creates one API route and one function per route-table entry', () => {
    const routeKeys = resourcesOfType(json, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties?.RouteKey);
    expect(routeKeys.sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
    const fnIds = new Set(routes.map((route) => functionForRoute(`${route.method} ${route.path}`)));
    expect(fnIds.size).toBe(routes.length);
  });

  it('creates one rule per rule-table entry on the custom bus, one Lambda target per target', () => {
    const rules = resourcesOfType(json, 'AWS::Events::Rule');
    expect(rules).toHaveLength(eventRules.length);
    const [busId] = resourcesOfType(json, 'AWS::Events::EventBus')[0] ?? [];
    for (const entry of eventRules) {
      const [, rule] = ruleResource(entry.name);
      // AWS services' events (SES bounces and complaints) arrive on the account's default bus.
      if (entry.bus === 'default') expect(rule.Properties?.EventBusName).toBe('default');
      else expect(referencedId(rule.Properties?.EventBusName)).toBe(busId);
      expect(rule.Properties?.EventPattern).toEqual({ source: [entry.source], 'detail-type': entry.detailTypes });
      expect(targetsOf(entry.name)).toHaveLength(entry.targets.length);
    }
  });

  it('gives the application exactly one function per route, per rule target and per schedule', () => {
    // Application functions run on the functions' runtime, arm64 (FUNCTION_RUNTIME); CDK's own
    // providers (cross-region export reader, custom resources, bucket deployment) on their defaults.
    const appFunctions = resourcesOfType(json, 'AWS::Lambda::Function').filter(
      ([, fn]) =>
        fn.Properties?.Runtime === 'nodejs24.x' && JSON.stringify(fn.Properties?.Architectures) === '["arm64"]',
    );
    const expected = routes.length + eventRules.reduce((sum, rule) => sum + rule.targets.length, 0) + schedules.length;
    // Plus those outside the tables (targets.ts: the run-time schedules' targets and the
    // missing-article origin; the mail receivers), so that the cold-import bench, which reads the
    // same lists, misses none.
    expect(appFunctions).toHaveLength(expected + targetFunctions.length + mailReceiverFunctions.length);
    expect(new Set(tableFunctions().map((f) => f.fnId)).size).toBe(expected);
  });

  it('runs every function on Node 24 arm64 with the entry memory and timeout, JSON logs with retention, source maps and the environment its entry needs', () => {
    for (const { owner, fnId, entry } of tableFunctions()) {
      const props = resource(fnId).Properties ?? {};
      expect(props.Runtime, owner).toBe('nodejs24.x');
      expect(props.Architectures, owner).toEqual(['arm64']);
      expect(props.MemorySize, owner).toBe(entry.memoryMb ?? DEFAULT_MEMORY_MB);
      expect(props.Timeout, owner).toBe(entry.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS);
      expect(props.Handler, owner).toBe('index.handler');
      const logging = props.LoggingConfig as { LogFormat: string; LogGroup: unknown };
      expect(logging.LogFormat, owner).toBe('JSON');
      const logGroup = resource(referencedId(logging.LogGroup) ?? '');
      expect(logGroup.Properties?.RetentionInDays, owner).toBeGreaterThan(0);
      const variables = (props.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.NODE_OPTIONS, owner).toBe('--enable-source-maps');
      // Which variables each entry gets is tested in observability.test.ts.
      expect(variables.POWERTOOLS_SERVICE_NAME, owner).toBe(serviceNameFor(entry.handler));
      if (entry.sendsEmail === true) {
        expect(variables.NOTIFY_TO, owner).toBe(TEST_CONTEXT.notificationRecipients);
        expect(variables.NOTIFY_FROM, owner).toBe(TEST_CONTEXT.senderEmail);
        expect(JSON.stringify(variables.SITE_URL), owner).toContain('https://');
      }
    }
  });
});

describe('least privilege', () => {
  it('grants no wildcard actions on DynamoDB, EventBridge or SES anywhere', () => {
    for (const [id, policy] of resourcesOfType(json, 'AWS::IAM::Policy')) {
      const statements = policyStatements(policy);
      for (const action of actionsOf(statements)) {
        expect(action === '*' || /^(dynamodb|events|ses):.*\*/.test(action), `${id}: ${action}`).toBe(false);
      }
    }
  });

  it('gives each function exactly the table, bus and email access its entry declares', () => {
    const writeAction = (action: string) =>
      action.startsWith('dynamodb:') && !(TABLE_READ_ACTIONS as readonly string[]).includes(action);
    for (const { owner, fnId, entry } of tableFunctions()) {
      const statements = statementsOf(fnId);
      const actions = actionsOf(statements);
      const dynamo = actions.filter((action) => action.startsWith('dynamodb:'));
      const access = tableAccessOf(entry.items);
      if (access === 'none') expect(dynamo, owner).toEqual([]);
      if (access === 'read') {
        expect(dynamo.length, owner).toBeGreaterThan(0);
        expect(dynamo.filter(writeAction), owner).toEqual([]);
      }
      if (access === 'readWrite') expect(actions, owner).toContain('dynamodb:PutItem');
      expect(actions.includes('dynamodb:Scan'), `${owner} must not Scan`).toBe(false);

      expect(actions.includes('events:PutEvents'), owner).toBe(entry.publishesEvents === true);
      const ses = statements.filter((s) => actionsOf([s]).some((action) => action.startsWith('ses:')));
      if (entry.sendsEmail === true) {
        expect(actionsOf(ses).sort(), owner).toEqual(['ses:SendEmail']);
        const sesResources = JSON.stringify(ses.map((s) => s.Resource));
        expect(sesResources, owner).toContain(':identity/');
        expect(sesResources, owner).toContain(':configuration-set/');
        expect(sesResources, owner).not.toContain('"*"');
      } else {
        expect(ses, owner).toEqual([]);
      }
      for (const statement of statements) {
        expect(statement.Resource, `${owner}: ${JSON.stringify(statement.Action)}`).not.toBe('*');
      }
    }
  });
});

describe('events', () => {
  it('gives every rule target an encrypted SQS dead-letter queue and an explicit retry policy', () => {
    for (const entry of eventRules) {
      for (const target of targetsOf(entry.name)) {
        expect(target.RetryPolicy).toEqual({
          MaximumRetryAttempts: RULE_TARGET_RETRY_ATTEMPTS,
          MaximumEventAgeInSeconds: RULE_TARGET_MAX_EVENT_AGE.toSeconds(),
        });
        const queueId = referencedId(target.DeadLetterConfig?.Arn);
        expect(queueId, entry.name).toBeDefined();
        const queue = resource(queueId ?? '');
        expect(queue.Type).toBe('AWS::SQS::Queue');
        expect(queue.Properties?.SqsManagedSseEnabled).toBe(true);
      }
    }
  });

  it('gives every rule target function an encrypted on-failure destination with explicit retries', () => {
    const configs = resourcesOfType(json, 'AWS::Lambda::EventInvokeConfig');
    for (const { owner, fnId } of tableFunctions().filter((f) => f.owner.startsWith('rule '))) {
      const config = configs.find(
        ([, c]) => c.Properties?.FunctionName && JSON.stringify(c.Properties.FunctionName).includes(`"${fnId}"`),
      );
      expect(config, owner).toBeDefined();
      const props = config?.[1].Properties ?? {};
      expect(props.MaximumRetryAttempts, owner).toBe(ASYNC_RETRY_ATTEMPTS);
      const destination = (props.DestinationConfig as { OnFailure: { Destination: unknown } }).OnFailure.Destination;
      const queue = resource(referencedId(destination) ?? '');
      expect(queue.Type, owner).toBe('AWS::SQS::Queue');
      expect(queue.Properties?.SqsManagedSseEnabled, owner).toBe(true);
    }
  });

  it('enforces TLS on every queue', () => {
    for (const [id] of resourcesOfType(json, 'AWS::SQS::Queue')) {
      const policies = resourcesOfType(json, 'AWS::SQS::QueuePolicy').filter(([, p]) =>
        JSON.stringify(p.Properties?.Queues).includes(`"${id}"`),
      );
      const denyInsecure = policies.some(([, p]) =>
        JSON.stringify(p.Properties?.PolicyDocument).includes('"aws:SecureTransport":"false"'),
      );
      expect(denyInsecure, id).toBe(true);
    }
  });
});

describe('data', () => {
  it('keeps the table: PITR, TTL, deletion protection, RETAIN, on demand, keys from the table definition', () => {
    const { partitionKey, sortKey, gsi1, gsi2, ttlAttribute } = TABLE_DEFINITION;
    main.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
        KeySchema: [
          { AttributeName: partitionKey, KeyType: 'HASH' },
          { AttributeName: sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: gsi1.indexName,
            KeySchema: [
              { AttributeName: gsi1.partitionKey, KeyType: 'HASH' },
              { AttributeName: gsi1.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
          {
            IndexName: gsi2.indexName,
            KeySchema: [
              { AttributeName: gsi2.partitionKey, KeyType: 'HASH' },
              { AttributeName: gsi2.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      },
    });
  });
});
