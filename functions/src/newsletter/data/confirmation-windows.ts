import { normalisedAddressOf } from '@meridian/shared/email-address';
import { emailHashOf } from '../../lib/privacy-key';
import { confirmationWindowKey } from '../../table/keys';
import { claimWindow, releaseWindow, type WindowSpec } from '../../table/windows';

/**
 * The newsletter-confirmation window of each mailbox (docs/product/privacy.md#double-opt-in): at
 * most one confirmation email per normalised address (lower case, `+tag` removed) per
 * {@link CONFIRMATION_WINDOW_MS}, whichever spelling signed up, so the sign-up cannot be used to
 * flood someone's inbox. The item is keyed by the keyed hash of the normalised address (no address
 * in clear) and removed by DynamoDB's TTL after its window; `table/windows.ts` is the window.
 */

/** Length of a window, in ms: 24 hours from the confirmation email that opened it. */
export const CONFIRMATION_WINDOW_MS = 24 * 60 * 60 * 1000;

const CONFIRMATION_WINDOW: WindowSpec = {
  key: (email) => confirmationWindowKey(emailHashOf(normalisedAddressOf(email))),
  entity: 'confirmation_window',
  windowMs: CONFIRMATION_WINDOW_MS,
  capacity: 1,
};

/**
 * Claims the mailbox's confirmation window for one sign-up.
 *
 * @param email - the address signed up (any spelling).
 * @param claimId - a fresh id of this sign-up's attempt.
 * @param at - when the sign-up arrived (ISO-8601 UTC).
 * @returns true when this sign-up may send the confirmation email.
 * @throws DynamoDB errors other than failed conditions.
 */
export function claimConfirmationWindow(email: string, claimId: string, at: string): Promise<boolean> {
  return claimWindow(CONFIRMATION_WINDOW, email, claimId, at);
}

/**
 * Gives the window back after the confirmation email was not sent, so that signing up again sends it.
 *
 * @param email - the address signed up.
 * @param claimId - the id the window was claimed with.
 * @throws DynamoDB errors other than a failed condition.
 */
export function releaseConfirmationWindow(email: string, claimId: string): Promise<void> {
  return releaseWindow(CONFIRMATION_WINDOW, email, claimId);
}
