/**
 * Display helpers of the lead screens (presentation only; the business rules live in `shared/`).
 */

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });

/** An ISO timestamp as '1 Feb 2025, 12:00' (UK time), or the raw text when it does not parse. */
export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : DATE_TIME.format(ms);
}

/** An ISO timestamp as '1 Feb 2025' (UK time), or the raw text when it does not parse. */
export function formatDate(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : DATE.format(ms);
}

/**
 * A visitor-supplied URL that is safe to link to: only http(s) URLs pass, so a `javascript:` or
 * `data:` value can never become a clickable link (docs/product/security.md#input-validation: visitor text is text).
 * @returns the normalised URL, or undefined.
 */
export function safeExternalUrl(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
