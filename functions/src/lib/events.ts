import type { PutEventsCommandOutput } from '@aws-sdk/client-eventbridge';
import { eventBridgeClient, eventBridgeSdk } from './clients';
import { eventBusEnv } from './env';
import { ServiceUnavailableError } from './errors';
import { logger } from './logger';

/**
 * Publishing to the custom EventBridge bus (`EVENT_BUS_NAME`). PutEvents can fail as a whole
 * (throws) or partly (`FailedEntryCount > 0` in a 200 answer); both are failures here, so a handler
 * never reports as received what the bus did not accept.
 */

/** Thrown when the bus did not accept an event: HTTP 503, the visitor is asked to retry. */
export class EventPublishError extends ServiceUnavailableError {
  constructor() {
    super('We could not record your submission just now. Please try again in a moment.', 5);
  }
}

/**
 * Publishes one event.
 *
 * @param source - event source, e.g. `meridian.website` (`EVENT_SOURCES` in shared/events).
 * @param detailType - e.g. `ContactSubmitted` (`DETAIL_TYPES`).
 * @param detail - JSON-serialisable detail, validated by the caller with its shared schema.
 * @returns the event id assigned by EventBridge.
 * @throws EventPublishError when PutEvents throws or reports a failed entry (details logged).
 */
export async function publishEvent(source: string, detailType: string, detail: unknown): Promise<string> {
  let result: PutEventsCommandOutput;
  try {
    const { PutEventsCommand } = eventBridgeSdk();
    result = await eventBridgeClient().send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: eventBusEnv().EVENT_BUS_NAME,
            Source: source,
            DetailType: detailType,
            Detail: JSON.stringify(detail),
          },
        ],
      }),
    );
  } catch (error) {
    logger.error('PutEvents failed', {
      detailType,
      error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
    });
    throw new EventPublishError();
  }
  const entry = result.Entries?.[0];
  if ((result.FailedEntryCount ?? 0) > 0 || !entry?.EventId || entry.ErrorCode) {
    logger.error('PutEvents rejected the event', {
      detailType,
      errorCode: entry?.ErrorCode,
      errorMessage: entry?.ErrorMessage,
    });
    throw new EventPublishError();
  }
  return entry.EventId;
}
