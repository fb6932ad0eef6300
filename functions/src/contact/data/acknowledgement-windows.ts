import { updateItem } from '../../lib/dynamodb';
import { acknowledgementWindowKey } from '../../table/keys';
import { isConditionalCheckFailed, tableName } from '../../table/table';

/**
 * The contact-acknowledgement window of each visitor address (docs/product/site.md#acknowledgement):
 * one item per lower-cased address (`acknowledgementWindowKey`) holding the event that opened the
 * window and when; DynamoDB's TTL (`expiresAt`) removes it when the window has closed.
 */

/** Length of a window: one acknowledgement per visitor address per 24 hours. */
export const ACKNOWLEDGEMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Claims the acknowledgement window of an address for one event, with one conditional write: it
 * succeeds when no window is open (none yet, or the last one opened at least 24 hours before `at`)
 * or when this very event opened it (a retry after a failed send acknowledges again; other
 * submissions within the window do not).
 *
 * @param email - the visitor's address (compared lower-cased).
 * @param eventId - the `ContactSubmitted` event id.
 * @param at - when the submission arrived (ISO-8601 UTC); the same for every delivery of the event.
 * @returns true when this event may send the acknowledgement.
 * @throws Error for an unparseable `at`; DynamoDB errors other than the failed condition.
 */
export async function claimAcknowledgementWindow(email: string, eventId: string, at: string): Promise<boolean> {
  const atMs = Date.parse(at);
  if (Number.isNaN(atMs)) throw new Error(`Invalid submission time: ${at}`);
  try {
    await updateItem({
      TableName: tableName(),
      Key: acknowledgementWindowKey(email),
      UpdateExpression: 'SET #openedAt = :at, #eventId = :eventId, #expiresAt = :expiresAt, #entity = :entity',
      ConditionExpression: 'attribute_not_exists(pk) OR #eventId = :eventId OR #openedAt <= :closedBefore',
      ExpressionAttributeNames: {
        '#openedAt': 'openedAt',
        '#eventId': 'eventId',
        '#expiresAt': 'expiresAt',
        '#entity': 'entity',
      },
      ExpressionAttributeValues: {
        ':at': atMs,
        ':eventId': eventId,
        ':closedBefore': atMs - ACKNOWLEDGEMENT_WINDOW_MS,
        ':expiresAt': Math.floor((atMs + ACKNOWLEDGEMENT_WINDOW_MS) / 1000),
        ':entity': 'acknowledgement_window',
      },
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
