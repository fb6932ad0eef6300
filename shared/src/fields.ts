import { isEmailAddress, MAX_EMAIL_LENGTH } from './email-address';
import * as z from './zod';

export { isEmailAddress, MAX_EMAIL_LENGTH };

/**
 * Reusable field schemas with the product's limits and messages (docs/product/security.md#input-validation).
 * Limits: email at most 254 characters (RFC 5321), free text at most 5,000 characters.
 */

export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_SHORT_TEXT_LENGTH = 200;
export const MAX_LONG_TEXT_LENGTH = 5000;
/** Largest estimated deal value a lead may carry, in whole pounds (£1bn). */
export const MAX_ESTIMATED_VALUE_POUNDS = 1_000_000_000;

/** Message of an address that breaks {@link isEmailAddress} (docs/product/site.md#contact-form). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * A visitor's email address: trimmed, 1-254 characters, then {@link isEmailAddress}. The length
 * checks abort, so an oversized body never reaches the address rule (a 32 KB value is refused after
 * one length comparison). Used by every schema with an email field.
 */
export const emailSchema = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .min(1, { error: 'Please enter your email address', abort: true })
  .max(MAX_EMAIL_LENGTH, { error: `Email must be at most ${MAX_EMAIL_LENGTH} characters`, abort: true })
  .refine(isEmailAddress, INVALID_EMAIL_MESSAGE);

/**
 * Characters a single-line field refuses (docs/product/security.md#single-line-text): C0 and C1
 * controls (CR, LF, tab and NUL included), DEL, the line and paragraph separators U+2028/U+2029
 * and the bidi controls U+202A-U+202E and U+2066-U+2069. One character class: linear time.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** What a multi-line field refuses: the same, except the line feed. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Message of a single-line field holding a line break or an invisible control character. */
export const SINGLE_LINE_MESSAGE = 'Must be one line without control characters';
/** Message of a multi-line field holding a control character other than a line break. */
export const MULTI_LINE_MESSAGE = 'Must not contain control characters';

/**
 * Whether a value is one line of plain text (docs/product/security.md#single-line-text).
 *
 * @param value - the text.
 * @returns false when it holds a control character, U+2028/U+2029 or a bidi control.
 */
export function isSingleLineText(value: string): boolean {
  return !SINGLE_LINE_FORBIDDEN.test(value);
}

/**
 * Whether a value is plain multi-line text: like {@link isSingleLineText}, but `\n` is allowed.
 *
 * @param value - the text (CRLF already turned into LF).
 */
export function isMultiLineText(value: string): boolean {
  return !MULTI_LINE_FORBIDDEN.test(value);
}

/**
 * A required-or-empty single-line text field: trimmed, at most `max` characters (aborting, so an
 * oversized value is not scanned), then {@link isSingleLineText}.
 *
 * @param max - most characters allowed (default {@link MAX_SHORT_TEXT_LENGTH}).
 */
export function singleLineText(max: number = MAX_SHORT_TEXT_LENGTH) {
  return z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters`, abort: true })
    .refine(isSingleLineText, SINGLE_LINE_MESSAGE);
}

/**
 * A multi-line text field: trimmed, CRLF turned into LF, at most `max` characters, then
 * {@link isMultiLineText} (a lone CR is refused).
 *
 * @param max - most characters allowed (default {@link MAX_LONG_TEXT_LENGTH}).
 */
export function multiLineText(max: number = MAX_LONG_TEXT_LENGTH) {
  return z
    .string()
    .trim()
    .overwrite((value) => value.replaceAll('\r\n', '\n'))
    .max(max, { error: `Must be at most ${max} characters`, abort: true })
    .refine(isMultiLineText, MULTI_LINE_MESSAGE);
}

/** Optional single-line text, trimmed, at most `max` characters; an empty string becomes `undefined`. */
export function optionalText(max: number = MAX_SHORT_TEXT_LENGTH) {
  return singleLineText(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** Optional multi-line text ({@link multiLineText}); an empty string becomes `undefined`. */
export function optionalMultiLineText(max: number = MAX_LONG_TEXT_LENGTH) {
  return multiLineText(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** Longest URL accepted, in characters. */
export const MAX_URL_LENGTH = 500;
/** Message of a LinkedIn URL that breaks {@link isLinkedInUrl}. */
export const LINKEDIN_URL_MESSAGE = 'Please enter a valid LinkedIn URL';

/**
 * Whether a value is a LinkedIn profile or company address (docs/product/security.md#input-validation):
 * an absolute `http:` or `https:` URL whose host is `linkedin.com` or one of its subdomains, with
 * no user name or password. `javascript:`, `data:`, `file:` and other hosts are refused, so a
 * stored value is safe as a link target in the CRM.
 *
 * @param value - a trimmed candidate URL.
 */
export function isLinkedInUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username !== '' || url.password !== '') return false;
  return url.hostname === 'linkedin.com' || url.hostname.endsWith('.linkedin.com');
}

/** A LinkedIn URL: trimmed, at most 500 characters (aborting), then {@link isLinkedInUrl}. */
export const linkedinUrlSchema = z
  .string({ error: LINKEDIN_URL_MESSAGE })
  .trim()
  .max(MAX_URL_LENGTH, { error: `URL must be at most ${MAX_URL_LENGTH} characters`, abort: true })
  .refine(isLinkedInUrl, LINKEDIN_URL_MESSAGE);

/** Earliest and latest year of an admin date (a deal in 1899 or 2101 is a typing mistake). */
export const MIN_DATE_YEAR = 2000;
export const MAX_DATE_YEAR = 2100;
/** Message of a date that breaks {@link isIsoDate}. */
export const ISO_DATE_MESSAGE = `Must be an ISO 8601 date (YYYY-MM-DD, or a date and time with Z or an offset) between ${MIN_DATE_YEAR} and ${MAX_DATE_YEAR}`;

/** `YYYY-MM-DD`, optionally `THH:MM[:SS[.fraction]]` with `Z` or `±HH:MM`; fixed widths, linear time. */
const ISO_DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2})))?$/;

/**
 * Whether a value is an ISO 8601 calendar date or date-time with a zone, that exists (no 30
 * February, no hour 25) and lies in {@link MIN_DATE_YEAR}-{@link MAX_DATE_YEAR}. Used for the CRM's
 * date fields (sent dates, booked, proposal, closed, next action, last contact).
 *
 * @param value - the candidate date.
 */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day, hour = '0', minute = '0', second = '0', offsetHour = '0', offsetMinute = '0'] = match.map(
    (part) => part ?? '0',
  );
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (y < MIN_DATE_YEAR || y > MAX_DATE_YEAR) return false;
  const calendar = new Date(Date.UTC(y, m - 1, d));
  if (calendar.getUTCMonth() !== m - 1 || calendar.getUTCDate() !== d) return false;
  return (
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60 &&
    Number(offsetHour) < 24 &&
    Number(offsetMinute) < 60
  );
}

/** An admin date field: at most 40 characters (aborting), then {@link isIsoDate}. */
export const isoDateSchema = z
  .string({ error: ISO_DATE_MESSAGE })
  .trim()
  .max(40, { error: ISO_DATE_MESSAGE, abort: true })
  .refine(isIsoDate, ISO_DATE_MESSAGE);

/** An ISO-8601 UTC timestamp such as `2025-01-31T09:30:00.000Z`. */
export const isoTimestampSchema = z.iso.datetime({ offset: false });

/** Lower-cases an email for case-insensitive identity (docs/product/leads.md#dedupe). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
