import { areas } from '@meridian/functions/areas';
import { describe, expect, it } from 'vitest';
import { areaStackId } from '../lib/area-stack';
import { type CfnTemplate, resourcesOfType, templates } from './assembly';

/** CloudFormation allows 500 resources per template; this leaves room for the routes still to come. */
const MAX_RESOURCES = 400;
/** CloudFormation allows 200 parameters and 200 outputs per template; half is the warning line. */
const MAX_PARAMETERS = 100;
const MAX_OUTPUTS = 100;

/** Every template of the home region, the edge and the receiving region, by name. */
function everyTemplate(): Array<[string, CfnTemplate]> {
  const { rootJson, nestedJson, edgeJson, receivingJson } = templates();
  return [
    ['Meridian', rootJson],
    ['MeridianEdge', edgeJson],
    ['MeridianReplyReceiving', receivingJson],
    ...nestedJson.map((nested): [string, CfnTemplate] => [nested.file, nested.json]),
  ];
}

describe('template limits (docs/decisions/033-a-nested-stack-per-business-area.md)', () => {
  it.each(everyTemplate())('%s stays far from the resource, parameter and output limits', (_name, json) => {
    expect(Object.keys(json.Resources).length).toBeLessThanOrEqual(MAX_RESOURCES);
    expect(Object.keys(json.Parameters ?? {}).length).toBeLessThanOrEqual(MAX_PARAMETERS);
    expect(Object.keys(json.Outputs ?? {}).length).toBeLessThanOrEqual(MAX_OUTPUTS);
  });
});

describe('one nested stack per business area', () => {
  const { rootJson, nestedJson } = templates();
  const templateOf = (name: string): CfnTemplate => {
    const found = nestedJson.filter((nested) => nested.logicalId.startsWith(`${areaStackId(name)}NestedStack`));
    expect(found, name).toHaveLength(1);
    return (found[0] as { json: CfnTemplate }).json;
  };

  it('deploys exactly the areas of functions/src/areas.ts as nested stacks of the root', () => {
    expect(resourcesOfType(rootJson, 'AWS::CloudFormation::Stack')).toHaveLength(areas.length);
    expect(nestedJson).toHaveLength(areas.length);
  });

  it.each(areas.map((area) => [area.name, area] as const))(
    '%s holds its routes, rules, schedules, one-time schedule targets and mail receivers, and the root holds none',
    (name, area) => {
      const json = templateOf(name);
      const routeKeys = resourcesOfType(json, 'AWS::ApiGatewayV2::Route').map(
        ([, route]) => route.Properties?.RouteKey,
      );
      expect(routeKeys.sort()).toEqual(area.routes.map((route) => `${route.method} ${route.path}`).sort());
      expect(resourcesOfType(json, 'AWS::Events::Rule')).toHaveLength(area.rules.length);
      expect(resourcesOfType(json, 'AWS::Scheduler::Schedule')).toHaveLength(area.schedules.length);
      const functions = resourcesOfType(json, 'AWS::Lambda::Function');
      const expected =
        area.routes.length +
        area.rules.reduce((sum, rule) => sum + rule.targets.length, 0) +
        area.schedules.length +
        area.targets.length +
        (area.mailReceivers?.length ?? 0);
      expect(functions).toHaveLength(expected);
    },
  );

  it('keeps no route, rule or schedule in the root', () => {
    for (const type of ['AWS::ApiGatewayV2::Route', 'AWS::Events::Rule', 'AWS::Scheduler::Schedule'])
      expect(resourcesOfType(rootJson, type), type).toEqual([]);
  });
});
