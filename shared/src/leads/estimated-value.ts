/**
 * The estimated deal value range of a lead (docs/product/leads.md#lead-fields): `estimatedValueMin`
 * and `estimatedValueMax`, whole pounds. One rule, kept by the CRM's forms and by the server's
 * prospect and update schemas.
 */

/** Message of a range whose maximum is below its minimum. */
export const VALUE_ORDER_MESSAGE = 'Maximum must be at least the minimum';

/**
 * Whether an estimated value range is in order: the maximum is at least the minimum. A missing
 * maximum, or 0 (what an empty maximum field gives in the edit form), means "no maximum" and is
 * always in order; a missing minimum counts as 0.
 *
 * @param min - `estimatedValueMin` in whole pounds, or undefined/null when not set.
 * @param max - `estimatedValueMax` in whole pounds, or undefined/null when not set.
 * @returns false only when both are set, the maximum is not 0 and it is below the minimum.
 */
export function isValueRangeOrdered(min: number | null | undefined, max: number | null | undefined): boolean {
  if (max === undefined || max === null || max === 0) return true;
  return max >= (min ?? 0);
}
