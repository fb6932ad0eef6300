import * as z from './zod';

/**
 * Reusable field schemas with the product's limits and SPEC.md section 5's messages.
 * Limits: email at most 254 characters (RFC 5321), free text at most 5,000 characters.
 */

export const MAX_EMAIL_LENGTH = 254;
export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_SHORT_TEXT_LENGTH = 200;
export const MAX_LONG_TEXT_LENGTH = 5000;
/** Largest estimated deal value a lead may carry, in whole pounds (£1bn). */
export const MAX_ESTIMATED_VALUE_POUNDS = 1_000_000_000;

/** Longest local part (before the `@`) and longest domain label, in characters (RFC 5321). */
const MAX_LOCAL_PART_LENGTH = 64;
const MAX_DOMAIN_LABEL_LENGTH = 63;

/**
 * Characters a local part may hold: letters and digits of any script, and `. _ + - ' ! # $ * / = ^
 * \` { | } ~`. Left out on purpose (docs/product/security.md#email-rule): `? & %` (they would
 * become parameters or escapes in a `mailto:` link), quotes, `< > ( ) , ; : [ ] \`, spaces,
 * control, format (bidi) and separator characters. One character class, one `+`: linear time.
 */
const LOCAL_PART_PATTERN = /^[\p{L}\p{M}\p{N}._+'!#$*/=^`{|}~-]+$/u;
/** One domain label: letters, marks and digits of any script and hyphens; linear time. */
const DOMAIN_LABEL_PATTERN = /^[\p{L}\p{M}\p{N}-]+$/u;
/** A top-level domain must contain a letter (`example.123` is not an address). */
const HAS_LETTER_PATTERN = /\p{L}/u;

/**
 * The project's one email rule (docs/product/security.md#email-rule): `local@domain`, checked by
 * splitting on the single `@` and the domain's dots, so the cost is linear in the length whatever
 * the input (no backtracking pattern). The local part is 1-64 allowed characters without leading,
 * trailing or doubled dots; the domain has at least two labels of 1-63 characters, none starting or
 * ending with a hyphen, and a top-level label with a letter. Callers check the overall length
 * ({@link MAX_EMAIL_LENGTH}) first.
 *
 * @param value - a trimmed candidate address.
 * @returns true when the address satisfies the rule.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > MAX_LOCAL_PART_LENGTH || !LOCAL_PART_PATTERN.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  if (labels.length < 2 || !HAS_LETTER_PATTERN.test(labels[labels.length - 1] ?? '')) return false;
  return labels.every(
    (label) =>
      label.length >= 1 &&
      label.length <= MAX_DOMAIN_LABEL_LENGTH &&
      !label.startsWith('-') &&
      !label.endsWith('-') &&
      DOMAIN_LABEL_PATTERN.test(label),
  );
}

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

/** Free text, trimmed, with a maximum length; an empty string becomes `undefined`. */
export function optionalText(max: number = MAX_SHORT_TEXT_LENGTH) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** An ISO-8601 UTC timestamp such as `2025-01-31T09:30:00.000Z`. */
export const isoTimestampSchema = z.iso.datetime({ offset: false });

/** Lower-cases an email for case-insensitive identity (DECISIONS.md item 8). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
