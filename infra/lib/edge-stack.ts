import type { RouteDefinition } from '@meridian/functions/routes';
import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** Requests per IP per {@link RATE_LIMIT_WINDOW_SECONDS} to the rate-limited routes before WAF blocks. */
export const RATE_LIMIT_REQUESTS = 100;
/** Evaluation window of the rate-based rule (seconds). */
export const RATE_LIMIT_WINDOW_SECONDS = 300;

/** Props of {@link EdgeStack}. */
export interface EdgeStackProps extends StackProps {
  /** The route table; entries with `rateLimited: true` are covered by the rate-based rule. */
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
      statements: [
        byteMatch({ method: {} }, route.method, 'EXACTLY'),
        byteMatch({ uriPath: {} }, prefix, 'STARTS_WITH'),
      ],
    },
  };
}

/**
 * The us-east-1 part of the app: CloudFront only accepts a CLOUDFRONT-scope WAF web ACL created
 * in us-east-1 (docs/decisions/005-waf-in-a-us-east-1-stack.md). The web ACL has
 * - a rate-based rule: more than {@link RATE_LIMIT_REQUESTS} requests in
 *   {@link RATE_LIMIT_WINDOW_SECONDS} s from one IP to the login and submission routes
 *   (`rateLimited: true` in the route table) are blocked with 429 until the rate drops;
 * - AWS's IP reputation list (known bots and attack sources) blocked.
 * Everything else is allowed. The main stack reads the ARN through a cross-region reference.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const limited = props.routes.filter((route) => route.rateLimited === true);
    if (limited.length === 0)
      throw new Error('The route table has no entry with rateLimited: true; the WAF rate rule would match nothing.');

    const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('meridian-web-acl'),
      rules: [
        {
          name: 'RateLimitSubmissionsAndLogin',
          priority: 0,
          action: { block: { customResponse: { responseCode: 429 } } },
          visibilityConfig: visibility('meridian-rate-limit'),
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: RATE_LIMIT_REQUESTS,
              evaluationWindowSec: RATE_LIMIT_WINDOW_SECONDS,
              scopeDownStatement: anyOf(limited.map(routeMatchStatement)),
            },
          },
        },
        {
          name: 'AwsIpReputationList',
          priority: 1,
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
