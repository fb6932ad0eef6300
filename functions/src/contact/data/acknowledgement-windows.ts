import { acknowledgementWindowKey } from '../../table/keys';
import { claimWindow, type WindowSpec } from '../../table/windows';

/**
 * The contact-acknowledgement window of each visitor address (docs/product/site.md#acknowledgement):
 * one item per normalised address (`acknowledgementWindowKey`) holding the event that opened the
 * window and when; DynamoDB's TTL (`expiresAt`) removes it when the window has closed. The window
 * itself is `table/windows.ts`; this module holds its parameters.
 */

/** Length of a window: one acknowledgement per visitor address per 24 hours. */
export const ACKNOWLEDGEMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

const ACKNOWLEDGEMENT_WINDOW: WindowSpec = {
  key: acknowledgementWindowKey,
  entity: 'acknowledgement_window',
  windowMs: ACKNOWLEDGEMENT_WINDOW_MS,
  capacity: 1,
};

/**
 * Claims the acknowledgement window of an address for one event, with one conditional write: it
 * succeeds when no window is open (none yet, or the last one opened at least 24 hours before `at`)
 * or when this very event opened it (a retry after a failed send acknowledges again; other
 * submissions within the window do not).
 *
 * @param email - the visitor's address (compared normalised: lower case, `+tag` removed).
 * @param eventId - the `ContactSubmitted` event id.
 * @param at - when the submission arrived (ISO-8601 UTC); the same for every delivery of the event.
 * @returns true when this event may send the acknowledgement.
 * @throws Error for an unparseable `at`; DynamoDB errors other than the failed condition.
 */
export function claimAcknowledgementWindow(email: string, eventId: string, at: string): Promise<boolean> {
  return claimWindow(ACKNOWLEDGEMENT_WINDOW, email, eventId, at);
}
