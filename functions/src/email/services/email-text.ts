import { headerSafeText } from '@meridian/shared/plain-text';

/**
 * Text rules shared by every email the functions send (docs/product/security.md#emails): header-safe
 * subjects, HTML escaping and a strictly validated Reply-To. Kept apart from the emails themselves
 * so that a function sending one email does not load (and build at cold start) another's rules.
 */

/** Longest subject, in characters. */
const MAX_SUBJECT_LENGTH = 200;
/** A plain `local@domain.tld` address of atom characters only: no quotes, commas, angle brackets or whitespace. */
const SAFE_ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** One line of header-safe text: control characters (CR, LF, tab, NUL, U+2028/9) become spaces, bidi controls go. */
export function headerSafe(value: string, maxLength = MAX_SUBJECT_LENGTH): string {
  return headerSafeText(value, maxLength);
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The address to use as Reply-To, or undefined when it is not a plain, safe address. */
export function safeReplyTo(email: string | undefined): string | undefined {
  const trimmed = email?.trim();
  return trimmed && trimmed.length <= 254 && SAFE_ADDRESS.test(trimmed) ? trimmed : undefined;
}
