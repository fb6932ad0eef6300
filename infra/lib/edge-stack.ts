import type { RateBudget, RouteDefinition } from '@meridian/functions/topology';
import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** Evaluation window of the rate-based rules (seconds). */
export const RATE_LIMIT_WINDOW_SECONDS = 300;

/**
 * Requests per client IP per {@link RATE_LIMIT_WINDOW_SECONDS} to the routes of each budget before
 * the WAF answers 429 (docs/product/security.md#waf): page views (and CSP reports) are sent on every
 * navigation, so their budget is high and a busy reader never loses the contact form; the form
 * submissions and the login get low budgets of their own.
 */
export const RATE_BUDGETS: Record<RateBudget, { limit: number; priority: number }> = {
  login: { limit: 20, priority: 0 },
  submissions: { limit: 30, priority: 1 },
  views: { limit: 1000, priority: 2 },
};

/**
 * Requests per client IP per {@link RATE_LIMIT_WINDOW_SECONDS} to any `/api/` path before the WAF
 * answers 429 (docs/product/security.md#waf): above every route budget, so it only stops a client
 * hammering routes that have none (the slot list, the CRM's reads), which API Gateway's per-route
 * throttle would otherwise share with every other client.
 */
export const API_RATE_LIMIT = 1500;

/** Props of {@link EdgeStack}. */
export interface EdgeStackProps extends StackProps {
  /** The route table; each entry's `rateLimited` budget puts it under that rate-based rule. */
  routes: readonly RouteDefinition[];
}

type Statement = CfnWebACL.StatementProperty;

function byteMatch(field: CfnWebACL.FieldToMatchProperty, value: string, constraint: string): Statement {
  return {
    byteMatchStatement: {
      fieldToMatch: field,
      positionalConstraint: constraint,
      searchString: value,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
}

/** A path match after URL-decoding and lower-casing, so `/API/Admin/%6Cogin` still matches. */
function pathMatch(prefix: string): Statement {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'STARTS_WITH',
      searchString: prefix.toLowerCase(),
      textTransformations: [
        { priority: 0, type: 'URL_DECODE' },
        { priority: 1, type: 'LOWERCASE' },
      ],
    },
  };
}

function anyOf(statements: Statement[]): Statement {
  if (statements.length === 1 && statements[0] !== undefined) return statements[0];
  return { orStatement: { statements } };
}

/**
 * The WAF statement matching one rate-limited route: method and path prefix (a `{param}` and
 * everything after it is left out, so `/api/x/{id}` matches `/api/x/...`).
 *
 * @param route - a route-table entry
 */
export function routeMatchStatement(route: RouteDefinition): Statement {
  const brace = route.path.indexOf('{');
  const prefix = brace === -1 ? route.path : route.path.slice(0, brace);
  return {
    andStatement: {
      statements: [byteMatch({ method: {} }, route.method, 'EXACTLY'), pathMatch(prefix)],
    },
  };
}

/**
 * The us-east-1 part of the app: CloudFront only accepts a CLOUDFRONT-scope WAF web ACL created
 * in us-east-1 (docs/decisions/005-waf-in-a-us-east-1-stack.md). The web ACL has
 * - one rate-based rule per budget of {@link RATE_BUDGETS}: more requests than its limit in
 *   {@link RATE_LIMIT_WINDOW_SECONDS} s from one IP to the routes of that budget (`rateLimited` in
 *   the route table) are blocked with 429 until the rate drops; paths are matched after
 *   URL-decoding and lower-casing;
 * - one rate-based rule over every `/api/` path ({@link API_RATE_LIMIT});
 * - AWS's IP reputation list (known bots and attack sources) blocked.
 * Everything else is allowed. The main stack reads the ARN through a cross-region reference.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });
    const budgets = Object.entries(RATE_BUDGETS) as [RateBudget, { limit: number; priority: number }][];
    const rateRules = budgets.map(([budget, { limit, priority }]): CfnWebACL.RuleProperty => {
      const limited = props.routes.filter((route) => route.rateLimited === budget);
      if (limited.length === 0)
        throw new Error(`No route has rateLimited: '${budget}'; that WAF rate rule would match nothing.`);
      return {
        name: `RateLimit-${budget}`,
        priority,
        action: { block: { customResponse: { responseCode: 429 } } },
        visibilityConfig: visibility(`meridian-rate-limit-${budget}`),
        statement: {
          rateBasedStatement: {
            aggregateKeyType: 'IP',
            limit,
            evaluationWindowSec: RATE_LIMIT_WINDOW_SECONDS,
            scopeDownStatement: anyOf(limited.map(routeMatchStatement)),
          },
        },
      };
    });

    const apiRule: CfnWebACL.RuleProperty = {
      name: 'RateLimit-api',
      priority: budgets.length,
      action: { block: { customResponse: { responseCode: 429 } } },
      visibilityConfig: visibility('meridian-rate-limit-api'),
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          limit: API_RATE_LIMIT,
          evaluationWindowSec: RATE_LIMIT_WINDOW_SECONDS,
          scopeDownStatement: pathMatch('/api/'),
        },
      },
    };

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('meridian-web-acl'),
      rules: [
        ...rateRules,
        apiRule,
        {
          name: 'AwsIpReputationList',
          priority: budgets.length + 1,
          overrideAction: { none: {} },
          visibilityConfig: visibility('meridian-ip-reputation'),
          statement: {
            managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesAmazonIpReputationList' },
          },
        },
      ],
    });
  }
}
