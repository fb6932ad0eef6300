import { updateItem } from '../../lib/dynamodb';
import { notificationWindowKey } from '../../table/keys';
import { isConditionalCheckFailed, tableName } from '../../table/table';

/**
 * The firm-notification window of each visitor address (docs/product/leads.md#returning-visitors):
 * one item per lower-cased address (`notificationWindowKey`) holding the event that opened the
 * window and when. It expires (`expiresAt`) a day after the window closes.
 */

/** Length of a window: one notification per visitor address per 15 minutes. */
export const NOTIFICATION_WINDOW_MS = 15 * 60 * 1000;

const RETENTION_SECONDS = 24 * 60 * 60;

/**
 * Claims the notification window of a visitor address for one event, with one conditional write:
 * it succeeds when no window is open (none yet, or the last one opened at least 15 minutes before
 * `at`) or when this very event opened it (a redelivery after a failed send notifies again;
 * concurrent and repeated deliveries of other events within the window do not).
 *
 * @param email - the visitor's address (compared lower-cased).
 * @param eventId - the `LeadCaptured` event id.
 * @param at - when the submission arrived (ISO-8601 UTC); the same for every delivery of the event.
 * @returns true when this event may notify the firm.
 */
export async function claimNotificationWindow(email: string, eventId: string, at: string): Promise<boolean> {
  const atMs = Date.parse(at);
  if (Number.isNaN(atMs)) throw new Error(`Invalid submission time: ${at}`);
  try {
    await updateItem({
      TableName: tableName(),
      Key: notificationWindowKey(email),
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
        ':closedBefore': atMs - NOTIFICATION_WINDOW_MS,
        ':expiresAt': Math.floor((atMs + NOTIFICATION_WINDOW_MS) / 1000) + RETENTION_SECONDS,
        ':entity': 'notification_window',
      },
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
