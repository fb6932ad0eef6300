/**
 * The text of an outreach reply as the lead's timeline shows it (docs/product/outreach.md#replies):
 * what the lead wrote, without the quoted history their mail program added below (or above) it,
 * and whether it asks to stop emailing (docs/product/outreach.md#opting-out-by-reply). Pure rules on
 * plain text; the HTML of a reply is turned into text before it gets here.
 */

/** Most characters of a reply's text kept on the timeline; longer replies are cut and marked. */
export const MAX_REPLY_TEXT_CHARS = 8000;

/** What ends a cut reply's text. */
export const REPLY_CUT_MARK = '\n[… reply shortened]';

/** How many lines at the top of a reply (its quote removed) an opt-out phrase must stand in. */
export const OPT_OUT_LINES = 3;

/**
 * Lines where the quoted history starts. Everything from the first of them on is dropped:
 * - "On <date>, <name> wrote:" (Gmail, Apple Mail, Thunderbird), also split over two lines;
 * - "-----Original Message-----" (Outlook, Lotus) and "----- Forwarded message -----";
 * - an Outlook header block: "From: …" followed within two lines by "Sent: …" or "Date: …";
 * - "________________________________" (Outlook's separator line).
 */
const ON_WROTE = /^\s*On\s.+\swrote:\s*$/i;
const ON_START = /^\s*On\s.+\d/i;
const WROTE_END = /^.*\swrote:\s*$/i;
const ORIGINAL_MESSAGE = /^\s*-{2,}\s*(Original Message|Forwarded message)\s*-{2,}\s*$/i;
const OUTLOOK_FROM = /^\s*\*?From:\*?\s+\S/i;
const OUTLOOK_SENT = /^\s*\*?(Sent|Date):\*?\s+\S/i;
const UNDERSCORE_LINE = /^\s*_{10,}\s*$/;
const QUOTED = /^\s*>/;

/** The index of the line where the quoted history starts, or the number of lines when none does. */
function historyStart(lines: readonly string[]): number {
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const next = lines[index + 1] ?? '';
    if (ON_WROTE.test(line) || ORIGINAL_MESSAGE.test(line) || UNDERSCORE_LINE.test(line)) return index;
    if (ON_START.test(line) && !WROTE_END.test(line) && WROTE_END.test(next)) return index;
    if (OUTLOOK_FROM.test(line) && [1, 2].some((ahead) => OUTLOOK_SENT.test(lines[index + ahead] ?? ''))) return index;
  }
  return lines.length;
}

/**
 * The reply's own text: line endings made `\n`, the quoted history dropped (from the first line
 * that starts it, see above, and every line starting with `>`), blank runs collapsed to one blank
 * line, trimmed, and cut to {@link MAX_REPLY_TEXT_CHARS} characters (then ending with
 * {@link REPLY_CUT_MARK}).
 *
 * @param text - the reply's plain text (its text part, or its HTML part as text).
 * @returns the text; empty when the reply held nothing but the quote.
 */
export function replyTextOf(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const own = lines.slice(0, historyStart(lines)).filter((line) => !QUOTED.test(line));
  const joined = own
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (joined.length <= MAX_REPLY_TEXT_CHARS) return joined;
  return `${joined.slice(0, MAX_REPLY_TEXT_CHARS - REPLY_CUT_MARK.length).trimEnd()}${REPLY_CUT_MARK}`;
}

/**
 * The opt-out phrases, matched as whole words, case-insensitively. "unsubscribe" alone counts;
 * "remove me" and "stop emailing" (or "stop sending", "stop contacting") need the words next to
 * each other, so "don't remove me from the shortlist" counts but "I removed meetings" does not.
 */
const OPT_OUT_PHRASES: readonly RegExp[] = [
  /\bunsubscribe\b/i,
  /\bremove\s+me\b/i,
  /\bstop\s+(e-?mailing|sending|contacting)\b/i,
  /\bopt\s+me\s+out\b/i,
  /\bdo\s+not\s+(e-?mail|contact)\s+me\b/i,
  /\bdon'?t\s+(e-?mail|contact)\s+me\b/i,
];

/**
 * Whether a reply asks to stop emailing (docs/product/outreach.md#opting-out-by-reply): one of
 * the phrases above stands in its first {@link OPT_OUT_LINES} non-blank lines. Only the lead's own
 * text counts: pass {@link replyTextOf}'s result, so that a phrase in the quoted email (a footer's
 * "unsubscribe" link) does not.
 *
 * @param replyText - the reply's own text, its quote removed.
 */
export function isOptOutReply(replyText: string): boolean {
  const head = replyText
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, OPT_OUT_LINES)
    .join('\n');
  return OPT_OUT_PHRASES.some((phrase) => phrase.test(head));
}
