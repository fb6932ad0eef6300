import { isEmailAddress } from '@meridian/shared/email-address';

/**
 * The one place that builds `mailto:` and `tel:` links (docs/product/security.md#email-rule).
 * Values come from visitors' submissions, so they are checked and encoded here: an address stored
 * before the email rule tightened (say `victim@example.com?bcc=attacker@evil.example`) must not add
 * recipients, headers or a body to the email a staff member opens.
 */

/**
 * A `mailto:` link for one address.
 *
 * @param email - the address (trimmed before checking).
 * @returns `mailto:` plus the address with its local part and domain percent-encoded, or
 *   `undefined` when the value is not an address under the shared email rule (render no link).
 */
export function mailtoHref(email: string | undefined | null): string | undefined {
  const address = email?.trim() ?? '';
  if (!isEmailAddress(address)) return undefined;
  const at = address.indexOf('@');
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}

/** Fewest digits a dialable number has (short codes excluded on purpose). */
const MIN_PHONE_DIGITS = 3;

/**
 * A `tel:` link: the digits of the number, with a leading `+` when the value starts with one;
 * spaces, brackets, dashes and anything else are dropped (RFC 3966 global or local number).
 *
 * @param phone - the number as typed.
 * @returns `tel:` plus the digits, or `undefined` when fewer than three digits remain.
 */
export function telHref(phone: string | undefined | null): string | undefined {
  const value = phone?.trim() ?? '';
  const digits = value.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return undefined;
  return `tel:${value.startsWith('+') ? '+' : ''}${digits}`;
}
