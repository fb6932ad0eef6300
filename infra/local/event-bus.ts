/**
 * A local EventBridge bus: answers `PutEvents` (AWS JSON 1.1 protocol, `X-Amz-Target:
 * AWSEvents.PutEvents`) and delivers every accepted entry to the targets of the matching rules of
 * the rule table (`functions/src/rules.ts`), asynchronously, as EventBridge does: the call returns
 * at once with event ids; each target is invoked with an EventBridge event object; a failing
 * target is retried with exponential back-off and the event that finally fails is logged.
 *
 * Matching is what the CDK stack deploys: the event's `source` equals the rule's source and its
 * `detail-type` is one of the rule's detail types, on the configured bus.
 */
import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent } from 'aws-lambda';
import { LOCAL_ACCOUNT_ID } from './lambda-adapter';
import type { Logger } from './logger';

/** The part of a rule entry the bus needs (see `EventRuleDefinition` in functions/src/rules.ts). */
export interface BusRule {
  name: string;
  source: string;
  detailTypes: readonly string[];
  targets: ReadonlyArray<{ handler: string }>;
}

/** One `PutEvents` request entry (the fields EventBridge reads). */
export interface PutEventsRequestEntry {
  Source?: string;
  DetailType?: string;
  Detail?: string;
  EventBusName?: string;
  Resources?: string[];
  Time?: string | number;
}

/** One `PutEvents` result entry: an event id, or an error code and message. */
export interface PutEventsResultEntry {
  EventId?: string;
  ErrorCode?: string;
  ErrorMessage?: string;
}

/** Calls a target handler module with an event; rejects when the invocation fails. */
export type TargetInvoker = (handlerModule: string, event: EventBridgeEvent<string, unknown>) => Promise<unknown>;

/** A delivery that failed on every attempt. */
export interface FailedDelivery {
  rule: string;
  target: string;
  event: EventBridgeEvent<string, unknown>;
  attempts: number;
  error: string;
}

/** Options of {@link LocalEventBus}. */
export interface LocalEventBusOptions {
  rules: readonly BusRule[];
  invoke: TargetInvoker;
  logger: Logger;
  /** Name of the custom bus (`EVENT_BUS_NAME`); entries for another bus match no rule. */
  busName?: string;
  region?: string;
  /** Attempts per target including the first (default 3, like Lambda's asynchronous invocation). */
  maxAttempts?: number;
  /** Delay before the first retry in ms, doubled for each further retry (default 200). */
  baseDelayMs?: number;
}

/** Thrown for a request EventBridge would reject as a whole (HTTP 400 `ValidationException`). */
export class EventBusValidationError extends Error {
  override readonly name = 'ValidationException';
}

/** Most entries one `PutEvents` call may carry. */
const MAX_ENTRIES = 10;

/** The local bus. Create one per runner. */
export class LocalEventBus {
  private readonly options: Required<Omit<LocalEventBusOptions, 'busName'>> & { busName?: string };
  private pending = 0;
  private idleWaiters: Array<() => void> = [];
  /** Deliveries that failed on every attempt, oldest first (for tests and diagnostics). */
  readonly failedDeliveries: FailedDelivery[] = [];

  constructor(options: LocalEventBusOptions) {
    this.options = { region: 'eu-west-2', maxAttempts: 3, baseDelayMs: 200, ...options };
  }

  /**
   * Accepts a `PutEvents` request body: validates the entries, schedules delivery of the valid
   * ones and returns at once.
   *
   * @param request - the parsed JSON body (`{ Entries: [...] }`)
   * @returns the `PutEvents` response body (`Entries`, `FailedEntryCount`)
   * @throws EventBusValidationError when `Entries` is missing, empty or longer than 10
   */
  putEvents(request: unknown): { Entries: PutEventsResultEntry[]; FailedEntryCount: number } {
    const entries =
      typeof request === 'object' && request !== null && 'Entries' in request ? request.Entries : undefined;
    if (!Array.isArray(entries) || entries.length === 0 || entries.length > MAX_ENTRIES) {
      throw new EventBusValidationError(`Entries must hold 1 to ${MAX_ENTRIES} entries.`);
    }
    const results: PutEventsResultEntry[] = [];
    let failed = 0;
    for (const raw of entries as unknown[]) {
      const outcome = this.accept(raw);
      if ('ErrorCode' in outcome) failed += 1;
      results.push(outcome);
    }
    return { Entries: results, FailedEntryCount: failed };
  }

