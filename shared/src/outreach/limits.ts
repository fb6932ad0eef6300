import * as z from '../zod';

/**
 * The limits of outreach sending (docs/product/outreach.md#limits): each member of staff has a
 * daily sending cap, set by a partner on the Users screen (docs/product/staff-accounts.md#users).
 */

/** Outreach emails a member of staff may send in one London day when no partner set their cap. */
export const DEFAULT_DAILY_SEND_CAP = 100;
/** The lowest daily sending cap a partner may set. */
export const MIN_DAILY_SEND_CAP = 1;
/** The highest daily sending cap a partner may set (well below SES's daily quota for the firm). */
export const MAX_DAILY_SEND_CAP = 500;

const CAP_MESSAGE = `The daily sending cap must be a whole number from ${MIN_DAILY_SEND_CAP} to ${MAX_DAILY_SEND_CAP}`;

/** A daily sending cap as a request carries it: a whole number of emails from 1 to 500. */
export const dailySendCapSchema = z
  .number({ error: CAP_MESSAGE })
  .int(CAP_MESSAGE)
  .min(MIN_DAILY_SEND_CAP, CAP_MESSAGE)
  .max(MAX_DAILY_SEND_CAP, CAP_MESSAGE);

/**
 * The daily sending cap that applies to a member of staff.
 *
 * @param stored - the cap stored on the user (any value, as read); absent or out of bounds: the
 *   default.
 * @returns emails per London day, from 1 to 500 (100 by default).
 */
export function dailySendCapOf(stored: unknown): number {
  const parsed = dailySendCapSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_DAILY_SEND_CAP;
}
