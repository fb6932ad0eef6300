import { deleteItem, queryItems } from '../lib/dynamodb';
import { publishEvent } from '../lib/events';
import { logger } from '../lib/logger';
import { OUTBOX_PARTITION, outboxEventKey } from './keys';
import { tableName } from './table';
import type { PlanStep } from './write-plan';

/**
 * The transactional outbox (docs/decisions/037-nothing-accepted-is-lost.md): a write that must be
 * announced on the bus records its event in the same transaction ({@link outboxStep}), so the
 * event exists exactly when the write does. The handler then publishes it and deletes the record
 * ({@link publishRecordedEvent}); when that fails or the function dies first, the relay
 * (`booking/scheduled/relay-outbox-events.ts`, every minute) publishes every record older than
 * {@link OUTBOX_RELAY_AFTER_MS}. An event may so be published twice; its consumers recognise it by
 * its business key (`deliveryKey` of `lib/event-handler.ts`) and act once.
 */

/** An event to publish once its write is committed. */
export interface RecordedEvent {
  source: string;
  detailType: string;
  /** JSON-serialisable detail, validated by the caller with its shared schema. */
  detail: unknown;
  /** What the event is about (its consumers' delivery key), e.g. `<booking id>-<sequence>`. */
  businessKey: string;
  /** When it was recorded (ISO-8601 UTC): the record's sort key, and the relay's age check. */
  recordedAt: string;
}

/** How long a recorded event is left to its handler before the relay publishes it (ms). */
export const OUTBOX_RELAY_AFTER_MS = 60_000;

/** Records older than this are kept no longer (`expiresAt`, s): a week of relay failures is alarmed long before. */
const RETENTION_SECONDS = 7 * 24 * 60 * 60;

/** Most records one relay run publishes (the next run takes the rest). */
const RELAY_PAGE = 100;

/**
 * The plan step that records an event with the write it announces.
 *
 * @returns a Put of the outbox record (conditional: the same event is recorded once).
 */
export function outboxStep(event: RecordedEvent): PlanStep {
  return {
    name: 'outboxEvent',
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...outboxEventKey(event.recordedAt, event.businessKey),
          entity: 'outbox_event',
          source: event.source,
          detailType: event.detailType,
          detail: JSON.stringify(event.detail),
          businessKey: event.businessKey,
          recordedAt: event.recordedAt,
          expiresAt: Math.floor(Date.parse(event.recordedAt) / 1000) + RETENTION_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  };
}

/**
 * Publishes a recorded event and deletes its record. Never throws: when the bus refuses it or the
 * table does not answer, the record stays and the relay publishes it later.
 *
 * @returns true when the bus accepted the event now.
 */
export async function publishRecordedEvent(event: RecordedEvent): Promise<boolean> {
  try {
    await publishEvent(event.source, event.detailType, event.detail);
  } catch {
    logger.warn('Recorded event left to the outbox relay', { detailType: event.detailType, key: event.businessKey });
    return false;
  }
  try {
    await deleteItem({ TableName: tableName(), Key: outboxEventKey(event.recordedAt, event.businessKey) });
  } catch (error) {
    // Published: the relay publishes it once more, and its consumers recognise it.
    logger.warn('Outbox record not deleted', { key: event.businessKey, error: error as Error });
  }
  return true;
}

/** What one relay run did. */
export interface RelayOutcome {
  published: number;
  failed: number;
}

/**
 * Publishes the recorded events older than {@link OUTBOX_RELAY_AFTER_MS} (one Query on the
 * outbox partition, at most 100 per run) and deletes each one the bus accepted.
 *
 * @param now - the run's instant.
 * @returns how many were published and how many the bus refused (left for the next run).
 * @throws DynamoDB errors of the Query (the scheduled run fails and is retried).
 */
export async function relayOutboxEvents(now: Date = new Date()): Promise<RelayOutcome> {
  const before = new Date(now.getTime() - OUTBOX_RELAY_AFTER_MS).toISOString();
  const { Items = [] } = await queryItems({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk < :before',
    ExpressionAttributeValues: { ':pk': OUTBOX_PARTITION, ':before': before },
    ConsistentRead: true,
    Limit: RELAY_PAGE,
  });
  const outcome: RelayOutcome = { published: 0, failed: 0 };
  for (const item of Items) {
    const accepted = await publishRecordedEvent({
      source: String(item.source),
      detailType: String(item.detailType),
      detail: JSON.parse(String(item.detail)) as unknown,
      businessKey: String(item.businessKey),
      recordedAt: String(item.recordedAt),
    });
    if (accepted) outcome.published += 1;
    else outcome.failed += 1;
  }
  return outcome;
}
