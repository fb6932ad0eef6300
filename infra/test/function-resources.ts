import type { RuleTarget } from '@meridian/functions/topology';
import { routes } from '@meridian/functions/routes';
import { eventRules } from '@meridian/functions/rules';
import { schedules } from '@meridian/functions/schedules';
import { expect } from 'vitest';
import { type CfnResource, type CfnTemplate, referencedId, resourcesOfType } from './assembly';
import { iamOf, type Statement } from './iam';

/**
 * The functions of a synthesised template as the route, rule and schedule tables declare them,
 * with their roles' statements (`stack.test.ts`), on top of the IAM reader of `iam.ts`. Each
 * reader looks the template up when called, so that a test file can make them before its
 * `beforeAll` has synthesised.
 */

/** The rule-target shape of an AWS::Events::Rule's `Targets`. */
export interface RuleTargetJson {
  Arn: unknown;
  DeadLetterConfig?: { Arn: unknown };
  RetryPolicy?: { MaximumRetryAttempts: number; MaximumEventAgeInSeconds: number };
}

/**
 * The readers of one template.
 * @param template - returns the template (the home region's, nested stacks merged)
 */
export function functionResourcesOf(template: () => CfnTemplate) {
  const iam = () => iamOf(template());
  const resource = (id: string): CfnResource => iam().resource(id);
  const functionForRoute = (routeKey: string): string => iam().functionForRoute(routeKey);

  /** The one rule of a rule-table entry, by the entry's name. */
  function ruleResource(name: string): [string, CfnResource] {
    const rules = resourcesOfType(template(), 'AWS::Events::Rule').filter(([id]) => id.startsWith(`Events${name}Rule`));
    if (rules.length !== 1 || rules[0] === undefined)
      throw new Error(`Expected one rule for ${name}, found ${rules.length}`);
    return rules[0];
  }

  /** The targets of a rule-table entry's rule, in table order. */
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
      const schedule = resourcesOfType(template(), 'AWS::Scheduler::Schedule').find(([id]) =>
        id.startsWith(`Schedules${entry.name}`),
      );
      const fnId = referencedId((schedule?.[1].Properties?.Target as { Arn?: unknown } | undefined)?.Arn);
      if (fnId === undefined) throw new Error(`Schedule ${entry.name} has no function target`);
      return { owner: `schedule ${entry.name} -> ${entry.handler}`, fnId, entry };
    });
    return [...fromRoutes, ...fromRules, ...fromSchedules];
  }

  /** The statements of the policies attached to a function's role, which has no managed policy. */
  function statementsOf(fnId: string): Statement[] {
    const roleId = referencedId(resource(fnId).Properties?.Role);
    if (roleId === undefined) throw new Error(`${fnId} has no role reference`);
    expect(
      resource(roleId).Properties?.ManagedPolicyArns,
      `${fnId} role must not use managed policies`,
    ).toBeUndefined();
    return iam().statementsOf(fnId);
  }

  return { resource, functionForRoute, ruleResource, targetsOf, tableFunctions, statementsOf };
}
