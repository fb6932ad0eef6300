import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

/**
 * Builders for API Gateway HTTP API (payload v2) events and a helper that invokes a handler and
 * parses its JSON answer, for handler tests.
 */

export interface HttpEventInput {
  method?: string;
  /** Request path, e.g. `/api/articles/x`. */
  path: string;
  /** Route key path with placeholders, e.g. `/api/articles/{slug}` (defaults to `path`). */
  routePath?: string;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** A string is sent as is; anything else is JSON-encoded. */
  body?: unknown;
  sourceIp?: string;
  /** `x-origin-verify` as CloudFront sends it: default the test's origin secret (`TEST_ORIGIN_SECRET`); `null` leaves it out. */
  originSecret?: string | null;
}

/** An HTTP API v2 event; a JSON body gets `content-type: application/json` unless headers say otherwise. */
export function httpEvent(input: HttpEventInput): APIGatewayProxyEventV2 {
  const method = input.method ?? (input.body === undefined ? 'GET' : 'POST');
  const body =
    input.body === undefined ? undefined : typeof input.body === 'string' ? input.body : JSON.stringify(input.body);
  const headers: Record<string, string> = {
    'user-agent': 'vitest',
    ...(input.originSecret !== null
      ? { 'x-origin-verify': input.originSecret ?? process.env.TEST_ORIGIN_SECRET ?? '' }
      : {}),
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...input.headers,
  };
  return {
    version: '2.0',
    routeKey: `${method} ${input.routePath ?? input.path}`,
    rawPath: input.path,
    rawQueryString: new URLSearchParams(input.query ?? {}).toString(),
    headers,
    queryStringParameters: input.query,
    pathParameters: input.pathParameters,
    body,
    isBase64Encoded: false,
    requestContext: {
      accountId: '111111111111',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: input.path,
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp ?? '203.0.113.7',
        userAgent: 'vitest',
      },
      requestId: `req-${Math.random().toString(36).slice(2)}`,
      routeKey: `${method} ${input.routePath ?? input.path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
  };
}

/** A minimal Lambda context. */
export function lambdaContext(functionName = 'test-function'): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-west-2:111111111111:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: `aws-${Math.random().toString(36).slice(2)}`,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'test',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Any HTTP API v2 Lambda handler. */
export type AnyHttpHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** A handler's answer with the JSON body parsed (`undefined` when there is none). */
export interface InvokeResult {
  statusCode: number;
  headers: Record<string, string>;
  body: unknown;
  rawBody: string | undefined;
  /** `Set-Cookie` values (payload v2 `cookies`). */
  cookies: string[];
}

/** Invokes an HTTP handler with an event built from `input`. */
export async function invokeHttp(handler: AnyHttpHandler, input: HttpEventInput): Promise<InvokeResult> {
  const result = await handler(httpEvent(input), lambdaContext());
  const headers = Object.fromEntries(
    Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
  );
  const rawBody = result.body;
  return {
    statusCode: result.statusCode ?? 200,
    headers,
    body: rawBody ? (JSON.parse(rawBody) as unknown) : undefined,
    rawBody,
    cookies: result.cookies ?? [],
  };
}
