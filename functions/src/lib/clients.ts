import { createRequire } from 'node:module';
import type { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import type { SchedulerClient } from '@aws-sdk/client-scheduler';
import type { S3Client } from '@aws-sdk/client-s3';
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoDbLimits } from './dynamodb-limits';

/**
 * AWS SDK clients, one per service per process (created once, on first use, then reused across
 * invocations). Endpoints come from `DYNAMODB_ENDPOINT`, `EVENTBRIDGE_ENDPOINT` and `SES_ENDPOINT`
 * when set (the local stack points them at the emulators) and from the SDK's defaults otherwise;
 * nothing here asks whether it runs locally (docs/architecture.md).
 *
 * The getters are lazy, and so is loading each SDK: the `@aws-sdk/*` packages stay external to the
 * function bundles (the Lambda runtime provides them), and a bundler keeps every static import of
 * an external package, used or not. With static imports here, every function loaded all three
 * clients at cold start (a DynamoDB-only function paid for EventBridge and SES v2 too). Each SDK is
 * therefore required on the first call of its getter. The packages have no `exports` map, so
 * `import` and `require` resolve to the same CommonJS build and share one class (mocks of
 * `EventBridgeClient` and the like still apply).
 */
const load = createRequire(import.meta.url);

function endpoint(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

let dynamoDb: DynamoDBClient | undefined;
let documentClient: DynamoDBDocumentClient | undefined;
let eventBridge: EventBridgeClient | undefined;
let ses: SESv2Client | undefined;
let scheduler: SchedulerClient | undefined;

/**
 * A new low-level DynamoDB client with the project's limits (`lib/dynamodb-limits.ts`): connection
 * and request timeouts per attempt (a stalled table fails the call with a `TimeoutError`, which the
 * HTTP layer answers with 503 and `Retry-After`, instead of running into the function timeout) and
 * three attempts, all of which fit the function's timeout.
 */
export function createDynamoDbClient(): DynamoDBClient {
  const sdk = load('@aws-sdk/client-dynamodb') as typeof import('@aws-sdk/client-dynamodb');
  const limits = dynamoDbLimits();
  return new sdk.DynamoDBClient({
    endpoint: endpoint('DYNAMODB_ENDPOINT'),
    // throwOnRequestTimeout: without it the SDK only logs a warning and keeps waiting.
    requestHandler: {
      connectionTimeout: limits.connectTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
    maxAttempts: limits.maxAttempts,
  });
}

/** The low-level DynamoDB client of the process (`DYNAMODB_ENDPOINT` override), see {@link createDynamoDbClient}. */
export function dynamoDbClient(): DynamoDBClient {
  dynamoDb ??= createDynamoDbClient();
  return dynamoDb;
}

/**
 * The DynamoDB document SDK module (`@aws-sdk/lib-dynamodb`, with `@aws-sdk/client-dynamodb`
 * under it), loaded on first use: `lib/dynamodb.ts` builds the commands from it for the data modules
 * (docs/decisions/027-aws-sdk-loaded-on-first-use.md). Static imports of the commands would load both packages
 * at cold start (60-80 ms on the development machines), most of a function's cold import, before
 * the first request; a function pays it once, on its first DynamoDB call.
 */
export function documentSdk(): typeof import('@aws-sdk/lib-dynamodb') {
  return load('@aws-sdk/lib-dynamodb') as typeof import('@aws-sdk/lib-dynamodb');
}

/**
 * The DynamoDB document client: plain JavaScript values in and out; `undefined` attributes are
 * dropped on write.
 */
export function documentDbClient(): DynamoDBDocumentClient {
  if (!documentClient) {
    const sdk = documentSdk();
    documentClient = sdk.DynamoDBDocumentClient.from(dynamoDbClient(), {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
  }
  return documentClient;
}

/**
 * The EventBridge SDK module, loaded on first use: its commands (`PutEventsCommand`) for
 * {@link eventBridgeClient}. A static import would load it at cold start (50-70 ms on the
 * development machines) in every function that may publish, before any request needs it.
 */
export function eventBridgeSdk(): typeof import('@aws-sdk/client-eventbridge') {
  return load('@aws-sdk/client-eventbridge') as typeof import('@aws-sdk/client-eventbridge');
}

/** The EventBridge client (`EVENTBRIDGE_ENDPOINT` override). */
export function eventBridgeClient(): EventBridgeClient {
  if (!eventBridge)
    eventBridge = new (eventBridgeSdk().EventBridgeClient)({ endpoint: endpoint('EVENTBRIDGE_ENDPOINT') });
  return eventBridge;
}

/**
 * The EventBridge Scheduler SDK module, loaded on first use (the consultation reminders'
 * schedules, docs/product/booking.md#reminder), for the same reason as {@link eventBridgeSdk}.
 */
export function schedulerSdk(): typeof import('@aws-sdk/client-scheduler') {
  return load('@aws-sdk/client-scheduler') as typeof import('@aws-sdk/client-scheduler');
}

/** The Scheduler client (`SCHEDULER_ENDPOINT` override: the local stack's stand-in). */
export function schedulerClient(): SchedulerClient {
  if (!scheduler) scheduler = new (schedulerSdk().SchedulerClient)({ endpoint: endpoint('SCHEDULER_ENDPOINT') });
  return scheduler;
}

/**
 * The SES v2 SDK module, loaded on first use: its commands (`SendEmailCommand`) for
 * {@link sesClient}. A static import would load it at cold start (about 30 ms) in every function
 * that may send email, also when it sends none.
 */
export function sesSdk(): typeof import('@aws-sdk/client-sesv2') {
  return load('@aws-sdk/client-sesv2') as typeof import('@aws-sdk/client-sesv2');
}

/** The SES v2 client (`SES_ENDPOINT` override). */
export function sesClient(): SESv2Client {
  if (!ses) ses = new (sesSdk().SESv2Client)({ endpoint: endpoint('SES_ENDPOINT') });
  return ses;
}

/**
 * The S3 SDK module, loaded on first use (the render function writes the site's pages,
 * docs/product/publishing.md#publishing), for the same reason as {@link eventBridgeSdk}.
 */
export function s3Sdk(): typeof import('@aws-sdk/client-s3') {
  return load('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');
}

const s3Clients = new Map<string, S3Client>();
/**
 * The S3 client (`S3_ENDPOINT` override, path-style addressing there: the local stack's stand-in).
 *
 * @param region - the buckets' region when not the function's own (the inbound mail bucket of the
 *   receiving region, docs/deploy.md#receiving-replies); one client per region.
 */
export function s3Client(region?: string): S3Client {
  const key = region ?? '';
  let client = s3Clients.get(key);
  if (!client) {
    const override = endpoint('S3_ENDPOINT');
    client = new (s3Sdk().S3Client)({
      ...(region !== undefined ? { region } : {}),
      ...(override ? { endpoint: override, forcePathStyle: true } : {}),
    });
    s3Clients.set(key, client);
  }
  return client;
}

/** The CloudFront SDK module, loaded on first use (invalidations after a render). */
export function cloudFrontSdk(): typeof import('@aws-sdk/client-cloudfront') {
  return load('@aws-sdk/client-cloudfront') as typeof import('@aws-sdk/client-cloudfront');
}

let cloudFront: CloudFrontClient | undefined;
/** The CloudFront client (`CLOUDFRONT_ENDPOINT` override: the local stack's stand-in). */
export function cloudFrontClient(): CloudFrontClient {
  if (!cloudFront) cloudFront = new (cloudFrontSdk().CloudFrontClient)({ endpoint: endpoint('CLOUDFRONT_ENDPOINT') });
  return cloudFront;
}
