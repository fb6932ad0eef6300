/**
 * How long one DynamoDB call may take, and the function timeout that leaves room for it
 * (docs/decisions/037-nothing-accepted-is-lost.md). Plain arithmetic without imports, so that the
 * CDK app, the local stack and the tests read the same numbers the client is built with
 * (`lib/clients.ts`).
 *
 * A handler whose write failed reads back before it answers (was it applied after all?), so a
 * function must outlast two calls that each use every attempt: the write and the read-back, plus
 * a second to answer. Otherwise Lambda (or the local stand-in) would end the invocation while the
 * SDK still retries, and the answer would be the timeout's, not the truth.
 */

/** The limits of a DynamoDB client: per attempt (ms) and the number of attempts. */
export interface DynamoDbLimits {
  /** Time to open a connection, per attempt (ms). */
  connectTimeoutMs: number;
  /** Time for an answer once the request is sent, per attempt (ms). */
  requestTimeoutMs: number;
  /** Attempts per call, the first included. */
  maxAttempts: number;
}

/** The limits in AWS: DynamoDB answers in milliseconds within a region, so 1.5 s means a stall. */
export const AWS_DYNAMODB_LIMITS: DynamoDbLimits = { connectTimeoutMs: 500, requestTimeoutMs: 1_500, maxAttempts: 3 };

/** The SDK's longest back-off before retry `i` (0-based): throttling's 1 s base, doubled, capped at 20 s. */
const backOffCapMs = (retry: number): number => Math.min(1_000 * 2 ** retry, 20_000);

/** Time left to answer after the last call (ms). */
const ANSWER_MARGIN_MS = 1_000;

/** The function timeout when an entry of the tables sets none (s): {@link minimumTimeoutSeconds} in AWS, rounded up. */
export const DEFAULT_TIMEOUT_SECONDS = 20;

/**
 * The limits in effect: `DYNAMODB_CONNECT_TIMEOUT_MS`, `DYNAMODB_REQUEST_TIMEOUT_MS` and
 * `DYNAMODB_MAX_ATTEMPTS` from the environment (the local stack raises them: DynamoDB Local on a
 * busy machine can take seconds for a hot item), else {@link AWS_DYNAMODB_LIMITS}.
 */
export function dynamoDbLimits(env: Record<string, string | undefined> = process.env): DynamoDbLimits {
  const read = (name: string, fallback: number): number => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    connectTimeoutMs: read('DYNAMODB_CONNECT_TIMEOUT_MS', AWS_DYNAMODB_LIMITS.connectTimeoutMs),
    requestTimeoutMs: read('DYNAMODB_REQUEST_TIMEOUT_MS', AWS_DYNAMODB_LIMITS.requestTimeoutMs),
    maxAttempts: read('DYNAMODB_MAX_ATTEMPTS', AWS_DYNAMODB_LIMITS.maxAttempts),
  };
}

/**
 * The longest one call can take (ms): every attempt connecting and waiting its full time, and the
 * longest back-off before each retry.
 */
export function dynamoDbCallBudgetMs(limits: DynamoDbLimits): number {
  let backOff = 0;
  for (let retry = 0; retry < limits.maxAttempts - 1; retry += 1) backOff += backOffCapMs(retry);
  return limits.maxAttempts * (limits.connectTimeoutMs + limits.requestTimeoutMs) + backOff;
}

/** The shortest function timeout (s) that outlasts a failed call, its read-back and the answer. */
export function minimumTimeoutSeconds(limits: DynamoDbLimits): number {
  return Math.ceil((2 * dynamoDbCallBudgetMs(limits) + ANSWER_MARGIN_MS) / 1000);
}
