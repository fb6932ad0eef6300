import { AWS_DYNAMODB_LIMITS, dynamoDbLimits, minimumTimeoutSeconds } from '@meridian/functions/lib/dynamodb-limits';
import { afterEach, describe, expect, it } from 'vitest';
import { createLambdaContext } from './lambda-adapter';
import { localEnvironment } from './stack-environment';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

/** The local stack's environment for handlers (endpoints do not matter here). */
function localLimits() {
  const env = localEnvironment(
    { siteUrl: 'http://localhost:3000', rendererModule: 'render.js' },
    new Proxy({} as Parameters<typeof localEnvironment>[1], { get: () => 'http://localhost:1' }),
  );
  return { env, limits: dynamoDbLimits(env) };
}

describe('local function timeouts', () => {
  it('outlast every DynamoDB Local attempt of a call and of its read-back', () => {
    const { env, limits } = localLimits();
    expect(limits.requestTimeoutMs).toBeGreaterThan(AWS_DYNAMODB_LIMITS.requestTimeoutMs);
    process.env = { ...saved, ...env };
    const context = createLambdaContext({ functionName: 'local-fn', timeoutSeconds: 10 });
    const needed = minimumTimeoutSeconds(limits) * 1000;
    expect(needed).toBeGreaterThan(10_000);
    expect(context.getRemainingTimeInMillis()).toBeGreaterThan(needed - 1_000);
    expect(context.getRemainingTimeInMillis()).toBeLessThanOrEqual(needed);
  });

  it('keep an entry timeout that is longer than the limits need', () => {
    process.env = { ...saved, DYNAMODB_REQUEST_TIMEOUT_MS: '1500', DYNAMODB_CONNECT_TIMEOUT_MS: '500' };
    const context = createLambdaContext({ functionName: 'local-fn', timeoutSeconds: 60 });
    expect(context.getRemainingTimeInMillis()).toBeGreaterThan(59_000);
    expect(minimumTimeoutSeconds(dynamoDbLimits(process.env))).toBe(19);
  });
});
