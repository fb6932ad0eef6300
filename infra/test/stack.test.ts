import { SITE_BOOT_SCRIPT } from '@meridian/shared/site-boot';
import { serviceNameFor } from '@meridian/functions/environment';
import { routes } from '@meridian/functions/routes';
import { eventRules } from '@meridian/functions/rules';
import { tableAccessOf } from '@meridian/functions/table-access';
import type { RuleTarget } from '@meridian/functions/topology';
import { schedules } from '@meridian/functions/schedules';
import { mailReceiverFunctions, targetFunctions } from '@meridian/functions/targets';
import { TABLE_DEFINITION } from '@meridian/functions/table/table-definition';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { API_THROTTLE } from '../lib/api';
import { ASYNC_RETRY_ATTEMPTS, RULE_TARGET_MAX_EVENT_AGE, RULE_TARGET_RETRY_ATTEMPTS } from '../lib/events';
import { DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT_SECONDS, TABLE_READ_ACTIONS } from '../lib/function';
import { buildContentSecurityPolicy, HSTS_MAX_AGE_SECONDS, scriptHashSource } from '../lib/security-headers';
import {
  appShellOf,
  findPrerenderedRoutes,
  IMMUTABLE_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
  viewerRequestFunctionCode,
} from '../lib/spa-routing';
import { type CfnResource, type CfnTemplate, referencedId, resourcesOfType, templates } from './assembly';
import { TEST_CONTEXT } from './fixtures';

let main: ReturnType<typeof templates>['main'];
let json: CfnTemplate;

beforeAll(() => {
  const synthesized = templates();
  main = synthesized.main;
  json = synthesized.mainJson;
  console.info(`infra test synth (both stacks, without esbuild bundling): ${inject('infraSynthMs')} ms`);
});

function resource(id: string): CfnResource {
  const found = json.Resources[id];
  if (found === undefined) throw new Error(`No resource ${id}`);
  return found;
}

/** Logical id of the function integrated with an API route key (`POST /api/contact`). */
function functionForRoute(routeKey: string): string {
  const route = resourcesOfType(json, 'AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties?.RouteKey === routeKey);
  if (route === undefined) throw new Error(`No API route ${routeKey}`);
  const target = JSON.stringify(route[1].Properties?.Target);
  const integrationId = /"Ref":"([^"]+)"/.exec(target)?.[1];
  if (integrationId === undefined) throw new Error(`Route ${routeKey} has no integration`);
  const fnId = referencedId(resource(integrationId).Properties?.IntegrationUri);
  if (fnId === undefined) throw new Error(`Integration of ${routeKey} is not a Lambda function`);
  return fnId;
}

/** Logical ids of the target functions of a rule-table entry, in table order. */
function ruleResource(name: string): [string, CfnResource] {
  const rules = resourcesOfType(json, 'AWS::Events::Rule').filter(([id]) => id.startsWith(`Events${name}Rule`));
  if (rules.length !== 1 || rules[0] === undefined)
    throw new Error(`Expected one rule for ${name}, found ${rules.length}`);
  return rules[0];
}

interface RuleTargetJson {
  Arn: unknown;
  DeadLetterConfig?: { Arn: unknown };
  RetryPolicy?: { MaximumRetryAttempts: number; MaximumEventAgeInSeconds: number };
}

function targetsOf(ruleName: string): RuleTargetJson[] {
  return (ruleResource(ruleName)[1].Properties?.Targets ?? []) as RuleTargetJson[];
}

/** Every function created from a table entry, with the entry's declared needs. */
function tableFunctions(): Array<{ owner: string; fnId: string; entry: RuleTarget & { memoryMb?: number } }> {
  const fromRoutes = routes.map((route) => ({
    owner: `${route.method} ${route.path}`,
    fnId: functionForRoute(`${route.method} ${route.path}`),
    entry: { ...route, sendsEmail: route.sendsEmail === true },
  }));
  const fromRules = eventRules.flatMap((rule) => {
    const targets = targetsOf(rule.name);
    return rule.targets.map((target, index) => {
      const fnId = referencedId(targets[index]?.Arn);
      if (fnId === undefined) throw new Error(`Rule ${rule.name} target ${index} is not a function`);
      return { owner: `rule ${rule.name} -> ${target.handler}`, fnId, entry: target };
    });
  });
  const fromSchedules = schedules.map((entry) => {
    const schedule = resourcesOfType(json, 'AWS::Scheduler::Schedule').find(([id]) =>
      id.startsWith(`Schedules${entry.name}`),
    );
    const fnId = referencedId((schedule?.[1].Properties?.Target as { Arn?: unknown } | undefined)?.Arn);
    if (fnId === undefined) throw new Error(`Schedule ${entry.name} has no function target`);
    return { owner: `schedule ${entry.name} -> ${entry.handler}`, fnId, entry };
  });
  return [...fromRoutes, ...fromRules, ...fromSchedules];
}

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** The policy statements attached to a function's role. */
/** The statements of an AWS::IAM::Policy resource. */
function policyStatements(policy: CfnResource): Statement[] {
  const document = policy.Properties?.PolicyDocument as { Statement?: Statement[] } | undefined;
  return document?.Statement ?? [];
}

