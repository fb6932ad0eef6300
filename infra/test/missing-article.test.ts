import { describe, expect, it } from 'vitest';
import { ARTICLE_PATH_PATTERN, MISSING_PAGE_STATUS_CODES } from '../lib/missing-article';
import { type CfnResource, referencedId, resourcesOfType, templates } from './assembly';

interface Behavior {
  PathPattern?: string;
  TargetOriginId: string;
  ResponseHeadersPolicyId?: unknown;
  FunctionAssociations?: { EventType: string }[];
  AllowedMethods?: string[];
}
interface OriginGroup {
  Id: string;
  FailoverCriteria: { StatusCodes: { Items: number[] } };
  Members: { Items: { OriginId: string }[] };
}
interface DistributionConfig {
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  Origins: { Id: string; DomainName: unknown; S3OriginConfig?: unknown; OriginAccessControlId?: unknown }[];
  OriginGroups?: { Items: OriginGroup[] };
  CustomErrorResponses?: unknown;
}

const flatten = (value: unknown): string => JSON.stringify(value);

describe('missing article pages at the edge (docs/decisions/031-event-driven-site-rendering.md)', () => {
  const { mainJson } = templates();
  const [[, distribution] = ['', { Type: '' } as CfnResource]] = resourcesOfType(
    mainJson,
    'AWS::CloudFront::Distribution',
  );
  const config = distribution.Properties?.DistributionConfig as DistributionConfig;
  const articles = config.CacheBehaviors.find((behavior) => behavior.PathPattern === ARTICLE_PATH_PATTERN);
  const groups = config.OriginGroups?.Items ?? [];
  const group = groups.find((candidate) => candidate.Id === articles?.TargetOriginId);
  const [primaryId, fallbackId] = group?.Members.Items.map((member) => member.OriginId) ?? [];
  const originById = (id: string | undefined) => config.Origins.find((origin) => origin.Id === id);
  const notFoundFunction = resourcesOfType(mainJson, 'AWS::Lambda::Function').find(
    ([, fn]) =>
      flatten(fn.Properties?.Environment).includes('SITE_BUCKET_NAME') &&
      !flatten(fn.Properties?.Environment).includes('TABLE'),
  );

  it('routes /insights/* to an origin group that fails over on 403 and 404 only', () => {
    expect(articles).toBeDefined();
    expect(group?.FailoverCriteria.StatusCodes.Items.sort()).toEqual([...MISSING_PAGE_STATUS_CODES].sort());
    expect(articles?.AllowedMethods ?? ['GET', 'HEAD']).toEqual(['GET', 'HEAD']);
  });

  it('keeps the site bucket as primary, as the default behavior reads it (same bucket, same access control)', () => {
    const primary = originById(primaryId);
    const site = originById(config.DefaultCacheBehavior.TargetOriginId);
    expect(primary?.S3OriginConfig).toBeDefined();
    expect(primary?.DomainName).toEqual(site?.DomainName);
    expect(primary?.OriginAccessControlId).toEqual(site?.OriginAccessControlId);
  });

  it('falls back to a function URL signed by a Lambda origin access control', () => {
    const fallback = originById(fallbackId);
    expect(flatten(fallback?.DomainName)).toContain('FunctionUrl');
    const oacId = referencedId(fallback?.OriginAccessControlId);
    const oac = oacId ? mainJson.Resources[oacId] : undefined;
    expect(oac?.Properties?.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 'lambda',
      SigningBehavior: 'always',
    });
    const urls = resourcesOfType(mainJson, 'AWS::Lambda::Url');
    expect(urls.map(([, url]) => url.Properties?.AuthType)).toContain('AWS_IAM');
  });

  it('answers with the same viewer-request function and security headers as the other pages', () => {
    expect(articles?.FunctionAssociations).toEqual(config.DefaultCacheBehavior.FunctionAssociations);
    expect(articles?.ResponseHeadersPolicyId).toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
  });

  it('leaves the /api behaviors on the API origin without failover or custom error pages', () => {
    const api = config.CacheBehaviors.filter((behavior) => behavior.PathPattern?.startsWith('/api'));
    expect(api.length).toBeGreaterThan(0);
    for (const behavior of api) {
      expect(groups.map((candidate) => candidate.Id)).not.toContain(behavior.TargetOriginId);
      expect(flatten(originById(behavior.TargetOriginId)?.DomainName)).toContain('execute-api');
    }
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it("lets the function read the bucket's 404.html and nothing else", () => {
    expect(notFoundFunction).toBeDefined();
    const roleId = referencedId(notFoundFunction?.[1].Properties?.Role);
    const statements = resourcesOfType(mainJson, 'AWS::IAM::Policy')
      .filter(([, policy]) =>
        ((policy.Properties?.Roles ?? []) as unknown[]).some((role) => referencedId(role) === roleId),
      )
      .flatMap(
        ([, policy]) =>
          (policy.Properties?.PolicyDocument as { Statement: Record<string, unknown>[] } | undefined)?.Statement ?? [],
      );
    const s3 = statements.filter((statement) => flatten(statement.Action).includes('s3:'));
    expect(s3).toHaveLength(1);
    expect(s3[0]?.Action).toBe('s3:GetObject');
    expect(flatten(s3[0]?.Resource)).toMatch(/\/404\.html"/);
    const other = statements.filter((statement) => !flatten(statement.Action).includes('s3:'));
    expect(flatten(other.map((statement) => statement.Action))).not.toMatch(/dynamodb|events:|ses:/);
  });
});
