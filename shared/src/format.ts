/**
 * Small display formatters for money (docs/product/site.md#interface-details: the CRM lists show values in £K, '?' when
 * unknown; docs/product/site.md#interface-details: currency £). Inputs are whole pounds sterling.
 */

function isKnownAmount(pounds: number | null | undefined): pounds is number {
  return typeof pounds === 'number' && Number.isFinite(pounds) && pounds >= 0;
}

/**
 * Pounds as thousands: `45000` -> '£45K', `2500` -> '£2.5K', `1250000` -> '£1,250K', `0` -> '£0K'
 * (one decimal at most, trailing '.0' dropped).
 *
 * @param pounds - whole pounds; missing, negative or non-finite values are unknown.
 * @returns the label, or '?' when unknown. Never throws.
 */
export function formatPoundsK(pounds: number | null | undefined): string {
  if (!isKnownAmount(pounds)) return '?';
  const thousands = Math.round(pounds / 100) / 10;
  return `£${thousands.toLocaleString('en-GB', { maximumFractionDigits: 1 })}K`;
}

/**
 * Pounds with thousands separators and no pence: `50000` -> '£50,000'.
 *
 * @param pounds - pounds (rounded to whole pounds for display).
 * @returns the label, or '?' when missing, negative or non-finite. Never throws.
 */
export function formatPounds(pounds: number | null | undefined): string {
  if (!isKnownAmount(pounds)) return '?';
  return `£${Math.round(pounds).toLocaleString('en-GB')}`;
}

/**
 * A count with its noun, singular for exactly one (docs/product/dashboard.md#widgets): "1 lead",
 * "0 leads", "2 lost deals".
 *
 * @param count - a whole number.
 * @param singular - the noun for one ("lead", "lost deal").
 * @param plural - the noun for any other count (default: `singular` + "s").
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
