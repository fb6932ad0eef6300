import { SITE_BOOT_SCRIPT } from '@meridian/shared/site-boot';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, inject, it } from 'vitest';
import { API_THROTTLE } from '../lib/api';
import { buildContentSecurityPolicy, HSTS_MAX_AGE_SECONDS, scriptHashSource } from '../lib/security-headers';
import {
  appShellOf,
  findPrerenderedRoutes,
  IMMUTABLE_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
  viewerRequestFunctionCode,
} from '../lib/spa-routing';
import { type CfnResource, resourcesOfType, templates } from './assembly';
import { TEST_CONTEXT } from './fixtures';

/**
 * What serves visitors and tells the operator: the site behind CloudFront, the API stage, the
 * sending of email and the alarms (the functions and the table are in `stack.test.ts`).
 */

const { main, mainJson: json } = templates();

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
