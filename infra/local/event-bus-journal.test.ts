import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventBridgeEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalEventBus, type LocalEventBusOptions } from './event-bus';
import {
  deadLetterFile,
  type PendingDelivery,
  pendingDir,
  readDeadLetters,
  redriveDeadLetters,
} from './event-bus-journal';
import { DEFAULT_DELIVERY_POLICY, nextAttemptAt, retryDelayMs } from './event-bus-policy';
import type { Logger } from './logger';
import { waitFor } from './testing/wait-for';

const rules = [
  { name: 'OrdersToA', source: 'test.orders', detailTypes: ['OrderPlaced'], targets: [{ handler: 'target-a' }] },
  { name: 'OrdersToB', source: 'test.orders', detailTypes: ['OrderPlaced'], targets: [{ handler: 'target-b' }] },
];
const silent: Logger = { info: () => {}, warn: () => {}, error: () => {} };

type Invoke = LocalEventBusOptions['invoke'];
type Event = EventBridgeEvent<string, unknown>;

const request = (detail: Record<string, unknown> = {}) => ({
  Entries: [{ Source: 'test.orders', DetailType: 'OrderPlaced', Detail: JSON.stringify(detail) }],
});

describe('local EventBridge: the journal in the data folder', () => {
  let dir: string;
  const buses: LocalEventBus[] = [];
  const bus = (invoke: Invoke, options: Partial<LocalEventBusOptions> = {}): LocalEventBus => {
    const created = new LocalEventBus({ rules, invoke, logger: silent, dir, baseDelayMs: 20, ...options });
    buses.push(created);
    return created;
  };
  const pendingFiles = (): PendingDelivery[] =>
    readdirSync(pendingDir(dir))
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(pendingDir(dir), name), 'utf8')) as PendingDelivery);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'event-bus-'));
  });
  afterEach(() => {
    for (const created of buses.splice(0)) created.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes one pending delivery per matching target before PutEvents answers, and removes it once delivered', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    const first = bus(async (target) => {
      calls.push(target);
      await held;
    });
    const result = await first.putEvents(request({ orderId: 1 }));
    const eventId = result.Entries[0]?.EventId;
    // On disk at the moment PutEvents answers, before any target has run.
    expect(calls).toEqual([]);
    const files = pendingFiles();
    expect(files.map((file) => file.target).sort()).toEqual(['target-a', 'target-b']);
    expect(files.every((file) => file.event.id === eventId && file.attempts === 0)).toBe(true);
    expect(files[0]?.event).toMatchObject({ source: 'test.orders', detail: { orderId: 1 } });

    release();
    await first.whenIdle();
    expect(calls.sort()).toEqual(['target-a', 'target-b']);
    expect(pendingFiles()).toEqual([]);
  });

  it('replays after a crash: a new bus on the same folder delivers what the first accepted, with the same event id', async () => {
    // The first bus's targets never finish: the process "dies" mid-delivery.
    const crashed = bus(() => new Promise(() => {}));
    const result = await crashed.putEvents(request({ orderId: 2 }));
    crashed.stop();

    const delivered: Event[] = [];
    const next = bus(async (_target, event) => {
      delivered.push(event);
    });
    expect(await next.resume()).toBe(2);
    await next.whenIdle();
    expect(delivered.map((event) => event.id)).toEqual([result.Entries[0]?.EventId, result.Entries[0]?.EventId]);
    expect(delivered[0]?.detail).toEqual({ orderId: 2 });
    expect(pendingFiles()).toEqual([]);
    // Replaying again finds nothing.
    expect(await bus(async () => {}).resume()).toBe(0);
  });

  it('resumes with the recorded attempt count', async () => {
    const single = [rules[0] as (typeof rules)[number]];
    const failing: Invoke = async () => {
      throw new Error('down');
    };
    const first = bus(failing, { rules: single, maxAttempts: 3, baseDelayMs: 60_000 });
    await first.putEvents(request());
    const recorded = await waitFor(() => pendingFiles().find((file) => file.attempts === 1), 'the first failure');
    expect(recorded.lastError).toBe('down');
    expect(Date.parse(recorded.nextAttemptAt) - Date.parse(recorded.acceptedAt)).toBeGreaterThanOrEqual(60_000);
    first.stop();

    // Due now, so the next bus does not wait out the first one's minute.
    writeFileSync(
      join(pendingDir(dir), `${recorded.id}.json`),
      JSON.stringify({ ...recorded, nextAttemptAt: new Date().toISOString() }),
    );
    let attempts = 0;
    const next = bus(
      async () => {
        attempts += 1;
        throw new Error('still down');
      },
      { rules: single, maxAttempts: 3, baseDelayMs: 10 },
    );
    await next.resume();
    await next.whenIdle();
    expect(attempts).toBe(2);
    expect(next.failedDeliveries).toMatchObject([{ attempts: 3, error: 'still down' }]);
  });

  it('retries with exponential back-off up to the cap, then writes the delivery to the dead-letter file', async () => {
    const times: number[] = [];
    const failing = bus(
      async () => {
        times.push(Date.now());
        throw new Error(`failure ${times.length}`);
      },
      { rules: [rules[0] as (typeof rules)[number]], maxAttempts: 4, baseDelayMs: 20, maxDelayMs: 40 },
    );
    const result = await failing.putEvents(request({ orderId: 3 }));
    await failing.whenIdle();
    expect(times).toHaveLength(4);
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
    expect(gaps[0]).toBeGreaterThanOrEqual(19);
    expect(gaps[1]).toBeGreaterThanOrEqual(39);
    expect(gaps[2]).toBeGreaterThanOrEqual(39);
    expect(gaps[2]).toBeLessThan(80); // capped at 40, not 80

    expect(pendingFiles()).toEqual([]);
    const [letter, ...others] = await readDeadLetters(dir);
    expect(others).toEqual([]);
    expect(letter).toMatchObject({
      rule: 'OrdersToA',
      target: 'target-a',
      attempts: 4,
      error: 'failure 4',
      event: { id: result.Entries[0]?.EventId, detail: { orderId: 3 } },
    });
    expect(Date.parse(letter?.failedAt ?? '')).toBeGreaterThan(0);
  });

  it('dead-letters a delivery whose next attempt would come after the maximum event age', async () => {
    let attempts = 0;
    const failing = bus(
      async () => {
        attempts += 1;
        throw new Error('down');
      },
      { rules: [rules[0] as (typeof rules)[number]], maxAttempts: 10, baseDelayMs: 30, maxEventAgeMs: 50 },
    );
    await failing.putEvents(request());
    await failing.whenIdle();
    // Attempt 1 at 0 ms, attempt 2 at 30 ms; a third at 90 ms would be older than 50 ms.
    expect(attempts).toBe(2);
    expect(await readDeadLetters(dir)).toHaveLength(1);
  });

  it('redrive moves dead letters back to pending with a fresh start; the next start delivers them', async () => {
    const failing = bus(
      async () => {
        throw new Error('down');
      },
      { maxAttempts: 1 },
    );
    const result = await failing.putEvents(request({ orderId: 4 }));
    await failing.whenIdle();
    expect(await readDeadLetters(dir)).toHaveLength(2);
    writeFileSync(deadLetterFile(dir), 'not a dead letter\n', { flag: 'a' });

    expect(await redriveDeadLetters(dir)).toEqual({ moved: 2, kept: 1 });
    expect(readFileSync(deadLetterFile(dir), 'utf8')).toBe('not a dead letter\n');
    const pending = pendingFiles();
    expect(pending).toHaveLength(2);
    expect(pending.every((file) => file.attempts === 0 && file.event.id === result.Entries[0]?.EventId)).toBe(true);

    const delivered: string[] = [];
    const next = bus(async (target, event) => {
      delivered.push(`${target}:${event.id}`);
    });
    expect(await next.resume()).toBe(2);
    await next.whenIdle();
    expect(delivered.sort()).toEqual([
      `target-a:${result.Entries[0]?.EventId}`,
      `target-b:${result.Entries[0]?.EventId}`,
    ]);
    expect(pendingFiles()).toEqual([]);
    // The line that is not a dead letter stays for a person to look at.
    expect(await redriveDeadLetters(dir)).toEqual({ moved: 0, kept: 1 });
  });

  it('drain waits for deliveries in flight, and leaves on disk what is not done in time', async () => {
    const slow = bus(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await slow.putEvents(request());
    expect(await slow.drain(5_000)).toBe(0);
    expect(pendingFiles()).toEqual([]);

    const stuck = bus(
      async () => {
        throw new Error('down');
      },
      { baseDelayMs: 60_000 },
    );
    await stuck.putEvents(request());
    await waitFor(() => pendingFiles().every((file) => file.attempts === 1), 'the first failures');
    expect(await stuck.drain(50)).toBe(2);
    expect(pendingFiles()).toHaveLength(2);
  });

  it('drain lets an attempt under way finish after its time is up, so no consumer is cut off midway', async () => {
    let started = 0;
    let finished = 0;
    const longer = bus(async () => {
      started += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished += 1;
    });
    await longer.putEvents(request());
    await waitFor(() => started === 2, 'both attempts under way');
    // The drain's time (20 ms) is up long before the attempts end; it still waits for them.
    expect(await longer.drain(20)).toBe(0);
    expect(finished).toBe(2);
    expect(pendingFiles()).toEqual([]);
  });
});

describe('local EventBridge: the default retry policy', () => {
  it('backs off 1 s, 2 s, 4 s … up to 60 s, over well more than a 60 s lease, within 15 minutes', () => {
    const policy = DEFAULT_DELIVERY_POLICY;
    const delays = Array.from({ length: policy.maxAttempts - 1 }, (_, index) => retryDelayMs(index + 1, policy));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    const spanMs = delays.reduce((sum, delay) => sum + delay, 0);
    expect(spanMs).toBeGreaterThan(2 * 60_000);
    expect(spanMs).toBeLessThan(policy.maxEventAgeMs);
    // Every retry of the schedule is allowed, and none after the last attempt.
    let now = 0;
    for (let attempts = 1; attempts < policy.maxAttempts; attempts += 1) {
      const next = nextAttemptAt(attempts, 0, now, policy);
      expect(next).toBe(now + (delays[attempts - 1] ?? 0));
      now = next ?? now;
    }
    expect(nextAttemptAt(policy.maxAttempts, 0, now, policy)).toBeUndefined();
  });
});
