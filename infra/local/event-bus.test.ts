import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { securityHeaders } from '../lib/security-headers';
import type { Logger, LogFields } from './logger';
import { EVENTBRIDGE_PATH, type Runner, startRunner } from './runner';
import { targetCalls, targetCompletions } from './testing/fixtures/functions/event-targets';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'testing', 'fixtures', 'functions');

const rules = [
  {
    name: 'OrdersToA',
    source: 'test.orders',
    detailTypes: ['OrderPlaced', 'OrderChanged'],
    targets: [{ handler: 'target-a' }],
  },
  {
    name: 'OrdersToB',
    source: 'test.orders',
    detailTypes: ['OrderPlaced'],
    targets: [{ handler: 'target-b', timeoutSeconds: 30 }],
  },
  { name: 'Other', source: 'test.other', detailTypes: ['OrderPlaced'], targets: [{ handler: 'target-b' }] },
];

const BASE_DELAY_MS = 100;

describe('local EventBridge', () => {
  let runner: Runner;
  let client: EventBridgeClient;
  const logs: Array<{ level: string; message: string; fields?: LogFields }> = [];
  const logger: Logger = {
    info: (message, fields) => logs.push({ level: 'info', message, ...(fields ? { fields } : {}) }),
    warn: (message, fields) => logs.push({ level: 'warn', message, ...(fields ? { fields } : {}) }),
    error: (message, fields) => logs.push({ level: 'error', message, ...(fields ? { fields } : {}) }),
  };

  beforeAll(async () => {
    runner = await startRunner({
      port: 0,
      routes: [],
      rules,
      functionsDir: fixtures,
      eventBusName: 'test-bus',
      region: 'eu-west-2',
      delivery: { maxAttempts: 3, baseDelayMs: BASE_DELAY_MS },
      logger,
    });
    // The real SDK client with an endpoint override, exactly as the handlers configure it.
    client = new EventBridgeClient({
      endpoint: `${runner.url}${EVENTBRIDGE_PATH}`,
      region: 'eu-west-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
  });
  afterAll(async () => {
    client.destroy();
    await runner.close();
  });
  beforeEach(() => {
    targetCalls().length = 0;
    targetCompletions().length = 0;
    logs.length = 0;
    runner.eventBus.failedDeliveries.length = 0;
  });

  function put(detailType: string, detail: Record<string, unknown>, extra: { source?: string; bus?: string } = {}) {
    return client.send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: extra.bus ?? 'test-bus',
            Source: extra.source ?? 'test.orders',
            DetailType: detailType,
            Detail: JSON.stringify(detail),
            Resources: ['arn:test:order/1'],
          },
        ],
      }),
    );
  }

  it('answers PutEvents from the AWS SDK with event ids and FailedEntryCount 0', async () => {
    const result = await put('OrderPlaced', { orderId: 1 });
    expect(result.$metadata.httpStatusCode).toBe(200);
    expect(result.FailedEntryCount).toBe(0);
    expect(result.Entries).toHaveLength(1);
    expect(result.Entries?.[0]?.EventId).toMatch(/^[0-9a-f-]{36}$/);
    await runner.whenIdle();
  });

  it('returns before the targets run, then delivers to every matching rule target', async () => {
    const result = await put('OrderPlaced', { orderId: 2, delayMs: 300 });
    const answeredAt = Date.now();
    expect(targetCompletions()).toHaveLength(0);
    await runner.whenIdle();
    expect(targetCompletions()).toHaveLength(2);
    expect(targetCompletions().every((done) => done.at >= answeredAt)).toBe(true);
    const calls = targetCalls();
    expect(calls.map((call) => call.target).sort()).toEqual(['a', 'b']);
    const event = calls[0]?.event;
    expect(event).toMatchObject({
      version: '0',
      id: result.Entries?.[0]?.EventId,
      'detail-type': 'OrderPlaced',
      source: 'test.orders',
      account: '000000000000',
      region: 'eu-west-2',
      resources: ['arn:test:order/1'],
      detail: { orderId: 2, delayMs: 300 },
    });
    expect(event?.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('matches source and detail-type like the deployed rules', async () => {
    await put('OrderChanged', { orderId: 3 });
    await put('OrderPlaced', { orderId: 4 }, { source: 'test.unknown' });
    await put('SomethingElse', { orderId: 5 });
    await runner.whenIdle();
    expect(targetCalls().map((call) => `${call.target}:${call.event.detail.orderId ?? ''}`)).toEqual(['a:3']);
  });

  it('ignores events for another bus and warns about it', async () => {
    await put('OrderPlaced', { orderId: 6 }, { bus: 'default' });
    await runner.whenIdle();
    expect(targetCalls()).toHaveLength(0);
    expect(logs.some((line) => line.level === 'warn' && line.fields?.eventBusName === 'default')).toBe(true);
  });

  it('accepts the bus by ARN', async () => {
    await put('OrderChanged', { orderId: 7 }, { bus: 'arn:aws:events:eu-west-2:000000000000:event-bus/test-bus' });
    await runner.whenIdle();
    expect(targetCalls()).toHaveLength(1);
  });

  it('retries a failing target with exponential back-off until it succeeds', async () => {
    await put('OrderChanged', { behaviour: 'flaky', failTimes: 2 });
    await runner.whenIdle();
    const attempts = targetCalls().filter((call) => call.target === 'a');
    expect(attempts).toHaveLength(3);
    const [first, second, third] = attempts.map((call) => call.at);
    expect(second! - first!).toBeGreaterThanOrEqual(BASE_DELAY_MS - 5);
    expect(third! - second!).toBeGreaterThanOrEqual(2 * BASE_DELAY_MS - 5);
    expect(runner.eventBus.failedDeliveries).toHaveLength(0);
    expect(logs.filter((line) => line.level === 'warn' && line.message.includes('retrying'))).toHaveLength(2);
  });

  it('logs the event that finally failed after all attempts', async () => {
    const result = await put('OrderChanged', { behaviour: 'always-fail', orderId: 8 });
    await runner.whenIdle();
    expect(targetCalls().filter((call) => call.target === 'a')).toHaveLength(3);
    expect(runner.eventBus.failedDeliveries).toHaveLength(1);
    expect(runner.eventBus.failedDeliveries[0]).toMatchObject({ rule: 'OrdersToA', target: 'target-a', attempts: 3 });
    const failure = logs.find((line) => line.level === 'error');
    expect(failure?.message).toBe('Event delivery failed after all attempts');
    expect(failure?.fields?.event).toMatchObject({ id: result.Entries?.[0]?.EventId, detail: { orderId: 8 } });
    expect(String(failure?.fields?.error)).toContain('always fails');
  });

  it('reports invalid entries per entry, like EventBridge', async () => {
    const result = await client.send(
      new PutEventsCommand({
        Entries: [
          { EventBusName: 'test-bus', Source: 'test.orders', DetailType: 'OrderChanged', Detail: 'not json' },
          { EventBusName: 'test-bus', Source: 'test.orders', DetailType: 'OrderChanged' },
          { EventBusName: 'test-bus', Source: 'test.orders', DetailType: 'OrderChanged', Detail: '{"orderId":9}' },
        ],
      }),
    );
    expect(result.FailedEntryCount).toBe(2);
    expect(result.Entries?.[0]?.ErrorCode).toBe('MalformedDetail');
    expect(result.Entries?.[1]?.ErrorCode).toBe('InvalidArgument');
    expect(result.Entries?.[2]?.EventId).toBeDefined();
    await runner.whenIdle();
    expect(targetCalls()).toHaveLength(1);
  });

  it('rejects a request with more than 10 entries as a ValidationException', async () => {
    const entries = Array.from({ length: 11 }, () => ({
      Source: 'test.orders',
      DetailType: 'OrderChanged',
      Detail: '{}',
    }));
    await expect(client.send(new PutEventsCommand({ Entries: entries }))).rejects.toMatchObject({
      name: 'ValidationException',
    });
  });

  it('answers other operations as unknown, with the security headers', async () => {
    const response = await fetch(`${runner.url}${EVENTBRIDGE_PATH}`, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSEvents.ListRules', 'content-type': 'application/x-amz-json-1.1' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ __type: 'UnknownOperationException' });
    expect(response.headers.get('content-security-policy')).toBe(securityHeaders()['Content-Security-Policy']);
  });

  it('whenIdle resolves at once when nothing is in flight', async () => {
    const started = Date.now();
    await runner.whenIdle();
    expect(Date.now() - started).toBeLessThan(50);
  });
});
