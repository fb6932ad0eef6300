import { type CfnResource, type CfnTemplate, referencedId, resourcesOfType } from './assembly';

/**
 * Reading the IAM of the functions in a synthesised template (docs/product/security.md#iam): the
 * function behind a route, the rule target functions, the statements of a function's role and
 * their actions and `dynamodb:LeadingKeys` conditions.
 */

/** One statement of a role policy. */
export interface Statement {
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string | string[]>>;
}

/** The statements of an AWS::IAM::Policy resource. */
export function policyStatements(policy: CfnResource): Statement[] {
  return (policy.Properties?.PolicyDocument as { Statement?: Statement[] } | undefined)?.Statement ?? [];
}

/** The IAM reader of one template. */
export function iamOf(json: CfnTemplate) {
  const resource = (id: string): CfnResource => {
    const found = json.Resources[id];
    if (found === undefined) throw new Error(`No resource ${id}`);
    return found;
  };

  /** Logical id of the function integrated with an API route key (`GET /api/articles`). */
  function functionForRoute(routeKey: string): string {
    const route = resourcesOfType(json, 'AWS::ApiGatewayV2::Route').find(
      ([, r]) => r.Properties?.RouteKey === routeKey,
    );
    if (route === undefined) throw new Error(`No API route ${routeKey}`);
    const integrationId = /"Ref":"([^"]+)"/.exec(JSON.stringify(route[1].Properties?.Target))?.[1];
    if (integrationId === undefined) throw new Error(`Route ${routeKey} has no integration`);
    const fnId = referencedId(resource(integrationId).Properties?.IntegrationUri);
    if (fnId === undefined) throw new Error(`Integration of ${routeKey} is not a Lambda function`);
    return fnId;
  }

  /** Logical ids of every rule target function. */
  function consumerFunctions(): string[] {
    return resourcesOfType(json, 'AWS::Events::Rule').flatMap(([, rule]) =>
      ((rule.Properties?.Targets ?? []) as { Arn: unknown }[]).map((target) => referencedId(target.Arn) ?? ''),
    );
  }

  /** Logical id of every function by its service name (`POWERTOOLS_SERVICE_NAME`, one per handler). */
  function functionsByServiceName(): Map<string, string> {
    const found = new Map<string, string>();
    for (const [id, fn] of resourcesOfType(json, 'AWS::Lambda::Function')) {
      const variables = (fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables;
      const name = variables?.POWERTOOLS_SERVICE_NAME;
      if (typeof name === 'string') found.set(name, id);
    }
    return found;
  }

  /** Every statement of the policies attached to a function's role. */
  function statementsOf(fnId: string): Statement[] {
    const roleId = referencedId(resource(fnId).Properties?.Role) ?? '';
    return resourcesOfType(json, 'AWS::IAM::Policy')
      .filter(([, policy]) => JSON.stringify(policy.Properties?.Roles).includes(`"${roleId}"`))
      .flatMap(([, policy]) => policyStatements(policy));
  }

  return { resource, functionForRoute, consumerFunctions, functionsByServiceName, statementsOf };
}

/** The actions of a statement. */
export const actionsOf = (statement: Statement): string[] =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];

/** The `dynamodb:LeadingKeys` patterns of a statement's condition. */
export const leadingKeysOf = (statement: Statement): string[] => {
  const value = statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/** True for a statement with DynamoDB actions. */
export const isTableStatement = (statement: Statement): boolean =>
  actionsOf(statement).some((action) => action.startsWith('dynamodb:'));
