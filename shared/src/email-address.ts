/**
 * The email rule without zod (docs/product/security.md#email-rule), so code that only needs the
 * check (the `mailto:` builder in every public page's footer) does not pull the zod runtime into
 * the public bundles. `fields.ts` builds the zod schema on top of it.
 */

/** Longest address, in characters (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;

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

/**
 * The address per-address caps count (docs/product/security.md#email-rule): trimmed, lower-cased,
 * and with any `+tag` removed from the local part, so `Jane+1@Example.com`, `jane+news@example.com`
 * and `jane@example.com` share one report allowance, acknowledgement window, notification window,
 * confirmation window and live-booking limit. Used for those caps' keys only: a lead's address and
 * a subscriber's identity stay the trimmed, lower-cased address. A local part that starts with `+`
 * is kept whole (there is nothing before the tag).
 *
 * @param email - any spelling of an address (validated or not; never throws).
 * @returns the normalised address.
 */
export function normalisedAddressOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const plus = lower.indexOf('+');
  if (plus <= 0 || plus > at) return lower;
  return `${lower.slice(0, plus)}${lower.slice(at)}`;
}
