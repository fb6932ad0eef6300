/**
 * Plain text for emails (docs/product/security.md#single-line-text and #emails): visitor text goes
 * into the firm's notification, so bidi controls are stripped from subjects and text bodies (they
 * would reorder what staff read), and a header value is one line without control characters.
 */

/** The bidi embedding, override and isolate controls U+202A-U+202E and U+2066-U+2069. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
/** C0 and C1 controls, DEL and the line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * Removes bidi controls; everything else (line feeds included) is kept.
 *
 * @param value - text for an email body or subject.
 * @returns the text without U+202A-U+202E and U+2066-U+2069.
 */
export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

/**
 * One line of header-safe text: bidi controls removed, control characters (CR, LF, tab, NUL,
 * U+2028/U+2029) turned into spaces, runs of white space collapsed, trimmed, and cut to
 * `maxLength` characters (the last one an ellipsis when cut).
 *
 * @param value - text for a header such as the subject.
 * @param maxLength - most characters of the result.
 */
export function headerSafeText(value: string, maxLength: number): string {
  const flat = stripBidiControls(value).replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}
