import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { entryOfId, type PrivacyKeyRing, privacyKeyRing, subKeyOf } from '../../lib/privacy-key-ring';

/**
 * Reply addresses of outreach emails (docs/decisions/050-outreach-emails-and-replies.md,
 * docs/product/outreach.md#replies): `reply+<email id>.<key id>.<signature>@<reply domain>`, where
 * the email id names the sent email, the key id names the privacy key ring entry that signed it,
 * and the signature is the first 80 bits (20 hex digits) of HMAC-SHA-256 over `reply:<email id>`
 * with that entry's `reply` sub-key. Only lower-case hex and key ids appear, so a mail server that
 * changes the local part's case changes nothing; the local part stays within 64 characters
 * (RFC 5321). The token carries no expiry: the sent email's lookup item holds it.
 */

/** An outreach email's id: 20 lower-case hex digits (80 random bits). */
export const OUTREACH_EMAIL_ID_PATTERN = /^[0-9a-f]{20}$/;

const SIGNATURE_HEX_DIGITS = 20;
const TOKEN_PATTERN = /^([0-9a-f]{20})\.([a-z0-9]{1,8})\.([0-9a-f]{20})$/;
const REPLY_LOCAL_PREFIX = 'reply+';

type KeySource = string | PrivacyKeyRing;

/** A new outreach email id ({@link OUTREACH_EMAIL_ID_PATTERN}). */
export function newOutreachEmailId(): string {
  return randomBytes(10).toString('hex');
}

function signatureOf(emailId: string, key: string): string {
  return createHmac('sha256', subKeyOf(key, 'reply'))
    .update(`reply:${emailId}`, 'utf8')
    .digest('hex')
    .slice(0, SIGNATURE_HEX_DIGITS);
}

/**
 * The reply token of one sent email, signed with the ring's current key.
 *
 * @param emailId - the outreach email's id ({@link OUTREACH_EMAIL_ID_PATTERN}).
 * @param key - the privacy key ring (default: this function's).
 * @returns `<email id>.<key id>.<signature>`, at most 50 characters.
 * @throws Error for an id that is not an outreach email id (a programming error).
 */
export function replyTokenOf(emailId: string, key: KeySource = privacyKeyRing()): string {
  if (!OUTREACH_EMAIL_ID_PATTERN.test(emailId)) throw new Error('Not an outreach email id');
  const { current } = privacyKeyRing(key);
  return `${emailId}.${current.id}.${signatureOf(emailId, current.key)}`;
}

/**
 * The Reply-To address of one sent email.
 *
 * @param emailId - the outreach email's id.
 * @param replyDomain - the domain whose mail SES receives (`REPLY_DOMAIN`), e.g. `reply.example.com`.
 * @param key - the privacy key ring (default: this function's).
 * @returns `reply+<token>@<reply domain>`.
 */
export function replyAddressOf(emailId: string, replyDomain: string, key: KeySource = privacyKeyRing()): string {
  return `${REPLY_LOCAL_PREFIX}${replyTokenOf(emailId, key)}@${replyDomain.toLowerCase()}`;
}

/**
 * The email id a reply token names, when its signature is right under the ring's current or
 * previous key (a rotation leaves replies to older emails working).
 *
 * @param token - the token, in any case.
 * @param key - the privacy key ring (default: this function's).
 * @returns the email id, or undefined for a malformed or forged token, or one signed by a key the
 *   ring no longer holds.
 */
export function emailIdOfReplyToken(token: string, key: KeySource = privacyKeyRing()): string | undefined {
  const match = TOKEN_PATTERN.exec(token.trim().toLowerCase());
  if (!match) return undefined;
  const [, emailId = '', keyId = '', signature = ''] = match;
  const entry = entryOfId(privacyKeyRing(key), keyId);
  if (!entry) return undefined;
  const expected = Buffer.from(signatureOf(emailId, entry.key), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given) ? emailId : undefined;
}

/**
 * The email id of the first recipient address that is a reply address of `replyDomain` with a valid
 * token (the recipients of an inbound message: SES's `receipt.recipients`, or the SMTP envelope).
 *
 * @param recipients - addresses, in any case, with or without display names stripped.
 * @param replyDomain - the reply domain (`REPLY_DOMAIN`).
 * @param key - the privacy key ring (default: this function's).
 * @returns the email id, or undefined when no recipient carries a valid token.
 */
export function emailIdOfRecipients(
  recipients: readonly string[],
  replyDomain: string,
  key: KeySource = privacyKeyRing(),
): string | undefined {
  const domain = `@${replyDomain.toLowerCase()}`;
  for (const recipient of recipients) {
    const address = recipient.trim().toLowerCase();
    if (!address.startsWith(REPLY_LOCAL_PREFIX) || !address.endsWith(domain)) continue;
    const emailId = emailIdOfReplyToken(address.slice(REPLY_LOCAL_PREFIX.length, -domain.length), key);
    if (emailId) return emailId;
  }
  return undefined;
}
