import { notificationWindowKey } from '../../table/keys';
import { claimWindow, type WindowSpec } from '../../table/windows';

/**
 * The firm-notification window of each visitor address (docs/product/leads.md#returning-visitors):
 * one item per normalised address (`notificationWindowKey`) holding the event that opened the
 * window and when. It expires (`expiresAt`) a day after the window closes. The window itself is
 * `table/windows.ts`; this module holds its parameters.
 */

/** Length of a window: one notification per visitor address per 15 minutes. */
export const NOTIFICATION_WINDOW_MS = 15 * 60 * 1000;

const NOTIFICATION_WINDOW: WindowSpec = {
  key: notificationWindowKey,
  entity: 'notification_window',
  windowMs: NOTIFICATION_WINDOW_MS,
  capacity: 1,
  retentionSeconds: 24 * 60 * 60,
};

/**
 * Claims the notification window of a visitor address for one event, with one conditional write:
 * it succeeds when no window is open (none yet, or the last one opened at least 15 minutes before
 * `at`) or when this very event opened it (a redelivery after a failed send notifies again;
 * concurrent and repeated deliveries of other events within the window do not).
 *
 * @param email - the visitor's address (compared normalised: lower case, `+tag` removed).
 * @param eventId - the `LeadCaptured` event id.
 * @param at - when the submission arrived (ISO-8601 UTC); the same for every delivery of the event.
 * @returns true when this event may notify the firm.
 * @throws Error for an unparseable `at`; DynamoDB errors other than the failed condition.
 */
export function claimNotificationWindow(email: string, eventId: string, at: string): Promise<boolean> {
  return claimWindow(NOTIFICATION_WINDOW, email, eventId, at);
}