  /**
   * Resolves when no delivery is in flight or waiting for a retry (including deliveries caused
   * by events that targets published meanwhile).
   */
  whenIdle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private accept(raw: unknown): PutEventsResultEntry {
    const entry = (typeof raw === 'object' && raw !== null ? raw : {}) as PutEventsRequestEntry;
    if (!entry.Source) return invalid('Parameter Source is not valid.');
    if (!entry.DetailType) return invalid('Parameter DetailType is not valid.');
    if (typeof entry.Detail !== 'string') return invalid('Parameter Detail is not valid.');
    let detail: unknown;
    try {
      detail = JSON.parse(entry.Detail);
    } catch {
      return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' };
    }
    if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) {
      return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' };
    }

    const event: EventBridgeEvent<string, unknown> = {
      version: '0',
      id: randomUUID(),
      'detail-type': entry.DetailType,
      source: entry.Source,
      account: LOCAL_ACCOUNT_ID,
      time: eventTime(entry.Time),
      region: this.options.region,
      resources: entry.Resources ?? [],
      detail,
    };

    const busName = entry.EventBusName ?? 'default';
    const onOurBus = this.options.busName === undefined || busNameOf(busName) === this.options.busName;
    if (!onOurBus) {
      this.options.logger.warn('Event sent to another bus: no rule of the rule table matches it', {
        eventBusName: busName,
        expectedBus: this.options.busName,
        source: event.source,
        detailType: event['detail-type'],
      });
    } else {
      for (const rule of this.options.rules) {
        if (rule.source !== event.source || !rule.detailTypes.includes(event['detail-type'])) continue;
        for (const target of rule.targets) this.schedule(rule.name, target.handler, event);
      }
    }
    return { EventId: event.id };
  }

  private schedule(rule: string, target: string, event: EventBridgeEvent<string, unknown>): void {
    this.pending += 1;
    // Deliver on a later tick: PutEvents has answered before any target runs.
    setImmediate(() => {
      void this.deliver(rule, target, event).finally(() => {
        this.pending -= 1;
        if (this.pending === 0) {
          const waiters = this.idleWaiters;
          this.idleWaiters = [];
          for (const resolve of waiters) resolve();
        }
      });
    });
  }

  private async deliver(rule: string, target: string, event: EventBridgeEvent<string, unknown>): Promise<void> {
    const { maxAttempts, baseDelayMs, logger } = this.options;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.options.invoke(target, event);
        return;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (attempt >= maxAttempts) {
          this.failedDeliveries.push({ rule, target, event, attempts: attempt, error: message });
          logger.error('Event delivery failed after all attempts', {
            rule,
            target,
            attempts: attempt,
            error: message,
            event,
          });
          return;
        }
        const delayMs = baseDelayMs * 2 ** (attempt - 1);
        logger.warn('Event delivery failed, retrying', {
          rule,
          target,
          attempt,
          retryInMs: delayMs,
          error: message,
          eventId: event.id,
        });
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  }
}

function invalid(message: string): PutEventsResultEntry {
  return { ErrorCode: 'InvalidArgument', ErrorMessage: message };
}

/** A bus is named by name or ARN (`arn:aws:events:region:account:event-bus/name`). */
function busNameOf(nameOrArn: string): string {
  const slash = nameOrArn.lastIndexOf('event-bus/');
  return nameOrArn.startsWith('arn:') && slash !== -1 ? nameOrArn.slice(slash + 'event-bus/'.length) : nameOrArn;
}

/** EventBridge's event time: ISO-8601 to the second, from the entry's `Time` or now. */
function eventTime(time: string | number | undefined): string {
  let date = new Date();
  if (typeof time === 'number') date = new Date(time * 1000);
  else if (typeof time === 'string' && !Number.isNaN(Date.parse(time))) date = new Date(time);
  return `${date.toISOString().slice(0, 19)}Z`;
}
