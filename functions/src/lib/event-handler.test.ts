import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from '@meridian/shared/zod';
import { eventBridgeEvent } from '../testing/events';
import { captureStdout, emfMetrics } from '../testing/captured-output';
import { lambdaContext } from '../testing/http-events';

/** Fresh modules with logging and metrics on, as in a new Lambda instance. */
async function loadFresh(env: Record<string, string | undefined> = {}) {
  vi.resetModules();
  vi.stubEnv('LOG_LEVEL', 'INFO');
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'meridian-notify-lead');
  // Set by Lambda for on-demand instances; Powertools reports cold starts only then.
  vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const [eventLayer, envModule, metricsModule, loggerModule] = await Promise.all([
    import('./event-handler'),
    import('./env'),
    import('./metrics'),
    import('./logger'),
  ]);
  return { ...eventLayer, ...envModule, ...metricsModule, ...loggerModule };
}

const pingSchema = z.object({ leadId: z.string().min(1) });
const pongSchema = z.object({ count: z.number().int() });

let output: ReturnType<typeof captureStdout>;
beforeEach(() => {
  output = captureStdout();
});
afterEach(() => {
  output.restore();
  vi.unstubAllEnvs();
});

describe('eventHandler', () => {
  it('hands the detail parsed with the schema of its detail type to the consumer', async () => {
    const { eventHandler } = await loadFresh();
    const seen: unknown[] = [];
    const handler = eventHandler({ detailTypes: { Ping: pingSchema, Pong: pongSchema } }, async (input) => {
      if (input.detailType === 'Pong') seen.push(input.detail.count);
      else seen.push(input.detail.leadId);
      return 'done';
    });
    await expect(handler(eventBridgeEvent('Ping', { leadId: 'L1' }, 'test'), lambdaContext())).resolves.toBe('done');
    await handler(eventBridgeEvent('Pong', { count: 3 }, 'test'), lambdaContext());
    expect(seen).toEqual(['L1', 3]);
  });

  it('logs with the Lambda context, the service name and the event keys; cold start only on the first event; keys reset', async () => {
    const { eventHandler, logger } = await loadFresh();
    const handler = eventHandler({ detailTypes: { Ping: pingSchema } }, async ({ detail }) => {
      logger.info('consumed');
      logger.appendKeys({ leadId: detail.leadId });
    });
    const context = lambdaContext('meridian-notify');
    await handler(eventBridgeEvent('Ping', { leadId: 'L1' }, 'test', 'event-1'), context);
    await handler(eventBridgeEvent('Ping', { leadId: 'L2' }, 'test', 'event-2'), lambdaContext('meridian-notify'));
    const logs = output.lines().filter((line) => line.message === 'consumed');
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatchObject({
      service: 'meridian-notify-lead',
      cold_start: true,
      function_name: 'meridian-notify',
      function_request_id: context.awsRequestId,
      eventId: 'event-1',
      detailType: 'Ping',
    });
    expect(logs[1]).toMatchObject({ cold_start: false, eventId: 'event-2' });
    // Appended in the first invocation, gone in the second.
    expect(logs[1]).not.toHaveProperty('leadId');
  });

  it('flushes the business metrics of the invocation as one EMF line with the meridian service dimension', async () => {
    const { eventHandler, countMetric, BUSINESS_METRICS } = await loadFresh();
    const handler = eventHandler({ detailTypes: { Ping: pingSchema } }, async () => {
      countMetric(BUSINESS_METRICS.firmEmailsSent);
    });
    await handler(eventBridgeEvent('Ping', { leadId: 'L1' }, 'test'), lambdaContext());
    const emf = emfMetrics(output.lines());
    expect(emf).toEqual([{ namespace: 'Meridian', dimensions: [['service']], values: { FirmEmailsSent: 1 } }]);
    expect(output.lines().find((line) => line._aws)).toMatchObject({ service: 'meridian' });
    // Nothing recorded: no EMF line and no warning about it at INFO.
    output.restore();
    output = captureStdout();
    await eventHandler({ detailTypes: { Ping: pingSchema } }, async () => undefined)(
      eventBridgeEvent('Ping', { leadId: 'L1' }, 'test'),
      lambdaContext(),
    );
    expect(output.lines().filter((line) => line._aws || line.level === 'WARN')).toEqual([]);
  });

  it.each([
    ['a detail that fails its schema', 'Ping', { leadId: '' }, 'Invalid Ping detail'],
    ['an unregistered detail type', 'Other', { leadId: 'L1' }, 'Unsupported detail type: Other'],
  ])(
    'rejects %s: throws (so the delivery is retried), logs why and counts a failed delivery',
    async (_case, type, detail, reason) => {
      const { eventHandler, InvalidEventError } = await loadFresh();
      const consumer = vi.fn(async () => 'never');
      const handler = eventHandler({ detailTypes: { Ping: pingSchema } }, consumer);
      await expect(handler(eventBridgeEvent(type, detail, 'test', 'bad-1'), lambdaContext())).rejects.toBeInstanceOf(
        InvalidEventError,
      );
      expect(consumer).not.toHaveBeenCalled();
      const lines = output.lines();
      expect(lines.find((line) => line.message === 'Invalid event')).toMatchObject({
        level: 'ERROR',
        reason,
        eventId: 'bad-1',
        detailType: type,
      });
      expect(emfMetrics(lines).map((emf) => emf.values)).toEqual([{ EventDeliveriesFailed: 1 }]);
    },
  );

  it('logs and rethrows a failure of the consumer, counting a failed delivery', async () => {
    const { eventHandler } = await loadFresh();
    const handler = eventHandler({ detailTypes: { Ping: pingSchema } }, async () => {
      throw new Error('SES is down');
    });
    await expect(handler(eventBridgeEvent('Ping', { leadId: 'L1' }, 'test'), lambdaContext())).rejects.toThrow(
      'SES is down',
    );
    const lines = output.lines();
    expect(lines.find((line) => line.message === 'Event processing failed')).toMatchObject({
      level: 'ERROR',
      error: { name: 'Error', message: 'SES is down' },
    });
    expect(emfMetrics(lines).map((emf) => emf.values)).toEqual([{ EventDeliveriesFailed: 1 }]);
  });

  it('fails loudly at cold start when the environment is invalid, naming the variables', async () => {
    const { eventHandler, ConfigurationError } = await loadFresh({
      TABLE_NAME: '',
      SITE_URL: 'not a url',
    });
    expect(() =>
      eventHandler(
        { entry: { handler: 'test/ping', items: { read: ['LEAD#*'] } }, detailTypes: { Ping: pingSchema } },
        async () => undefined,
      ),
    ).toThrow(ConfigurationError);
    expect(() =>
      eventHandler(
        { entry: { handler: 'test/ping', sendsEmail: true }, detailTypes: { Ping: pingSchema } },
        async () => undefined,
      ),
    ).toThrow(/SITE_URL: must be an absolute URL/);
    const fresh = await loadFresh({ POWERTOOLS_SERVICE_NAME: undefined });
    expect(() => fresh.eventHandler({ detailTypes: { Ping: pingSchema } }, async () => undefined)).toThrow(
      /POWERTOOLS_SERVICE_NAME/,
    );
  });
});
