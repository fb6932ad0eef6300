import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { eventRules as rules } from '../rules';
import { schedules } from '../schedules';
import { targetFunctions as targets } from '../targets';
import {
  AWS_DYNAMODB_LIMITS,
  DEFAULT_TIMEOUT_SECONDS,
  dynamoDbCallBudgetMs,
  dynamoDbLimits,
  minimumTimeoutSeconds,
} from './dynamodb-limits';

describe('DynamoDB limits and function timeouts', () => {
  it.each([
    // attempts × (connect + request) + back-off caps of 1 s, 2 s, 4 s…
    [{ connectTimeoutMs: 500, requestTimeoutMs: 1_500, maxAttempts: 3 }, 3 * 2_000 + 1_000 + 2_000],
    [{ connectTimeoutMs: 1_000, requestTimeoutMs: 2_000, maxAttempts: 1 }, 3_000],
    [{ connectTimeoutMs: 2_000, requestTimeoutMs: 20_000, maxAttempts: 3 }, 3 * 22_000 + 3_000],
    [
      { connectTimeoutMs: 100, requestTimeoutMs: 100, maxAttempts: 7 },
      7 * 200 + 1_000 + 2_000 + 4_000 + 8_000 + 16_000 + 20_000,
    ],
  ])('a call with %o takes at most %i ms', (limits, budget) => {
    expect(dynamoDbCallBudgetMs(limits)).toBe(budget);
  });

  it('reads the limits from the environment, each falling back to AWS', () => {
    expect(dynamoDbLimits({})).toEqual(AWS_DYNAMODB_LIMITS);
    expect(
      dynamoDbLimits({
        DYNAMODB_REQUEST_TIMEOUT_MS: '20000',
        DYNAMODB_MAX_ATTEMPTS: 'many',
        DYNAMODB_CONNECT_TIMEOUT_MS: '-1',
      }),
    ).toEqual({ ...AWS_DYNAMODB_LIMITS, requestTimeoutMs: 20_000 });
  });

  it('the default timeout outlasts a failed call, its read-back and the answer in AWS', () => {
    // 2 × 9 s + 1 s.
    expect(minimumTimeoutSeconds(AWS_DYNAMODB_LIMITS)).toBe(19);
    expect(DEFAULT_TIMEOUT_SECONDS).toBeGreaterThanOrEqual(minimumTimeoutSeconds(AWS_DYNAMODB_LIMITS));
  });

  const entries = [
    ...routes.map((route) => ({ name: `${route.method} ${route.path}`, timeoutSeconds: route.timeoutSeconds })),
    ...rules.flatMap((rule) =>
      rule.targets.map((target) => ({ name: target.handler, timeoutSeconds: target.timeoutSeconds })),
    ),
    ...schedules.map((schedule) => ({ name: schedule.handler, timeoutSeconds: schedule.timeoutSeconds })),
    ...targets.map((target) => ({ name: target.handler, timeoutSeconds: target.timeoutSeconds })),
  ];
  it.each(entries)('$name: its timeout fits every DynamoDB attempt twice, in AWS', ({ timeoutSeconds }) => {
    expect(timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS).toBeGreaterThanOrEqual(
      minimumTimeoutSeconds(AWS_DYNAMODB_LIMITS),
    );
  });
});
