import { randomUUID } from 'node:crypto';
import { getItem, updateItem } from '../lib/dynamodb';
import { processedEventKey } from './keys';
import { isConditionalCheckFailed, tableName } from './table';
import type { PlanStep } from './write-plan';

/**
 * Idempotency of event consumers (EventBridge delivers at least once): one record per consumer and
 * event (`processedEventKey`), expiring after 7 days (`expiresAt`). Same semantics as the Powertools idempotency
 * utility: the first delivery takes a lease (default 60 s, longer than the consumer's timeout);
 * a concurrent duplicate finds the lease held and fails with `EventInProgressError` (so it is
 * retried later and then finds the event done); a delivery after a crash finds the lease expired
 * and takes over. A consumer may record an intermediate result (`stored`) in the same transaction
 * as its own writes, so a take-over resumes after those writes instead of repeating them.
 */

/** The event is being processed by another delivery right now; retry later. */
export class EventInProgressError extends Error {
  override readonly name = 'EventInProgressError';
  constructor(consumer: string, eventId: string) {
    super(`Event ${eventId} is already being processed by ${consumer}`);
  }
}

/**
 * This delivery's lease was taken over (it expired and another delivery took it), so its writes
 * were refused; the delivery fails and the retry finds the other delivery's outcome.
 */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
  constructor(consumer: string, eventId: string) {
    super(`The lease on event ${eventId} for ${consumer} was lost`);
  }
}

/** The event was processed before by this consumer (its marker exists); nothing was written. */
export class EventAlreadyProcessedError extends Error {
  override readonly name = 'EventAlreadyProcessedError';
  constructor(consumer: string, eventId: string) {
    super(`Event ${eventId} was already processed by ${consumer}`);
  }
}

/** A lease on one event for one consumer. */
export interface EventLease {
  consumer: string;
  eventId: string;
  /** Identifies this delivery's lease; writes made under the lease are conditional on it. */
  token: string;
  /** `new`: nothing done yet; `stored`: the consumer's writes are done, `result` holds what it recorded; `done`: skip. */
  state: 'new' | 'stored' | 'done';
  result?: unknown;
}

const RETENTION_SECONDS = 7 * 24 * 60 * 60;
const key = processedEventKey;

/**
 * Takes the lease on an event for a consumer. The lease is this call's own (a fresh token): when
 * the SDK sends the write again after a timed-out attempt that was nevertheless applied, the
 * repeated write finds its own token and succeeds instead of meeting a lease "held by another
 * delivery" until it expires.
 *
 * @param leaseSeconds - how long the lease is held without completion (default 60).
 * @returns the lease; `state: 'done'` means the event was fully processed before.
 * @throws EventInProgressError when another delivery holds an unexpired lease.
 */
async function beginProcessing(
  consumer: string,
  eventId: string,
  leaseSeconds = 60,
  now: Date = new Date(),
): Promise<EventLease> {
  const token = randomUUID();
  const nowMs = now.getTime();
  try {
    const { Attributes } = await updateItem({
      TableName: tableName(),
      Key: key(consumer, eventId),
      UpdateExpression:
        'SET #token = :token, #leaseUntil = :until, #status = if_not_exists(#status, :new), #expiresAt = :expiresAt, #entity = :entity',
      // Free, expired, or already ours: the SDK resends this same request (same token) when an
      // attempt timed out, and that attempt may have been applied late (a stalled table).
      ConditionExpression: 'attribute_not_exists(pk) OR (#status <> :done AND (#leaseUntil < :now OR #token = :token))',
      ExpressionAttributeNames: {
        '#token': 'leaseToken',
        '#leaseUntil': 'leaseUntil',
        '#status': 'status',
        '#expiresAt': 'expiresAt',
        '#entity': 'entity',
      },
      ExpressionAttributeValues: {
        ':token': token,
        ':until': nowMs + leaseSeconds * 1000,
        ':new': 'new',
        ':done': 'done',
        ':now': nowMs,
        ':expiresAt': Math.floor(nowMs / 1000) + RETENTION_SECONDS,
        ':entity': 'processed_event',
      },
      ReturnValues: 'ALL_NEW',
    });
    const state = Attributes?.status === 'stored' ? 'stored' : 'new';
    return { consumer, eventId, token, state, result: Attributes?.result };
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    const { Item } = await getItem({ TableName: tableName(), Key: key(consumer, eventId), ConsistentRead: true });
    if (Item?.status === 'done') return { consumer, eventId, token, state: 'done', result: Item.result };
    throw new EventInProgressError(consumer, eventId);
  }
}

/**
 * The plan step `leaseResult`: records the consumer's result (`stored`) under the lease, in the
 * same transaction as the consumer's own writes. Fails with LeaseLostError when the lease was lost.
 */
