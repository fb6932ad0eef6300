import { routes } from '@meridian/functions/routes';
import { describe, expect, it } from 'vitest';
import { API_RATE_LIMIT, RATE_BUDGETS } from '../lib/edge-stack';
import { type CfnResource, resourcesOfType, templates } from './assembly';

/** WAF rate budgets and path matching, and CloudFront caching of the article API (docs/product/security.md#waf). */

interface ByteMatch {
  FieldToMatch: Record<string, unknown>;
  SearchString: string;
  TextTransformations: { Priority: number; Type: string }[];
}

/** Every ByteMatchStatement inside a statement tree. */
function byteMatches(value: unknown): ByteMatch[] {
  if (typeof value !== 'object' || value === null) return [];
  const own = (value as { ByteMatchStatement?: ByteMatch }).ByteMatchStatement;
  return [...(own ? [own] : []), ...Object.values(value).flatMap(byteMatches)];
}

const { edgeJson, mainJson } = templates();
const [, acl] = resourcesOfType(edgeJson, 'AWS::WAFv2::WebACL')[0] ?? ['', {} as CfnResource];
const rules = acl.Properties?.Rules as Array<{
  Name: string;
  Action?: unknown;
  Statement: { RateBasedStatement?: { Limit: number; AggregateKeyType: string; ScopeDownStatement: unknown } };
}>;
const rateRules = rules.filter(
  (rule) => rule.Statement.RateBasedStatement !== undefined && rule.Name !== 'RateLimit-api',
);

describe('WAF', () => {
  it('matches paths after URL-decoding and lower-casing them', () => {
    const paths = byteMatches(rules).filter((match) => 'UriPath' in match.FieldToMatch);
    expect(paths.length).toBeGreaterThan(0);
    for (const match of paths) {
      expect(match.TextTransformations).toEqual([
        { Priority: 0, Type: 'URL_DECODE' },
        { Priority: 1, Type: 'LOWERCASE' },
      ]);
      expect(match.SearchString).toBe(match.SearchString.toLowerCase());
    }
  });

  it('gives page views, submissions and the login separate budgets: views high, login and submissions low', () => {
    expect(rateRules).toHaveLength(3);
    expect(RATE_BUDGETS.views.limit).toBeGreaterThanOrEqual(10 * RATE_BUDGETS.submissions.limit);
    expect(RATE_BUDGETS.login.limit).toBeLessThanOrEqual(RATE_BUDGETS.submissions.limit);
    for (const [budget, { limit }] of Object.entries(RATE_BUDGETS)) {
      const rule = rateRules.find((r) => r.Statement.RateBasedStatement?.Limit === limit && r.Name.includes(budget));
      expect(rule, budget).toBeDefined();
      expect(rule?.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
      expect(rule?.Statement.RateBasedStatement?.AggregateKeyType).toBe('IP');
      const scope = byteMatches(rule?.Statement.RateBasedStatement?.ScopeDownStatement).map((m) => m.SearchString);
      const mine = routes.filter((route) => route.rateLimited === budget);
      expect(mine.length, budget).toBeGreaterThan(0);
      for (const route of mine) expect(scope, `${route.path} in ${budget}`).toContain(route.path.toLowerCase());
      for (const route of routes.filter((r) => r.rateLimited !== budget))
        expect(scope, `${route.path} not in ${budget}`).not.toContain(route.path.toLowerCase());
    }
    expect(routes.find((route) => route.path === '/api/admin/login')?.rateLimited).toBe('login');
    expect(routes.find((route) => route.path === '/api/page-views')?.rateLimited).toBe('views');
    expect(routes.find((route) => route.path === '/api/contact')?.rateLimited).toBe('submissions');
  });

  it('puts every /api/ path under one more per-IP budget, above every route budget', () => {
    const rule = rules.find((r) => r.Name === 'RateLimit-api');
    expect(rule?.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
    expect(rule?.Statement.RateBasedStatement).toMatchObject({ Limit: API_RATE_LIMIT, AggregateKeyType: 'IP' });
    const scope = byteMatches(rule?.Statement.RateBasedStatement?.ScopeDownStatement);
    expect(scope.map((match) => [match.SearchString, Object.keys(match.FieldToMatch)])).toEqual([
      ['/api/', ['UriPath']],
    ]);
    for (const { limit } of Object.values(RATE_BUDGETS)) expect(API_RATE_LIMIT).toBeGreaterThan(limit);
    const priorities = (rules as unknown as { Priority: number }[]).map((r) => r.Priority);
    expect(new Set(priorities).size).toBe(priorities.length);
  });
});

describe('CloudFront caching of GET /api/articles*', () => {
  const [, distribution] = resourcesOfType(mainJson, 'AWS::CloudFront::Distribution')[0] ?? ['', {} as CfnResource];
  const config = distribution.Properties?.DistributionConfig as {
    CacheBehaviors: { PathPattern: string; CachePolicyId: unknown; AllowedMethods?: string[] }[];
  };

  it('caches the article API by the origin Cache-Control, ahead of the uncached /api/* behaviour', () => {
    const patterns = config.CacheBehaviors.map((behaviour) => behaviour.PathPattern);
    expect(patterns).toContain('/api/articles*');
    expect(patterns.indexOf('/api/articles*')).toBeLessThan(patterns.indexOf('/api/*'));
    const articles = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/api/articles*');
    expect(articles?.AllowedMethods ?? ['GET', 'HEAD']).toEqual(['GET', 'HEAD']);
    const policyId = (articles?.CachePolicyId as { Ref?: string } | undefined)?.Ref ?? '';
    const policy = mainJson.Resources[policyId]?.Properties?.CachePolicyConfig as {
      DefaultTTL: number;
      MinTTL: number;
      MaxTTL: number;
    };
    // No Cache-Control: not cached; the origin's max-age (60 s, stale-while-revalidate) decides.
    expect(policy).toMatchObject({ DefaultTTL: 0, MinTTL: 0 });
    expect(policy.MaxTTL).toBeGreaterThanOrEqual(300);
  });

  it('caches GET /api/assessment-benchmark with the same policy (its origin says max-age=300)', () => {
    const patterns = config.CacheBehaviors.map((behaviour) => behaviour.PathPattern);
    expect(patterns.indexOf('/api/assessment-benchmark')).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf('/api/assessment-benchmark')).toBeLessThan(patterns.indexOf('/api/*'));
    const of = (pattern: string) => config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === pattern);
    expect(of('/api/assessment-benchmark')?.AllowedMethods ?? ['GET', 'HEAD']).toEqual(['GET', 'HEAD']);
    expect(of('/api/assessment-benchmark')?.CachePolicyId).toEqual(of('/api/articles*')?.CachePolicyId);
  });
});
