/**
 * Translation between node:http and the Lambda world, as API Gateway HTTP APIs do it (payload
 * format 2.0): request -> `APIGatewayProxyEventV2`, handler result -> HTTP response, plus a Lambda
 * `Context`. See https://docs.aws.amazon.com/apigateway/latest/developerguide/http-api-develop-integrations-lambda.html
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import {
  DEFAULT_TIMEOUT_SECONDS,
  dynamoDbLimits,
  minimumTimeoutSeconds,
} from '@meridian/functions/lib/dynamodb-limits';

/** Account id used in local ARNs and events. */
export const LOCAL_ACCOUNT_ID = '000000000000';

/** What the runner knows about one HTTP request when building the event. */
export interface HttpRequestFacts {
  method: string;
  /** Request target as received: path plus optional `?query`. */
  url: string;
  /** Node's lower-cased headers. */
  headers: IncomingHttpHeaders;
  /** Raw request body (empty buffer when none). */
  body: Buffer;
  /** Client address from the socket. */
  sourceIp: string;
  /** The matched route key, e.g. `GET /api/articles/{slug}`. */
  routeKey: string;
  /** Decoded path parameters of the matched route. */
  pathParameters: Record<string, string>;
  /** Request time (default now). */
  now?: Date;
}

const TEXT_CONTENT_TYPE = /^(text\/|application\/(json|xml|javascript|x-www-form-urlencoded|[\w.+-]+\+(json|xml)))/i;

/**
 * Builds the API Gateway HTTP API payload v2 event for a request.
 *
 * Like API Gateway: header names lower-cased, repeated headers joined with commas, the `cookie`
 * header moved to `cookies`, query parameters decoded with repeated keys joined by commas,
 * `queryStringParameters` / `pathParameters` / `body` absent when empty, and a body that is not
 * text (by content type) base64-encoded with `isBase64Encoded: true`.
 *
 * @param facts - the request and the matched route
 * @returns the event that the handler receives
 */
export function buildHttpApiEvent(facts: HttpRequestFacts): APIGatewayProxyEventV2 {
  const now = facts.now ?? new Date();
  const queryIndex = facts.url.indexOf('?');
  const rawPath = queryIndex === -1 ? facts.url : facts.url.slice(0, queryIndex);
  const rawQueryString = queryIndex === -1 ? '' : facts.url.slice(queryIndex + 1);

  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(facts.headers)) {
    if (value === undefined) continue;
    const joined = Array.isArray(value) ? value.join(',') : value;
    if (name === 'cookie') {
      cookies = joined
        .split(';')
        .map((cookie) => cookie.trim())
        .filter((cookie) => cookie.length > 0);
      continue;
    }
    headers[name] = joined;
  }

  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    query[key] = key in query ? `${query[key]},${value}` : value;
  }

  const contentType = headers['content-type'] ?? '';
  const hasBody = facts.body.length > 0;
  const isText = TEXT_CONTENT_TYPE.test(contentType);
  const host = headers.host ?? 'localhost';
  const domainName = host.replace(/:\d+$/, '');

  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: facts.routeKey,
    rawPath,
    rawQueryString,
    headers,
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0] ?? domainName,
      http: {
        method: facts.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: facts.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: facts.routeKey,
      stage: '$default',
      time: formatRequestTime(now),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: hasBody && !isText,
  };
  if (cookies && cookies.length > 0) event.cookies = cookies;
  if (rawQueryString !== '') event.queryStringParameters = query;
  if (Object.keys(facts.pathParameters).length > 0) event.pathParameters = facts.pathParameters;
  if (hasBody) event.body = isText ? facts.body.toString('utf8') : facts.body.toString('base64');
  return event;
}

/** An HTTP response ready to write. */
export interface HttpResponseParts {
  statusCode: number;
  /** Header name -> value; `set-cookie` may hold several values. */
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/**
 * Converts a handler's return value to an HTTP response, like API Gateway's payload v2 rules: a
 * structured result (`statusCode`, `headers`, `body`, `cookies`, `isBase64Encoded`) is used as
 * is; anything else (a plain object, array, number, string) means status 200 with
 * `content-type: application/json` and the value as the body (JSON-encoded unless a string).
 *
 * @param result - what the handler resolved with
 * @returns status, headers (lower-cased names) and body bytes
 */
export function toHttpResponse(result: unknown): HttpResponseParts {
  if (isStructuredResult(result)) {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
    if (result.cookies && result.cookies.length > 0) headers['set-cookie'] = [...result.cookies];
    const text = result.body ?? '';
    return {
      statusCode: result.statusCode ?? 200,
      headers,
      body: result.isBase64Encoded ? Buffer.from(text, 'base64') : Buffer.from(text, 'utf8'),
    };
  }
  const body = typeof result === 'string' ? result : (JSON.stringify(result) ?? '');
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(body, 'utf8') };
}

function isStructuredResult(result: unknown): result is APIGatewayProxyStructuredResultV2 {
  return (
    typeof result === 'object' && result !== null && 'statusCode' in result && typeof result.statusCode === 'number'
  );
}

/** Options of {@link createLambdaContext}. */
export interface LambdaContextOptions {
  functionName: string;
  /** Memory in MB (default 512). */
  memoryMb?: number;
  /**
   * Timeout in seconds (default: the CDK app's default), drives `getRemainingTimeInMillis()`. It
   * grows to fit the DynamoDB limits of the environment (`minimumTimeoutSeconds`): DynamoDB Local
   * gets longer per attempt than AWS, and a function must outlast its calls' attempts.
   */
  timeoutSeconds?: number;
  region?: string;
}

/**
 * Creates a Lambda `Context` for one invocation (fresh request id, deadline from the timeout).
 *
 * @param options - function name, memory (MB), timeout (s), region
 * @returns a context object with the fields and methods Lambda provides
 */
export function createLambdaContext(options: LambdaContextOptions): Context {
  const { functionName, memoryMb = 512, region = 'eu-west-2' } = options;
  const timeoutSeconds = Math.max(
    options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
    minimumTimeoutSeconds(dynamoDbLimits(process.env)),
  );
  const deadline = Date.now() + timeoutSeconds * 1000;
  const requestId = randomUUID();
  const unsupported = (): void => {
    throw new Error('Callback-style completion is not supported: return a promise.');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:${LOCAL_ACCOUNT_ID}:function:${functionName}`,
    memoryLimitInMB: String(memoryMb),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${requestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

/**
 * Lambda-style function name for a handler module path, e.g. `articles/handlers/get-article` ->
 * `local-handlers-articles-get-article`.
 */
export function functionNameFor(handlerModule: string): string {
  return `local-${handlerModule.replace(/[^A-Za-z0-9-]+/g, '-')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** API Gateway's `requestContext.time` format, e.g. `12/Mar/2020:19:03:58 +0000`. */
function formatRequestTime(date: Date): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}
