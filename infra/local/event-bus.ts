/**
 * A local EventBridge bus: answers `PutEvents` (AWS JSON 1.1 protocol, `X-Amz-Target:
 * AWSEvents.PutEvents`) and delivers every accepted entry to the targets of the matching rules of
 * the rule table (`functions/src/rules.ts`), asynchronously, as EventBridge does: the call returns
 * with event ids; each target is invoked with an EventBridge event object; a failing target is
 * retried with exponential back-off (`event-bus-policy.ts`) and a delivery that finally fails is
 * dead-lettered.
 *
 * Nothing accepted is lost: with a folder, each delivery (one per matching rule target) is written
 * to disk before `PutEvents` answers and removed once its target succeeded or it was dead-lettered
 * (`event-bus-journal.ts`); {@link LocalEventBus.resume} replays what a stop or a crash left, and
 * {@link LocalEventBus.drain} lets a stop finish what it can first.
 *
 * Matching is what the CDK stack deploys: the event's `source` equals the rule's source and its
 * `detail-type` is one of the rule's detail types, on the configured bus.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import {
  type BusRule,
  entriesOf,
  eventOfEntry,
  matchingDeliveries,
  type PutEventsResultEntry,
} from './event-bus-entries';
import {
  deadLetterFile,
  type DeliveryJournal,
  fileJournal,
  MEMORY_JOURNAL,
  type PendingDelivery,
} from './event-bus-journal';
import { DEFAULT_DELIVERY_POLICY, type DeliveryPolicy, nextAttemptAt } from './event-bus-policy';
import type { Logger } from './logger';

/** Calls a target handler module with an event; rejects when the invocation fails. */
export type TargetInvoker = (handlerModule: string, event: EventBridgeEvent<string, unknown>) => Promise<unknown>;

/** A delivery that failed on every attempt (or ran out of age). */
export interface FailedDelivery {
  rule: string;
  target: string;
  event: EventBridgeEvent<string, unknown>;
  attempts: number;
  error: string;
}

/** Options of {@link LocalEventBus}; the retry fields default to {@link DEFAULT_DELIVERY_POLICY}. */
export interface LocalEventBusOptions extends Partial<DeliveryPolicy> {
  rules: readonly BusRule[];
  invoke: TargetInvoker;
  logger: Logger;
  /** Name of the custom bus (`EVENT_BUS_NAME`); entries for another bus match no rule. */
  busName?: string;
  region?: string;
  /**
   * The bus's folder (`<DATA_DIR>/event-bus`) for its pending deliveries and dead letters; absent:
   * deliveries are kept in memory only (tests), and a stop loses what was not delivered.
   */
  dir?: string;
}

interface Tracked {
  delivery: PendingDelivery;
  timer?: NodeJS.Timeout;
}

/** The local bus. Create one per runner. */
export class LocalEventBus {
  private readonly policy: DeliveryPolicy;
  private readonly journal: DeliveryJournal;
  private readonly deliveries = new Map<string, Tracked>();
  /** `PutEvents` calls writing their deliveries. */
  private accepting = 0;
  private stopped = false;
  /** Attempts under way (a consumer invoked and not yet answered). */
  private readonly running = new Set<Promise<void>>();
  /** How long {@link LocalEventBus.drain} waits for the attempts under way once it stops the bus (ms). */
  private readonly runningTimeoutMs = 60_000;
  private idleWaiters: Array<() => void> = [];
  /** Deliveries that failed for good, oldest first (for tests and diagnostics). */
  readonly failedDeliveries: FailedDelivery[] = [];

  constructor(private readonly options: LocalEventBusOptions) {
    const { maxAttempts, baseDelayMs, maxDelayMs, maxEventAgeMs } = { ...DEFAULT_DELIVERY_POLICY, ...options };
    this.policy = { maxAttempts, baseDelayMs, maxDelayMs, maxEventAgeMs };
    this.journal = options.dir === undefined ? MEMORY_JOURNAL : fileJournal(options.dir);
  }

  /**
   * Accepts a `PutEvents` request body: validates the entries, writes one pending delivery per
   * matching rule target to the journal, and answers once they are on disk; the targets run later.
   *
   * @param request - the parsed JSON body (`{ Entries: [...] }`)
   * @returns the `PutEvents` response body (`Entries`, `FailedEntryCount`); when the journal cannot
   *   be written, every valid entry fails with `InternalFailure` (nothing of it is delivered)
   * @throws EventBusValidationError when `Entries` is missing, empty or longer than 10
   */
  async putEvents(request: unknown): Promise<{ Entries: PutEventsResultEntry[]; FailedEntryCount: number }> {
    const results: PutEventsResultEntry[] = [];
    const accepted: PendingDelivery[] = [];
    for (const raw of entriesOf(request)) {
      const outcome = eventOfEntry(raw, this.options.region ?? 'eu-west-2');
      if ('error' in outcome) {
        results.push(outcome.error);
        continue;
      }
      results.push({ EventId: outcome.event.id });
      accepted.push(...matchingDeliveries(this.options, outcome.event, outcome.busName));
    }
    this.accepting += 1;
    try {
      await this.journal.add(accepted);
    } catch (error) {
      this.options.logger.error('Could not write the accepted events to the data folder', { error });
      await Promise.all(accepted.map((delivery) => this.journal.remove(delivery.id).catch(() => {})));
      const failed = results.map((result) =>
        result.EventId === undefined
          ? result
          : { ErrorCode: 'InternalFailure', ErrorMessage: 'The local bus could not store the event.' },
      );
      return { Entries: failed, FailedEntryCount: failed.length };
    } finally {
      this.accepting -= 1;
    }
    for (const delivery of accepted) this.track(delivery);
    this.notifyIfIdle();
    return { Entries: results, FailedEntryCount: results.filter((result) => result.ErrorCode).length };
  }

