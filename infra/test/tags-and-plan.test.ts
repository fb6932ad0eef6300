import { CfnResource, Stack, TagManager } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, EDGE_REGION } from '../lib/app';
import { FREE_PLAN_TIER, PLAN_FAMILY } from '../lib/pricing-plan-stack';
import { cdkJsonContext, TEST_ACCOUNT, TEST_CONTEXT, testDistDir } from './fixtures';

/** Skips esbuild bundling (CDK's `aws:cdk:bundling-stacks` context) so these synths are fast. */
const NO_BUNDLING = { 'aws:cdk:bundling-stacks': [] };
const site = testDistDir();
afterAll(() => {
  if (site.fixture) rmSync(site.distDir, { recursive: true, force: true });
});

/** The app without context values of these tests' own, synthesized once: two tests read it, neither changes it. */
let defaultApp: ReturnType<typeof synthesize> | undefined;

/** The app synthesized with the given context values over the test context (the default one is shared). */
function synth(context: Record<string, unknown> = {}) {
  if (Object.keys(context).length > 0) return synthesize(context);
  defaultApp ??= synthesize(context);
  return defaultApp;
}

function synthesize(context: Record<string, unknown>) {
  const built = buildApp({
    account: TEST_ACCOUNT,
    distDir: site.distDir,
    context: { ...cdkJsonContext(), ...TEST_CONTEXT, ...NO_BUNDLING, ...context },
  });
  built.app.synth();
  return built;
}

/** Tags of a template resource as a map, whether CloudFormation models them as a list or a map. */
function tagsOf(properties: Record<string, unknown> | undefined, propertyName: string): Record<string, unknown> {
  const tags = properties?.[propertyName];
  if (Array.isArray(tags)) {
    return Object.fromEntries(tags.map((tag: { Key: string; Value: unknown }) => [tag.Key, tag.Value]));
  }
  return (tags ?? {}) as Record<string, unknown>;
}

function upperFirst(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Every taggable CloudFormation resource of a stack, with its tags as synthesized. */
function taggableResources(stack: Stack): Array<{ path: string; type: string; tags: Record<string, unknown> }> {
  const template = Template.fromStack(stack).toJSON() as {
    Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
  };
  const found: Array<{ path: string; type: string; tags: Record<string, unknown> }> = [];
  const visit = (construct: IConstruct) => {
    if (CfnResource.isCfnResource(construct) && Stack.of(construct) === stack) {
      const manager = TagManager.of(construct);
      if (manager !== undefined) {
        const id = stack.resolve(construct.logicalId) as string;
        const resource = template.Resources[id];
        if (resource !== undefined) {
          found.push({
            path: construct.node.path,
            type: resource.Type,
            // The construct's property name (`tags`) is the template's (`Tags`) in lower camel case.
            tags: tagsOf(resource.Properties, upperFirst(manager.tagPropertyName)),
          });
        }
      }
    }
    for (const child of construct.node.children) visit(child);
  };
  visit(stack);
  return found;
}

describe('tags', () => {
  it('puts project and environment on every taggable resource of every stack', () => {
    const { main, edge, pricingPlan, replyReceiving } = synth({ environment: 'staging', pricingPlan: 'free' });
    // The areas' nested stacks have templates of their own.
    const stacks: Stack[] = [main, ...main.areas, edge, ...(pricingPlan !== undefined ? [pricingPlan] : [])];
    if (replyReceiving !== undefined) stacks.push(replyReceiving);
    const resources = stacks.flatMap(taggableResources);
    // Functions, roles, queues, the table, bucket, distribution, web ACL, log groups, alarms, ...
    expect(resources.length).toBeGreaterThan(60);
    const untagged = resources.filter(
      (resource) => resource.tags.project !== 'meridian' || resource.tags.environment !== 'staging',
    );
    expect(untagged).toEqual([]);
    const types = new Set(resources.map((resource) => resource.type));
    for (const type of [
      'AWS::CloudFront::Distribution',
      'AWS::DynamoDB::Table',
      'AWS::Lambda::Function',
      'AWS::S3::Bucket',
      'AWS::WAFv2::WebACL',
      'AWS::SQS::Queue',
      'AWS::Logs::LogGroup',
      'AWS::SNS::Topic',
      'AWS::KMS::Key',
    ]) {
      expect(types).toContain(type);
    }
  });

  it('tags with the defaults when no context value is given', () => {
    const { main } = synth();
    const [table] = taggableResources(main).filter((resource) => resource.type === 'AWS::DynamoDB::Table');
    expect(table?.tags).toMatchObject({ project: 'meridian', environment: 'production' });
  });
});

describe('CloudFront flat-rate free plan', () => {
  it('is not subscribed unless the deployer opts in', () => {
    const { app, pricingPlan } = synth();
    expect(pricingPlan).toBeUndefined();
    expect(app.node.tryFindChild('MeridianPricingPlan')).toBeUndefined();
  });

  it('with -c pricingPlan=free subscribes the distribution and its web ACL, in us-east-1, passing cdk-nag', () => {
    const { main, pricingPlan } = synth({ pricingPlan: 'free' });
    expect(pricingPlan).toBeDefined();
    if (pricingPlan === undefined) return;
    expect(pricingPlan.region).toBe(EDGE_REGION);
    const template = Template.fromStack(pricingPlan);
    template.resourceCountIs('AWS::PricingPlanManager::Subscription', 1);
    template.hasResourceProperties('AWS::PricingPlanManager::Subscription', {
      PlanFamily: PLAN_FAMILY,
      PlanTier: FREE_PLAN_TIER,
      UsageLevel: 'DEFAULT',
    });
    const subscription = Object.values(
      template.findResources('AWS::PricingPlanManager::Subscription') as Record<
        string,
        { Properties: { ResourceArns: unknown[] } }
      >,
    )[0];
    const arns = JSON.stringify(subscription?.Properties.ResourceArns);
    expect(subscription?.Properties.ResourceArns).toHaveLength(2);
    // The distribution's ARN (built from its id, read from the home-region stack) and the web ACL's.
    expect(arns).toContain(':distribution/');
    expect(arns).toContain('WebAcl');
    expect(pricingPlan.dependencies).toContain(main);
  });
});
