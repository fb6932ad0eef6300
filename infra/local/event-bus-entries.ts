/**
 * The `PutEvents` request entries as the local bus reads them: their shapes, the per-entry checks
 * EventBridge makes, and the event object a valid entry becomes.
 */
import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent } from 'aws-lambda';
import type { PendingDelivery } from './event-bus-journal';
import { LOCAL_ACCOUNT_ID } from './lambda-adapter';
import type { Logger } from './logger';

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

/** The part of a rule entry the bus needs (see `EventRuleDefinition` in functions/src/rules.ts). */
export interface BusRule {
  name: string;
  source: string;
  detailTypes: readonly string[];
  targets: ReadonlyArray<{ handler: string }>;
}

/** Thrown for a request EventBridge would reject as a whole (HTTP 400 `ValidationException`). */
export class EventBusValidationError extends Error {
  override readonly name = 'ValidationException';
}

/** Most entries one `PutEvents` call may carry. */
const MAX_ENTRIES = 10;

/**
 * The entries of a `PutEvents` body.
 *
 * @param request - the parsed JSON body (`{ Entries: [...] }`)
 * @returns the raw entries, each still to be checked by {@link eventOfEntry}
 * @throws EventBusValidationError when `Entries` is missing, empty or longer than 10
 */
export function entriesOf(request: unknown): unknown[] {
  const entries = typeof request === 'object' && request !== null && 'Entries' in request ? request.Entries : undefined;
  if (!Array.isArray(entries) || entries.length === 0 || entries.length > MAX_ENTRIES) {
    throw new EventBusValidationError(`Entries must hold 1 to ${MAX_ENTRIES} entries.`);
  }
  return entries as unknown[];
}

/**
 * The event a request entry becomes, with a new event id, or the entry's error as EventBridge
 * reports it.
 *
 * @param raw - one entry of the request
 * @param region - the region written into the event
 * @returns the event and the bus the entry names (`default` when none), or a result entry with
 *   `ErrorCode` `InvalidArgument` / `MalformedDetail`
 */
export function eventOfEntry(
  raw: unknown,
  region: string,
): { event: EventBridgeEvent<string, unknown>; busName: string } | { error: PutEventsResultEntry } {
  const entry = (typeof raw === 'object' && raw !== null ? raw : {}) as PutEventsRequestEntry;
  if (!entry.Source) return invalid('Parameter Source is not valid.');
  if (!entry.DetailType) return invalid('Parameter DetailType is not valid.');
  if (typeof entry.Detail !== 'string') return invalid('Parameter Detail is not valid.');
  let detail: unknown;
  try {
    detail = JSON.parse(entry.Detail);
  } catch {
    return malformed();
  }
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) return malformed();
  return {
    busName: entry.EventBusName ?? 'default',
    event: {
      version: '0',
      id: randomUUID(),
      'detail-type': entry.DetailType,
      source: entry.Source,
      account: LOCAL_ACCOUNT_ID,
      time: eventTime(entry.Time),
      region,
      resources: entry.Resources ?? [],
      detail,
    },
  };
}

/**
 * The deliveries an event makes: one per target of every rule whose source is the event's and
 * whose detail types hold the event's, as the deployed rules match.
 *
 * @param event - the accepted event
 * @param rules - the rule table
 * @param now - the time of acceptance, ISO-8601
 * @returns new deliveries (new ids, no attempts made, due now)
 */
export function deliveriesOf(
  event: EventBridgeEvent<string, unknown>,
  rules: readonly BusRule[],
  now: string,
): PendingDelivery[] {
  return rules
    .filter((rule) => rule.source === event.source && rule.detailTypes.includes(event['detail-type']))
    .flatMap((rule) =>
      rule.targets.map((target) => ({
        id: randomUUID(),
        rule: rule.name,
        target: target.handler,
        event,
        attempts: 0,
        acceptedAt: now,
        windowStartedAt: now,
        nextAttemptAt: now,
      })),
    );
}

/**
 * A bus's name from its name or ARN (`arn:aws:events:region:account:event-bus/name`).
 *
 * @param nameOrArn - what the entry's `EventBusName` holds
 * @returns the bus name
 */
export function busNameOf(nameOrArn: string): string {
  const slash = nameOrArn.lastIndexOf('event-bus/');
  return nameOrArn.startsWith('arn:') && slash !== -1 ? nameOrArn.slice(slash + 'event-bus/'.length) : nameOrArn;
}

function invalid(message: string): { error: PutEventsResultEntry } {
  return { error: { ErrorCode: 'InvalidArgument', ErrorMessage: message } };
}

function malformed(): { error: PutEventsResultEntry } {
  return { error: { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' } };
}

/** EventBridge's event time: ISO-8601 to the second, from the entry's `Time` or now. */
function eventTime(time: string | number | undefined): string {
  let date = new Date();
  if (typeof time === 'number') date = new Date(time * 1000);
  else if (typeof time === 'string' && !Number.isNaN(Date.parse(time))) date = new Date(time);
  return `${date.toISOString().slice(0, 19)}Z`;
}

/**
 * The deliveries of an accepted event: one per target of each rule it matches on our bus; none
 * (with a warning) for an event sent to another bus.
 */
export function matchingDeliveries(
  bus: { busName?: string; rules: readonly BusRule[]; logger: Logger },
  event: EventBridgeEvent<string, unknown>,
  busName: string,
): PendingDelivery[] {
  if (bus.busName !== undefined && busNameOf(busName) !== bus.busName) {
    bus.logger.warn('Event sent to another bus: no rule of the rule table matches it', {
      eventBusName: busName,
      expectedBus: bus.busName,
      source: event.source,
      detailType: event['detail-type'],
    });
    return [];
  }
  return deliveriesOf(event, bus.rules, new Date().toISOString());
}