function statementsOf(fnId: string): Statement[] {
  const roleId = referencedId(resource(fnId).Properties?.Role);
  if (roleId === undefined) throw new Error(`${fnId} has no role reference`);
  const managed = resource(roleId).Properties?.ManagedPolicyArns;
  expect(managed, `${fnId} role must not use managed policies`).toBeUndefined();
  return resourcesOfType(json, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties?.Roles).includes(`"${roleId}"`))
    .flatMap(([, policy]) => policyStatements(policy));
}

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

describe('web', () => {
  it('sends the CSP, HSTS and the other security headers from security-headers.ts', () => {
    main.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: {
            ContentSecurityPolicy: buildContentSecurityPolicy({ analyticsEnabled: false }),
            Override: true,
          },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS,
            IncludeSubdomains: true,
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
        },
        CustomHeadersConfig: {
          Items: Match.arrayWith([
            Match.objectLike({ Header: 'Permissions-Policy', Value: Match.stringLikeRegexp('camera=\\(\\)') }),
            Match.objectLike({ Header: 'Cross-Origin-Opener-Policy', Value: 'same-origin' }),
          ]),
        },
      },
    });
    expect(HSTS_MAX_AGE_SECONDS).toBeGreaterThanOrEqual(31_536_000);
    const scriptSrc = buildContentSecurityPolicy()
      .split('; ')
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${scriptHashSource(SITE_BOOT_SCRIPT)}`);
  });

  it('routes client paths with a viewer-request function and has no error-response fallback', () => {
    const [, distribution] = resourcesOfType(json, 'AWS::CloudFront::Distribution')[0] ?? [];
    const config = distribution?.Properties?.DistributionConfig as Record<string, unknown>;
    expect(config.CustomErrorResponses).toBeUndefined();
    const defaultBehavior = config.DefaultCacheBehavior as Record<string, unknown>;
    expect(defaultBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.any(String), 'FunctionARN'] } },
    ]);
    expect(defaultBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(defaultBehavior.Compress).toBe(true);
    expect(config.HttpVersion).toBe('http2and3');
    expect(config.WebACLId).toBeDefined();
    const distDir = inject('infraDistDir');
    const [, edgeFunction] = resourcesOfType(json, 'AWS::CloudFront::Function')[0] ?? [];
    expect(edgeFunction?.Properties?.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
    expect(edgeFunction?.Properties?.FunctionCode).toBe(
      viewerRequestFunctionCode(findPrerenderedRoutes(distDir), appShellOf(distDir)),
    );
    expect(findPrerenderedRoutes(distDir).length).toBeGreaterThan(0);
  });

  it("forwards /api/* to the HTTP API uncached with the handlers' headers and the viewer address, never Host", () => {
    main.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        CacheBehaviors: [
          // GET /api/articles* comes first, cached by the origin Cache-Control (security-waf.test.ts).
          Match.objectLike({ PathPattern: '/api/articles*' }),
          Match.objectLike({ PathPattern: '/api/assessment-benchmark' }),
          Match.objectLike({
            PathPattern: '/api/*',
            ViewerProtocolPolicy: 'https-only',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
            OriginRequestPolicyId: Match.objectLike({ Ref: Match.anyValue() }),
          }),
          // Article pages with their not-found fallback (missing-article.test.ts).
          Match.objectLike({ PathPattern: '/insights/*' }),
        ],
      },
    });
    main.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({
        HeadersConfig: {
          HeaderBehavior: 'whitelist',
          Headers: Match.arrayWith(['Content-Type', 'x-requested-with', 'CloudFront-Viewer-Address']),
        },
        CookiesConfig: { CookieBehavior: 'whitelist', Cookies: ['__Host-meridian-session'] },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
      }),
    });
    const [, policy] = resourcesOfType(json, 'AWS::CloudFront::OriginRequestPolicy')[0] ?? [];
    const config = policy?.Properties?.OriginRequestPolicyConfig as
      | { HeadersConfig: { Headers: string[] } }
      | undefined;
    expect(config).toBeDefined();
    expect(config?.HeadersConfig.Headers.map((name) => name.toLowerCase())).not.toContain('host');
  });

  it('serves the site from a private, TLS-only bucket through Origin Access Control', () => {
    main.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: Match.anyValue(),
    });
    main.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          // ListBucket makes S3 answer 404 (not 403) for a missing file.
          Match.objectLike({
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: ['s3:GetObject', 's3:ListBucket'],
          }),
        ]),
      },
    });
    // One for the bucket; the missing-article function URL has its own (missing-article.test.ts).
    main.resourcePropertiesCountIs(
      'AWS::CloudFront::OriginAccessControl',
      { OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3' }) },
      1,
    );
  });

  it('uploads hashed assets as immutable and HTML as no-cache, invalidating on deploy', () => {
    main.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': IMMUTABLE_CACHE_CONTROL },
    });
    main.hasResourceProperties('Custom::CDKBucketDeployment', {
      SystemMetadata: { 'cache-control': REVALIDATE_CACHE_CONTROL },
      DistributionPaths: ['/*'],
      // The article pages, the listing and the sitemap belong to the render function (site-render.test.ts).
      Exclude: ['assets/*', 'insights/*', 'sitemap.xml'],
    });
  });
});

describe('api', () => {
  it('throttles the stage and writes JSON access logs', () => {
    main.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: API_THROTTLE.rateLimit,
        ThrottlingBurstLimit: API_THROTTLE.burstLimit,
      },
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('"status":"\\$context.status"'),
      },
    });
  });
});

// The WAF's rate budgets and path matching: security-waf.test.ts.

describe('email', () => {
  it('creates the sender identity and a configuration set that records bounces and complaints', () => {
    main.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: TEST_CONTEXT.senderEmail });
    main.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: Match.arrayEquals(['bounce', 'complaint']),
        CloudWatchDestination: Match.anyValue(),
      },
    });
    main.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: Match.arrayEquals(['bounce', 'complaint']),
        EventBridgeDestination: { EventBusArn: Match.anyValue() },
      },
    });
  });
});

describe('alarms', () => {
  const alarms = (): CfnResource[] => resourcesOfType(json, 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm);
  const notifiesTopic = (alarm: CfnResource) =>
    JSON.stringify(alarm.Properties?.AlarmActions).includes('MonitoringAlarmTopic');

  it('sends every alarm to the topic with the operator email subscription', () => {
    main.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: TEST_CONTEXT.alarmEmail });
    for (const alarm of alarms())
      expect(notifiesTopic(alarm), JSON.stringify(alarm.Properties?.AlarmDescription)).toBe(true);
  });

  it('alarms on a visible message in every queue (all queues are dead-letter or failure queues)', () => {
    for (const [id] of resourcesOfType(json, 'AWS::SQS::Queue')) {
      const alarm = alarms().find(
        (a) =>
          a.Properties?.MetricName === 'ApproximateNumberOfMessagesVisible' &&
          JSON.stringify(a.Properties?.Dimensions).includes(`"${id}"`),
      );
      expect(alarm?.Properties?.Threshold, id).toBe(1);
    }
  });

  it('alarms on errors of every function, Lambda throttles, API 5xx and API 429s', () => {
    // One region-wide alarm; the dashboard graphs each function's errors (observability.test.ts).
    const errors = alarms().filter(
      (a) => a.Properties?.Namespace === 'AWS/Lambda' && a.Properties?.MetricName === 'Errors',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.Properties?.Dimensions).toBeUndefined();
    expect(errors[0]?.Properties?.Threshold).toBe(1);
    const names = alarms().map((a) => `${a.Properties?.Namespace}/${a.Properties?.MetricName}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'AWS/Lambda/Throttles',
        'AWS/ApiGateway/5xx',
        'Meridian/Api/Throttled429',
        'AWS/SES/Bounce',
        'AWS/SES/Complaint',
      ]),
    );
  });
});
