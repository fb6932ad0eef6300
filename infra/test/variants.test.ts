import { Template } from 'aws-cdk-lib/assertions';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../lib/app';
import { buildContentSecurityPolicy } from '../lib/security-headers';
import { cdkJsonContext, TEST_ACCOUNT, TEST_CONTEXT, testDistDir } from './fixtures';

/** Skips esbuild bundling (CDK's `aws:cdk:bundling-stacks` context) so variant synths are fast. */
const NO_BUNDLING = { 'aws:cdk:bundling-stacks': [] };
const site = testDistDir();
afterAll(() => {
  if (site.fixture) rmSync(site.distDir, { recursive: true, force: true });
});

describe('configuration variants', () => {
  it('fails synth naming a missing required context value', () => {
    const { senderEmail: _omitted, ...rest } = TEST_CONTEXT;
    expect(() =>
      buildApp({
        account: TEST_ACCOUNT,
        distDir: site.distDir,
        context: { ...cdkJsonContext(), ...rest, ...NO_BUNDLING },
      }),
    ).toThrow('Missing required context value "senderEmail"');
  });

  it('with a custom domain and analytics: alias, TLS 1.2 certificate, CSP with the GA hosts, still no cdk-nag finding', () => {
    const { app, main } = buildApp({
      account: TEST_ACCOUNT,
      distDir: site.distDir,
      context: {
        ...cdkJsonContext(),
        ...TEST_CONTEXT,
        ...NO_BUNDLING,
        domainName: 'www.example.co.uk',
        certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789abc',
      },
      analyticsMeasurementId: 'G-ABC123XYZ',
    });
    expect(() => app.synth()).not.toThrow();
    const template = Template.fromStack(main);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Aliases: ['www.example.co.uk'],
        ViewerCertificate: { MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      },
    });
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: buildContentSecurityPolicy({ analyticsEnabled: true }) },
        },
      },
    });
    const output = template.findOutputs('SiteUrl');
    expect(JSON.stringify(output)).toContain('https://www.example.co.uk');
  });
});
