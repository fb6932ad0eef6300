import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildDigest,
  MISSING_RENDERER_MESSAGE,
  RENDERER_MODULE_IN_LAMBDA,
  rendererCommandHooks,
} from '../lib/renderer-bundle';
import { type CfnResource, type CfnTemplate, resourcesOfType, templates } from './assembly';

let json: CfnTemplate;
beforeAll(() => {
  json = templates().mainJson;
});

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown; Effect: string };
const RENDER_ROLE = 'EventsArticleToSiteArticlesConsumersRenderSiteRole';

function statementsOfRoles(prefix: string): Statement[] {
  return resourcesOfType(json, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties?.Roles ?? []).includes(`"${prefix}`))
    .flatMap(
      ([, policy]) => (policy.Properties?.PolicyDocument as { Statement?: Statement[] } | undefined)?.Statement ?? [],
    );
}
const actionsOf = (statement: Statement) => [statement.Action].flat();
const policiesWith = (action: string) =>
  resourcesOfType(json, 'AWS::IAM::Policy').filter(([, policy]) =>
    JSON.stringify(policy.Properties?.PolicyDocument).includes(`"${action}"`),
  );

describe('render function (docs/product/publishing.md#publishing)', () => {
  it('is the target of one rule for ArticlePublished, ArticleUpdated and ArticleUnpublished, with retries and a dead-letter queue', () => {
    const rules = resourcesOfType(json, 'AWS::Events::Rule').filter(([, rule]) =>
      JSON.stringify(rule.Properties?.EventPattern).includes('meridian.articles'),
    );
    const rendering = rules.filter(([, rule]) => JSON.stringify(rule.Properties?.Targets).includes('RenderSite'));
    expect(rendering).toHaveLength(1);
    const rule = rendering[0]?.[1] as CfnResource;
    expect(rule.Properties?.EventPattern).toEqual({
      source: ['meridian.articles'],
      'detail-type': ['ArticlePublished', 'ArticleUpdated', 'ArticleUnpublished'],
    });
    const [target] = (rule.Properties?.Targets ?? []) as Array<Record<string, unknown>>;
    expect(target?.RetryPolicy).toMatchObject({ MaximumRetryAttempts: 8 });
    expect(target?.DeadLetterConfig).toBeDefined();
  });

  it('may write and delete only insights/* and sitemap.xml in the site bucket, nothing else of S3', () => {
    const s3 = statementsOfRoles(RENDER_ROLE).filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith('s3:')),
    );
    expect(s3).toHaveLength(1);
    expect(actionsOf(s3[0] as Statement).sort()).toEqual(['s3:DeleteObject', 's3:PutObject']);
    const resources = JSON.stringify(s3[0]?.Resource);
    expect(resources).toContain('WebSiteBucket');
    expect(resources).toContain('"/insights/*"');
    expect(resources).toContain('"/sitemap.xml"');
    expect(resources.match(/"\/[^"]*"/g)).toEqual(['"/insights/*"', '"/sitemap.xml"']);
    // Only the render function and the bucket deployment's provider write to the site bucket.
    const writers = policiesWith('s3:PutObject').map(([, policy]) => JSON.stringify(policy.Properties?.Roles));
    expect(writers.filter((roles) => !roles.includes('CustomCDKBucketDeployment'))).toEqual([
      expect.stringContaining(RENDER_ROLE),
    ]);
  });

  it('may invalidate the one distribution and no other, and is the only function that may', () => {
    const invalidation = statementsOfRoles(RENDER_ROLE).filter((statement) =>
      actionsOf(statement).includes('cloudfront:CreateInvalidation'),
    );
    expect(invalidation).toHaveLength(1);
    const resource = JSON.stringify(invalidation[0]?.Resource);
    expect(resource).toContain(':distribution/');
    expect(resource).toContain('{"Ref":"WebDistribution');
    const functions = policiesWith('cloudfront:CreateInvalidation')
      .map(([, policy]) => JSON.stringify(policy.Properties?.Roles))
      .filter((roles) => !roles.includes('CustomCDKBucketDeployment'));
    expect(functions).toEqual([expect.stringContaining(RENDER_ROLE)]);
  });

  it('gets the bucket, the distribution and the renderer path in the function code as its environment', () => {
    const [, fn] = resourcesOfType(json, 'AWS::Lambda::Function').find(([id]) =>
      id.startsWith('EventsArticleToSiteArticlesConsumersRenderSiteFunction'),
    ) as [string, CfnResource];
    const environment = fn.Properties?.Environment as { Variables: Record<string, unknown> } | undefined;
    const variables = environment?.Variables ?? {};
    expect(variables.SITE_RENDERER_MODULE).toBe(RENDERER_MODULE_IN_LAMBDA);
    expect(JSON.stringify(variables.SITE_BUCKET_NAME)).toContain('WebSiteBucket');
    expect(JSON.stringify(variables.SITE_DISTRIBUTION_ID)).toContain('WebDistribution');
    expect(fn.Properties?.Timeout).toBe(60);
  });

  it('renders the whole site asynchronously after the pages deployment, with a SiteRenderRequested event', () => {
    const [[id, resource]] = resourcesOfType(json, 'Custom::AWS') as [[string, CfnResource & { DependsOn?: string[] }]];
    expect(id).toMatch(/^SiteRenderingRenderAfterDeploy/);
    expect(resource.DependsOn?.some((dependency) => dependency.startsWith('WebDeployPages'))).toBe(true);
    const call = JSON.stringify(resource.Properties?.Update);
    expect(call).toContain('\\"action\\":\\"invoke\\"');
    expect(call).toContain('\\"InvocationType\\":\\"Event\\"');
    expect(call).toContain('SiteRenderRequested');
    expect(call).toContain('EventsArticleToSiteArticlesConsumersRenderSiteFunction');
    const invoke = policiesWith('lambda:InvokeFunction').filter(([id]) => id.startsWith('SiteRendering'));
    expect(invoke).toHaveLength(1);
    expect(JSON.stringify(invoke[0]?.[1].Properties?.PolicyDocument)).toContain(
      'EventsArticleToSiteArticlesConsumersRenderSiteFunction',
    );
  });

  it('leaves insights/* and sitemap.xml to the render function when deploying the build (no upload, no prune)', () => {
    const deployments = resourcesOfType(json, 'Custom::CDKBucketDeployment').map(([, resource]) => resource.Properties);
    const pages = deployments.find((properties) => properties?.Prune !== false);
    expect(pages?.Exclude).toEqual(expect.arrayContaining(['insights/*', 'sitemap.xml']));
  });
});

describe('renderer in the function code', () => {
  it('copies the renderer build, or a placeholder that fails clearly when there is none', () => {
    const built = mkdtempSync(join(tmpdir(), 'renderer-'));
    const out = mkdtempSync(join(tmpdir(), 'bundle-'));
    try {
      writeFileSync(join(built, 'renderer.mjs'), 'export async function renderArticleFiles() { return []; }');
      expect(rendererCommandHooks(built).afterBundling('/in', out)).toEqual([`cp -R '${built}' '${out}/renderer'`]);
      const [placeholderCopy] = rendererCommandHooks(join(built, 'missing')).afterBundling('/in', out);
      const placeholder = /^cp -R '([^']+)'/.exec(placeholderCopy ?? '')?.[1] ?? '';
      expect(readFileSync(join(placeholder, 'renderer.mjs'), 'utf8')).toContain(MISSING_RENDERER_MESSAGE);
    } finally {
      rmSync(built, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('digests the pages and the renderer, not the hashed assets', () => {
    const site = mkdtempSync(join(tmpdir(), 'site-'));
    try {
      writeFileSync(join(site, 'index.html'), 'a');
      const first = buildDigest(site);
      expect(first).toMatch(/^[0-9a-f]{16}$/);
      mkdirSync(join(site, 'assets'));
      writeFileSync(join(site, 'assets', 'index-3f2a9c.js'), 'x');
      expect(buildDigest(site)).toBe(first);
      expect(buildDigest(site, join(site, 'missing'))).toBe(first);
      writeFileSync(join(site, 'index.html'), 'b');
      expect(buildDigest(site)).not.toBe(first);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