export function markStoredStep(lease: EventLease, result: unknown): PlanStep {
  return {
    name: 'leaseResult',
    item: {
      Update: {
        TableName: tableName(),
        Key: key(lease.consumer, lease.eventId),
        UpdateExpression: 'SET #status = :stored, #result = :result',
        ConditionExpression: '#token = :token',
        ExpressionAttributeNames: { '#status': 'status', '#result': 'result', '#token': 'leaseToken' },
        ExpressionAttributeValues: { ':stored': 'stored', ':result': result, ':token': lease.token },
      },
    },
    onConditionFailed: () => new LeaseLostError(lease.consumer, lease.eventId),
  };
}

/** Marks the event done (later deliveries are skipped). Conditional on still holding the lease. */
async function completeProcessing(lease: EventLease, result?: unknown): Promise<void> {
  await updateItem({
    TableName: tableName(),
    Key: key(lease.consumer, lease.eventId),
    UpdateExpression: result === undefined ? 'SET #status = :done' : 'SET #status = :done, #result = :result',
    ConditionExpression: '#token = :token',
    ExpressionAttributeNames: {
      '#status': 'status',
      '#token': 'leaseToken',
      ...(result === undefined ? {} : { '#result': 'result' }),
    },
    ExpressionAttributeValues: {
      ':done': 'done',
      ':token': lease.token,
      ...(result === undefined ? {} : { ':result': result }),
    },
  });
}

/**
 * Gives the lease up after a failure so that the retry does not wait for it to expire. Best effort:
 * never throws (the lease expires anyway).
 */
async function releaseProcessing(lease: EventLease): Promise<void> {
  try {
    await updateItem({
      TableName: tableName(),
      Key: key(lease.consumer, lease.eventId),
      UpdateExpression: 'SET #leaseUntil = :zero',
      ConditionExpression: '#token = :token AND #status <> :done',
      ExpressionAttributeNames: { '#leaseUntil': 'leaseUntil', '#token': 'leaseToken', '#status': 'status' },
      ExpressionAttributeValues: { ':zero': 0, ':token': lease.token, ':done': 'done' },
    });
  } catch {
    // The lease expires on its own.
  }
}

/** What a consumer's work under a lease gives back (see {@link withEventLease}). */
export interface LeasedOutcome<R> {
  /** The consumer's answer, returned by {@link withEventLease}. */
  value: R;
  /** Kept on the event's `done` record (7 days) for later deliveries to see; omitted: nothing new. */
  record?: unknown;
}

/** The event and consumer of {@link withEventLease}, with what to do in each case. */
export interface EventLeaseRun<R, D> {
  /** Consumer name in the processed-event records (one lease per consumer and event). */
  consumer: string;
  /** The event id (or another id that is the same for every delivery of one piece of work). */
  eventId: string;
  /** How long the lease is held without completion, in seconds (default 60: longer than the consumer's timeout). */
  leaseSeconds?: number;
  /** When the lease is taken (default now); its record expires 7 days later. */
  now?: Date;
  /** The answer when the event was fully processed before (`run` is not called). */
  ifDone: (lease: EventLease) => D;
  /**
   * The consumer's work under the lease. `lease.state` is `new`, or `stored` when an earlier
   * delivery committed its writes with {@link markStoredStep} (then `lease.result` holds what it
   * recorded, and the work resumes after those writes instead of repeating them).
   */
  run: (lease: EventLease) => Promise<LeasedOutcome<R>>;
}

/**
 * Runs a consumer's work at most once per event (docs/decisions/009-idempotency-with-processed-event-items.md):
 * takes the lease, skips the work when the event was done before, marks the event done with the
 * work's `record` after it succeeded, and gives the lease back when it failed, so that the retry
 * runs at once instead of waiting for the lease to expire.
 *
 * @returns `run`'s `value`, or `ifDone`'s answer for an event processed before.
 * @throws EventInProgressError while another delivery holds the lease (nothing runs); whatever
 *   `run` throws and the DynamoDB errors of marking the event done (LeaseLostError among them)
 *   after the lease was released; each makes the delivery fail so that it is retried.
 */
export async function withEventLease<R, D>(work: EventLeaseRun<R, D>): Promise<R | D> {
  const lease = await beginProcessing(work.consumer, work.eventId, work.leaseSeconds, work.now);
  if (lease.state === 'done') return work.ifDone(lease);
  try {
    const { value, record } = await work.run(lease);
    await completeProcessing(lease, record);
    return value;
  } catch (error) {
    await releaseProcessing(lease);
    throw error;
  }
}

/**
 * The plan step `processedMarker`: records the event as done for a consumer whose whole effect is
 * the rest of the same transaction (no lease needed: the transaction either writes everything or,
 * for a repeated delivery, nothing).
 *
 * @param now - when it was processed; the marker expires 7 days later.
 * @returns a conditional Put that fails with EventAlreadyProcessedError when the marker exists.
 */
export function markProcessedStep(consumer: string, eventId: string, now: Date = new Date()): PlanStep {
  return {
    name: 'processedMarker',
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...key(consumer, eventId),
          entity: 'processed_event',
          status: 'done',
          expiresAt: Math.floor(now.getTime() / 1000) + RETENTION_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    onConditionFailed: () => new EventAlreadyProcessedError(consumer, eventId),
  };
}
