/**
 * Message-IDs in a reply's `In-Reply-To` and `References` headers (RFC 5322 section 3.6.4), and the
 * SES message ids they may name (docs/product/outreach.md#replies): SES gives a sent email the
 * Message-ID `<<SES message id>@<region>.amazonses.com>` (`@email.amazonses.com` in some regions),
 * and mail programs copy it into their reply. The local SES emulator's ids are bare.
 */

/** The SES domain of a Message-ID: `amazonses.com` or one of its subdomains. */
const SES_DOMAIN = /(^|\.)amazonses\.com$/i;

/** Longest id considered (SES ids are about 60 characters; anything far longer is not one). */
const MAX_ID_LENGTH = 200;

/**
 * The Message-IDs of a header value, in order, each without its angle brackets, each once. Ids
 * without brackets (some mail programs leave them out) are taken as whitespace-separated words.
 *
 * @param header - an `In-Reply-To` or `References` value; absent gives none.
 * @returns e.g. `['0102018f…-000000@eu-west-2.amazonses.com']`.
 */
export function messageIdsOf(header: string | undefined): string[] {
  if (!header) return [];
  const bracketed = [...header.matchAll(/<([^<>\s]+)>/g)].map((match) => match[1] ?? '');
  const ids = bracketed.length > 0 ? bracketed : header.split(/[\s,]+/);
  return [...new Set(ids.map((id) => id.trim()).filter((id) => id !== '' && id.length <= MAX_ID_LENGTH))];
}

/**
 * The SES message ids a list of Message-IDs may name: an id at an `amazonses.com` domain gives its
 * local part; an id without a domain is taken as it is (the local emulator); ids at other domains
 * (the lead's own mail server's) give nothing.
 *
 * @param messageIds - from {@link messageIdsOf}, `In-Reply-To`'s first, then `References`' newest first.
 * @returns the candidate SES message ids, each once, in the same order.
 */
export function sesMessageIdsOf(messageIds: readonly string[]): string[] {
  const candidates = messageIds.flatMap((id) => {
    const at = id.lastIndexOf('@');
    if (at === -1) return [id];
    return SES_DOMAIN.test(id.slice(at + 1)) && at > 0 ? [id.slice(0, at)] : [];
  });
  return [...new Set(candidates.filter((id) => /^[A-Za-z0-9._-]+$/.test(id)))];
}

/**
 * The SES message ids a reply's threading headers may name, the most likely first: `In-Reply-To`
 * (the email answered), then `References` from the newest to the oldest.
 *
 * @param inReplyTo - the reply's `In-Reply-To` header.
 * @param references - its `References` header.
 */
export function threadSesMessageIds(inReplyTo: string | undefined, references: string | undefined): string[] {
  return sesMessageIdsOf([...messageIdsOf(inReplyTo), ...messageIdsOf(references).toReversed()]);
}