  /**
   * Replays the deliveries a previous bus left in the folder (after a stop or a crash): each goes
   * on with its recorded attempts, at its recorded next-attempt time (at once when that has
   * passed), in a new maximum-age window. Deliveries this bus already tracks are skipped.
   *
   * @returns how many deliveries were replayed (0 without a folder)
   * @throws the file system's error when the folder cannot be read
   */
  async resume(): Promise<number> {
    const now = new Date().toISOString();
    let replayed = 0;
    for (const delivery of await this.journal.list()) {
      if (this.deliveries.has(delivery.id)) continue;
      this.track({ ...delivery, windowStartedAt: now });
      replayed += 1;
    }
    if (replayed > 0) this.options.logger.info(`Replaying ${replayed} event deliveries left by the last run`);
    return replayed;
  }

  /**
   * Resolves when no delivery is in flight or waiting for a retry (including deliveries caused
   * by events that targets published meanwhile), or once the bus has stopped.
   */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Deliveries accepted and not yet done (in flight or waiting for an attempt). */
  get pendingCount(): number {
    return this.deliveries.size;
  }

  /**
   * Waits for the bus to be idle, at most `timeoutMs`, then stops it and lets the attempts under
   * way finish (at most 60 s more): what is not delivered by then stays in the folder for the next
   * start's {@link LocalEventBus.resume}.
   *
   * @param timeoutMs - longest wait, in ms
   * @returns how many deliveries were left undelivered
   */
  async drain(timeoutMs: number): Promise<number> {
    await within(this.whenIdle(), timeoutMs);
    this.stop();
    // Attempts already running finish first, so that no consumer is cut off between its effect (an
    // email sent) and its record of it (marked done), which the next start would repeat.
    await within(Promise.allSettled([...this.running]), this.runningTimeoutMs);
    const left = this.deliveries.size;
    if (left > 0) {
      const where = this.options.dir === undefined ? 'no data folder: lost' : `left in ${this.options.dir}`;
      this.options.logger.warn(`${left} event deliveries not done after ${timeoutMs} ms (${where} for the next start)`);
    }
    return left;
  }

  /**
   * Stops the bus: no further attempt starts (those in flight finish and record their outcome)
   * and events accepted from now on are only written to the folder. Idempotent.
   */
  stop(): void {
    this.stopped = true;
    for (const tracked of this.deliveries.values()) clearTimeout(tracked.timer);
    this.notifyIfIdle();
  }

  private track(delivery: PendingDelivery): void {
    const tracked: Tracked = { delivery };
    this.deliveries.set(delivery.id, tracked);
    this.arm(tracked);
  }

  private arm(tracked: Tracked): void {
    if (this.stopped) return;
    const delayMs = Math.max(0, Date.parse(tracked.delivery.nextAttemptAt) - Date.now());
    tracked.timer = setTimeout(() => {
      const run = this.attempt(tracked);
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }, delayMs);
  }

  private async attempt(tracked: Tracked): Promise<void> {
    tracked.timer = undefined;
    const { delivery } = tracked;
    const { logger } = this.options;
    let error: string | undefined;
    try {
      await this.options.invoke(delivery.target, delivery.event);
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.message : String(thrown);
    }
    delivery.attempts += 1;
    try {
      if (error === undefined) {
        await this.journal.remove(delivery.id);
      } else {
        const next = nextAttemptAt(delivery.attempts, Date.parse(delivery.windowStartedAt), Date.now(), this.policy);
        if (next !== undefined) {
          Object.assign(delivery, { nextAttemptAt: new Date(next).toISOString(), lastError: error });
          const { rule, target, attempts: attempt, event } = delivery;
          const retryInMs = next - Date.now();
          logger.warn('Event delivery failed, retrying', {
            rule,
            target,
            attempt,
            retryInMs,
            error,
            eventId: event.id,
          });
          await this.journal.update(delivery);
          if (!this.stopped) {
            this.arm(tracked);
            return;
          }
        } else {
          await this.deadLetter(delivery, error);
        }
      }
    } catch (journalError) {
      logger.error('Could not record an event delivery in the data folder', { id: delivery.id, error: journalError });
      if (error !== undefined && !this.stopped && delivery.attempts < this.policy.maxAttempts) {
        this.arm(tracked);
        return;
      }
    }
    this.deliveries.delete(delivery.id);
    this.notifyIfIdle();
  }

  private async deadLetter(delivery: PendingDelivery, error: string): Promise<void> {
    const { id, rule, target, event, attempts, acceptedAt } = delivery;
    this.failedDeliveries.push({ rule, target, event, attempts, error });
    const deadLetters = this.options.dir === undefined ? undefined : deadLetterFile(this.options.dir);
    this.options.logger.error('Event delivery failed after all attempts', {
      ...{ rule, target, attempts, error, event },
      deadLetters,
    });
    await this.journal.deadLetter({
      id,
      rule,
      target,
      event,
      attempts,
      error,
      acceptedAt,
      failedAt: new Date().toISOString(),
    });
  }

  private isIdle(): boolean {
    return this.stopped || (this.deliveries.size === 0 && this.accepting === 0);
  }

  private notifyIfIdle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}

/** Waits for `promise`, at most `ms`. */
async function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
