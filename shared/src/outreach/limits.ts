/**
 * The limits of outreach sending (docs/product/outreach.md#limits).
 */

/** Outreach emails one member of staff may send in one London day. */
export const OUTREACH_DAILY_SEND_CAP = 100;
