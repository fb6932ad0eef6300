import type { RouteDefinition } from '@meridian/functions/topology';
import { AUDIT_EVENTS, CSP_REPORT_LOG_MESSAGE } from '@meridian/functions/security-events';
import { EVENT_SOURCES } from '@meridian/shared/event-names';
import { Validations } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { NO_AUTHORIZER_REASON, SECURITY_METRICS } from './api';
import { type FunctionResources, MeridianFunction } from './function';
import { constructIdFor } from './paths';

/** Props of {@link ApiRoutes}. */
export interface ApiRoutesProps {
  /** The root stack's HTTP API (`api.ts`); the routes, integrations and permissions live here. */
  httpApi: IHttpApi;
  /** `ORIGIN_SECRET_ARN` (the secret the functions read at run time), added to every route function. */
  originEnvironment: Record<string, string>;
  /** The area's entries of the route table (`functions/src/routes.ts`). */
  routes: readonly RouteDefinition[];
  /** What the functions may use. */
  resources: FunctionResources;
}

/**
 * One area's API routes: per route-table entry one function, one route on the root's HTTP API and
 * its Lambda integration and invoke permission, all in the area's stack. The security metric
 * filters of the login and CSP-report functions (docs/product/security.md#audit-events) sit beside
 * the function whose log group they read, so that the root needs no output per function.
 *
 * @throws {MissingHandlerError} when a route's handler file does not exist
 */
export class ApiRoutes extends Construct {
  /** Functions by route key (`POST /api/contact`). */
  readonly functions = new Map<string, MeridianFunction>();

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id);
    const { httpApi, originEnvironment, resources } = props;
    Validations.of(this).acknowledge({ id: 'AwsSolutions-APIG4', reason: NO_AUTHORIZER_REASON });
    for (const entry of props.routes) {
      const routeKey = `${entry.method} ${entry.path}`;
      const fnId = constructIdFor(entry.handler);
      // Route handlers publish the website's submissions (functions/src/contact/services/submissions.ts)
      // unless their entry names other sources.
      const fn = new MeridianFunction(this, fnId, {
        ...entry,
        owner: `route ${routeKey}`,
        eventSources: entry.eventSources ?? [EVENT_SOURCES.website],
        resources: { ...resources, environment: { ...resources.environment, ...originEnvironment } },
      });
      // The construct id HttpApi.addRoutes would give; the route is created here, in the area's stack.
      new HttpRoute(this, `${entry.method}${entry.path}`, {
        httpApi,
        routeKey: HttpRouteKey.with(entry.path, HttpMethod[entry.method]),
        integration: new HttpLambdaIntegration(`${fnId}Integration`, fn.fn),
      });
      Validations.of(fn.fn).acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason:
          'Invoked only synchronously by API Gateway, which returns the error to the caller; a dead-letter queue would only receive asynchronous invocations, which this function never gets.',
      });
      this.functions.set(routeKey, fn);
      if (entry.securityMetric === 'failedLogins')
        this.countLogLines(fn, 'FailedLogins', AUDIT_EVENTS.loginFailed, SECURITY_METRICS.failedLogins);
      if (entry.securityMetric === 'cspReports')
        this.countLogLines(fn, 'CspReports', CSP_REPORT_LOG_MESSAGE, SECURITY_METRICS.cspReports);
    }
  }

  /**
   * A metric filter counting the log lines of `fn` whose `message` is `message`. The first filter of
   * a metric keeps the plain id; further functions counting the same metric (the password and the
   * passkey sign-in both count failed logins) get the function's name appended.
   */
  private countLogLines(fn: MeridianFunction, id: string, message: string, metricName: string): void {
    const unique = this.node.tryFindChild(id) ? `${id}${fn.node.id}` : id;
    new MetricFilter(this, unique, {
      logGroup: fn.logGroup,
      filterPattern: FilterPattern.stringValue('$.message', '=', message),
      metricNamespace: SECURITY_METRICS.namespace,
      metricName,
      metricValue: '1',
      defaultValue: 0,
    });
  }
}
