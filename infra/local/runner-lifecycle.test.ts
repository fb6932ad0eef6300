import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScheduleDefinition } from '@meridian/functions/topology';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PendingDelivery, pendingDir } from './event-bus-journal';
import type { Logger } from './logger';
import { rateIntervalMs, startRecurringSchedules } from './recurring-schedules';
import { redrive } from './redrive';
import { EVENTBRIDGE_PATH, type Runner, startRunner } from './runner';
import { targetCalls, targetCompletions } from './testing/fixtures/functions/event-targets';
import { scheduledRuns } from './testing/fixtures/functions/scheduled-tick';
import { waitFor } from './testing/wait-for';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'testing', 'fixtures', 'functions');
const rules = [
  { name: 'OrdersToA', source: 'test.orders', detailTypes: ['OrderChanged'], targets: [{ handler: 'target-a' }] },
];

function collectingLogger(lines: string[]): Logger {
  return {
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message) => lines.push(`error ${message}`),
  };
}

function put(runner: Runner, detail: Record<string, unknown>): Promise<Response> {
  return fetch(`${runner.url}${EVENTBRIDGE_PATH}`, {
    method: 'POST',
    headers: { 'x-amz-target': 'AWSEvents.PutEvents', 'content-type': 'application/x-amz-json-1.1' },
    body: JSON.stringify({
      Entries: [
        { EventBusName: 'test-bus', Source: 'test.orders', DetailType: 'OrderChanged', Detail: JSON.stringify(detail) },
      ],
    }),
  });
}

describe('local runner: stopping drains the bus', () => {
  let dataDir: string;
  const busDir = () => join(dataDir, 'event-bus');
  const pendingFiles = (): PendingDelivery[] =>
    readdirSync(pendingDir(busDir()))
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(pendingDir(busDir()), name), 'utf8')) as PendingDelivery);
  const start = (options: Partial<Parameters<typeof startRunner>[0]> = {}) =>
    startRunner({
      port: 0,
      routes: [],
      rules,
      schedules: [],
      functionsDir: fixtures,
      eventBusName: 'test-bus',
      eventBusDir: busDir(),
      logger: collectingLogger([]),
      ...options,
    });

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'runner-drain-'));
    targetCalls().length = 0;
    targetCompletions().length = 0;
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers 503 to new requests while it finishes the deliveries in flight, then closes', async () => {
    const runner = await start();
    expect((await put(runner, { orderId: 1, delayMs: 300 })).status).toBe(200);
    await waitFor(() => targetCalls().length === 1, 'the target to start');
    const closing = runner.close();
    const during = await fetch(`${runner.url}/api/leads`);
    expect(during.status).toBe(503);
    expect(targetCompletions()).toHaveLength(0);
    await closing;
    expect(targetCompletions()).toHaveLength(1);
    expect(pendingFiles()).toEqual([]);
    await expect(fetch(`${runner.url}/api/leads`)).rejects.toThrow();
  });

  it('stops waiting after drainTimeoutMs and leaves what is not delivered for the next start', async () => {
    const runner = await start({ drainTimeoutMs: 100, delivery: { baseDelayMs: 60_000 } });
    await put(runner, { orderId: 2, behaviour: 'flaky', failTimes: 1 });
    await waitFor(() => pendingFiles()[0]?.attempts === 1, 'the first failure on disk');
    const started = Date.now();
    await runner.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(pendingFiles()).toMatchObject([{ rule: 'OrdersToA', attempts: 1, event: { detail: { orderId: 2 } } }]);
  });

  it('events:redrive moves dead letters back to pending for the next start', async () => {
    const runner = await start({ delivery: { maxAttempts: 1 } });
    await put(runner, { orderId: 3, behaviour: 'always-fail' });
    await runner.whenIdle();
    await runner.close();
    expect(pendingFiles()).toEqual([]);
    expect(await redrive(dataDir)).toMatch(/^Moved 1 dead letters to .*pending: the next npm start delivers them/);
    expect(pendingFiles()).toMatchObject([{ attempts: 0, event: { detail: { orderId: 3 } } }]);
    expect(await redrive(dataDir)).toMatch(/^No dead letters in /);
  });
});

describe('local runner: recurring rate() schedules', () => {
  const schedule = (name: string, expression: string): ScheduleDefinition => ({
    name,
    description: name,
    expression,
    timeZone: 'UTC',
    detailType: `${name}Due`,
    handler: 'scheduled-tick',
  });
  beforeEach(() => {
    scheduledRuns().length = 0;
  });

  it('reads rate(N minute|minutes|hour|hours) and nothing else', () => {
    expect(rateIntervalMs('rate(1 minute)')).toBe(60_000);
    expect(rateIntervalMs('rate(5 minutes)')).toBe(300_000);
    expect(rateIntervalMs('rate(2 hours)', 10)).toBe(1_200);
    expect(rateIntervalMs('rate(0 minutes)')).toBeUndefined();
    expect(rateIntervalMs('rate(1 day)')).toBeUndefined();
    expect(rateIntervalMs('cron(30 7 * * ? *)')).toBeUndefined();
  });

  it('runs each rate() schedule on its interval with its scheduled event; cron() schedules stay manual; close stops them', async () => {
    const runner = await startRunner({
      port: 0,
      routes: [],
      rules: [],
      functionsDir: fixtures,
      schedules: [schedule('Relay', 'rate(1 minute)'), schedule('Digest', 'cron(30 7 * * ? *)')],
      recurringSchedules: { minuteMs: 20 },
      logger: collectingLogger([]),
    });
    const runs = await waitFor(() => scheduledRuns().length >= 3 && scheduledRuns(), 'three runs');
    expect(runs.every((run) => run['detail-type'] === 'RelayDue' && run.source === 'meridian.scheduler')).toBe(true);
    expect(new Set(runs.map((run) => run.id)).size).toBe(runs.length);
    expect(runs[0]?.detail.scheduledTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    await runner.close();
    const after = scheduledRuns().length;
    // Ten intervals later, nothing more ran.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(scheduledRuns()).toHaveLength(after);
  });

  it('is off unless asked', async () => {
    const lines: string[] = [];
    const runner = await startRunner({
      port: 0,
      routes: [],
      rules: [],
      functionsDir: fixtures,
      schedules: [schedule('Relay', 'rate(1 minute)')],
      logger: collectingLogger(lines),
    });
    await runner.close();
    expect(lines.filter((line) => line.includes('Recurring schedule'))).toEqual([]);
  });

  it('skips a run while the previous one is still going, and logs a failed run', async () => {
    const lines: string[] = [];
    let release: () => void = () => {};
    let runs = 0;
    const recurring = startRecurringSchedules({
      schedules: [schedule('Slow', 'rate(1 minute)')],
      minuteMs: 10,
      logger: collectingLogger(lines),
      run: () => {
        runs += 1;
        return new Promise<void>((_resolve, reject) => (release = () => reject(new Error('relay failed'))));
      },
    });
    expect(recurring.intervals).toEqual(new Map([['Slow', 10]]));
    await waitFor(() => lines.some((line) => line.includes('still going')), 'a skipped run');
    expect(runs).toBe(1);
    release();
    await waitFor(() => lines.some((line) => line.startsWith('error Recurring schedule run failed')), 'the failure');
    await waitFor(() => runs === 2, 'the next run after the failure');
    const stopping = recurring.stop();
    release();
    await stopping;
  });
});
