import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestTable } from '../testing/table';
import {
  budgetLimit,
  budgetWindowOf,
  CLIENT_BUDGET_MESSAGE,
  type ClientBudget,
  clientBudgetWait,
  rateLimitScale,
  spendClientBudget,
} from './client-budget';
import { TooManyRequestsError } from '../lib/errors';

useTestTable();

const HOUR = 3_600_000;
const viewer = (address: string) => ({
  headers: { 'cloudfront-viewer-address': address, 'x-origin-verify': process.env.TEST_ORIGIN_SECRET },
});

describe('budget rules', () => {
  it.each<[ClientBudget, number, number]>([
    ['booking', 1, 6],
    ['contact', 1, 10],
    ['assessmentEmail', 1, 10],
    ['newsletter', 1, 10],
    ['booking', 2.5, 15],
    ['contact', 0.01, 1],
    ['newsletter', 100, 1000],
  ])('%s at scale %s allows %s an hour', (budget, scale, limit) => {
    expect(budgetLimit(budget, scale)).toBe(limit);
  });

  it.each([
    [Date.UTC(2026, 2, 29, 0, 59, 59, 500), Date.UTC(2026, 2, 29, 0), 1],
    [Date.UTC(2026, 2, 29, 1, 0, 0, 0), Date.UTC(2026, 2, 29, 1), 3600],
    [Date.UTC(2026, 9, 25, 1, 30), Date.UTC(2026, 9, 25, 1), 1800],
  ])('window of %s starts at %s with %s s left (UTC hours, daylight saving changes nothing)', (now, start, left) => {
    expect(budgetWindowOf(now)).toEqual({ start, secondsLeft: left });
  });

  it.each([
    [undefined, 1],
    ['', 1],
    ['3', 3],
    ['0.5', 0.5],
  ])('RATE_LIMIT_SCALE %o reads as %s', (value, scale) => {
    expect(rateLimitScale({ RATE_LIMIT_SCALE: value })).toBe(scale);
  });

  it.each(['0', '-1', 'lots', '20000'])('RATE_LIMIT_SCALE %o is refused', (value) => {
    expect(() => rateLimitScale({ RATE_LIMIT_SCALE: value })).toThrow();
  });
});

describe('spendClientBudget against DynamoDB Local', () => {
  const scale = process.env.RATE_LIMIT_SCALE;
  const wait = clientBudgetWait.ms;
  beforeEach(() => {
    process.env.RATE_LIMIT_SCALE = '1';
    clientBudgetWait.ms = 60_000;
  });
  afterEach(() => {
    process.env.RATE_LIMIT_SCALE = scale;
    clientBudgetWait.ms = wait;
  });

  it('refuses the seventh booking of one address in an hour with 429 and the seconds to the hour', async () => {
    const now = new Date(Date.UTC(2026, 10, 26, 18, 40));
    for (let index = 0; index < 6; index++) await spendClientBudget('booking', viewer('198.51.100.9:1000'), now);
    const refusal = await spendClientBudget('booking', viewer('198.51.100.9:2000'), now).catch((error) => error);
    expect(refusal).toBeInstanceOf(TooManyRequestsError);
    expect(refusal).toMatchObject({ retryAfterSeconds: 1200, message: CLIENT_BUDGET_MESSAGE });
    // Another address, another budget and the next hour are untouched.
    await expect(spendClientBudget('booking', viewer('198.51.100.10:1'), now)).resolves.toBeUndefined();
    await expect(spendClientBudget('contact', viewer('198.51.100.9:1'), now)).resolves.toBeUndefined();
    const nextHour = new Date(now.getTime() + HOUR);
    await expect(spendClientBudget('booking', viewer('198.51.100.9:1'), nextHour)).resolves.toBeUndefined();
  });

  it('counts one IPv6 /64 as one client', async () => {
    const now = new Date(Date.UTC(2026, 10, 26, 9, 0));
    for (let index = 0; index < 6; index++) {
      await spendClientBudget('booking', viewer(`2001:db8:5:6::${index + 1}:443`), now);
    }
    await expect(spendClientBudget('booking', viewer('2001:db8:5:6:ffff::9:443'), now)).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    await expect(spendClientBudget('booking', viewer('2001:db8:5:7::1:443'), now)).resolves.toBeUndefined();
  });

  it('never lets concurrent requests past the limit', async () => {
    const now = new Date(Date.UTC(2026, 10, 26, 10, 0));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => spendClientBudget('contact', viewer('203.0.113.44:1'), now)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    for (const result of results.filter((entry) => entry.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(TooManyRequestsError);
    }
  });

  it('scales every budget with RATE_LIMIT_SCALE', async () => {
    process.env.RATE_LIMIT_SCALE = '2';
    const now = new Date(Date.UTC(2026, 10, 26, 11, 0));
    for (let index = 0; index < 12; index++) await spendClientBudget('booking', viewer('203.0.113.45:1'), now);
    await expect(spendClientBudget('booking', viewer('203.0.113.45:1'), now)).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
  });
});

describe('spendClientBudget when DynamoDB fails or stalls', () => {
  let dynamo: ReturnType<typeof mockClient>;
  const wait = clientBudgetWait.ms;
  beforeEach(() => {
    dynamo = mockClient(DynamoDBDocumentClient);
  });
  afterEach(() => {
    dynamo.restore();
    clientBudgetWait.ms = wait;
  });

  it('lets the request through when the counter cannot be written', async () => {
    dynamo.on(UpdateCommand).rejects(Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' }));
    await expect(spendClientBudget('contact', viewer('203.0.113.46:1'))).resolves.toBeUndefined();
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(1);
  });

  it('lets the request through after the wait when the table does not answer', async () => {
    clientBudgetWait.ms = 50;
    dynamo.on(UpdateCommand).callsFake(() => new Promise(() => undefined));
    const started = Date.now();
    await expect(spendClientBudget('contact', viewer('203.0.113.47:1'))).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
