import type { RouteDefinition } from '@meridian/functions/routes';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterPattern, LogGroup, MetricFilter, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { type FunctionResources, MeridianFunction } from './function';
import { constructIdFor } from './paths';

/** Stage throttling of the HTTP API: steady requests per second and burst, per route. */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

/** Namespace and name of the metric counting HTTP 429 answers (from the access log). */
export const THROTTLED_METRIC = { namespace: 'Meridian/Api', metricName: 'Throttled429' } as const;

/**
 * The HTTP API behind CloudFront's `/api/*` behaviour and, through {@link Api.addRoutes}, one
 * route and one function per entry of the route table (`functions/src/routes.ts`).
 *
 * The `$default` stage has explicit throttling ({@link API_THROTTLE}) and JSON access logs without
 * personal data; a metric filter on the access log counts 429 answers, whether API Gateway
 * throttled the request or the login throttle of the application did, so that the alarm sees both.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Functions by route key (`POST /api/contact`). */
  readonly functions = new Map<string, MeridianFunction>();
  /** Sum of 429 answers per 5 minutes. */
  readonly throttledMetric: Metric;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Meridian /api (reached through CloudFront)',
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { ...API_THROTTLE },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTimeEpoch',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            errorMessage: '$context.error.message',
            responseLength: '$context.responseLength',
          }),
        ),
      },
    });

    new MetricFilter(this, 'Throttled429', {
      logGroup: accessLogs,
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: THROTTLED_METRIC.namespace,
      metricName: THROTTLED_METRIC.metricName,
      metricValue: '1',
      defaultValue: 0,
    });
    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Public website routes (articles, submissions, page views, login) are unauthenticated by design; /api/admin/* routes check the HttpOnly session cookie (hashed, expiring session item) in the handler, which API Gateway authorizers cannot do without an extra Lambda on every request.',
    });
    this.throttledMetric = new Metric({
      ...THROTTLED_METRIC,
      statistic: 'Sum',
      period: Duration.minutes(5),
    });
  }

  /** Host name of the API's default endpoint, for CloudFront's origin. */
  get originDomainName(): string {
    return `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }

  /**
   * Adds one route and one function per route-table entry.
   *
   * @param entries - the route table
   * @param resources - what the functions may use
   * @throws {MissingHandlerError} when a route's handler file does not exist
   */
  addRoutes(entries: readonly RouteDefinition[], resources: FunctionResources): void {
    for (const entry of entries) {
      const routeKey = `${entry.method} ${entry.path}`;
      const id = constructIdFor(entry.handler);
      const fn = new MeridianFunction(this, id, { ...entry, owner: `route ${routeKey}`, resources });
      this.httpApi.addRoutes({
        path: entry.path,
        methods: [HttpMethod[entry.method]],
        integration: new HttpLambdaIntegration(`${id}Integration`, fn.fn),
      });
      Validations.of(fn.fn).acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason:
          'Invoked only synchronously by API Gateway, which returns the error to the caller; a dead-letter queue would only receive asynchronous invocations, which this function never gets.',
      });
      this.functions.set(routeKey, fn);
    }
  }
}
