import { INBOUND_MAIL_PREFIX, MAX_INBOUND_MESSAGE_BYTES } from '@meridian/shared/outreach/inbound-mail';
import { s3Client, s3Sdk } from '../../lib/clients';
import { inboundMailEnv } from '../../lib/env';

/**
 * A received reply read from the inbound mail bucket and parsed (docs/product/outreach.md#replies):
 * the raw message that SES's S3 action stored under `inbound/<SES message id>`, parsed with
 * `postal-mime`; the text part is the reply's text, else the HTML part converted to text with
 * `html-to-text` (its quoted blocks skipped). Nothing of the HTML is kept or ever rendered. Both
 * libraries load on the first reply, not at cold start.
 */

/** One attachment of a reply: listed by name and size, never stored. */
export interface ReplyAttachment {
  name: string;
  /** Size in bytes. */
  size: number;
}

/** What the reply function uses of a parsed message. */
export interface ParsedReply {
  /** The sender's address (`From`), lower-cased; empty when it has none. */
  from: string;
  subject: string;
  /** The message's text: its text part, or its HTML as text. Quoted history still included. */
  text: string;
  attachments: ReplyAttachment[];
  inReplyTo?: string;
  references?: string;
}

/** The raw message, or `too-large` when it is over {@link MAX_INBOUND_MESSAGE_BYTES}. */
export type RawMessage = { kind: 'message'; raw: Uint8Array } | { kind: 'too-large'; bytes: number };

/**
 * Reads the raw message SES stored for a received message, from the inbound mail bucket in its
 * region (`INBOUND_MAIL_REGION`: the receiving region when the home region receives no email).
 *
 * @param sesMessageId - SES's id of the received message (`mail.messageId`).
 * @returns its bytes, or `too-large` (its size) without reading the body when it is over the limit.
 * @throws the S3 error (NoSuchKey too: the S3 action runs first, so it is retried).
 */
export async function readRawMessage(sesMessageId: string): Promise<RawMessage> {
  const { GetObjectCommand } = s3Sdk();
  const { INBOUND_MAIL_BUCKET, INBOUND_MAIL_REGION } = inboundMailEnv();
  const object = await s3Client(INBOUND_MAIL_REGION).send(
    new GetObjectCommand({
      Bucket: INBOUND_MAIL_BUCKET,
      Key: `${INBOUND_MAIL_PREFIX}${sesMessageId}`,
    }),
  );
  const declared = object.ContentLength ?? 0;
  if (declared > MAX_INBOUND_MESSAGE_BYTES) {
    object.Body?.transformToWebStream().cancel();
    return { kind: 'too-large', bytes: declared };
  }
  const raw = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
  if (raw.byteLength > MAX_INBOUND_MESSAGE_BYTES) return { kind: 'too-large', bytes: raw.byteLength };
  return { kind: 'message', raw };
}

/** The HTML blocks that hold quoted history (Gmail, Outlook, Apple Mail) or nothing to read. */
const SKIPPED_HTML = [
  'blockquote',
  'div.gmail_quote',
  'div.gmail_extra',
  'div#appendonsend',
  'div#divRplyFwdMsg',
  'div.moz-cite-prefix',
  'img',
  'style',
  'script',
  'head',
].map((selector) => ({ selector, format: 'skip' }));

/**
 * The text of an HTML part: tags dropped, quoted blocks skipped, links without their targets.
 *
 * @param html - untrusted HTML.
 */
export async function htmlAsText(html: string): Promise<string> {
  const { convert } = await import('html-to-text');
  return convert(html, {
    wordwrap: false,
    selectors: [...SKIPPED_HTML, { selector: 'a', options: { ignoreHref: true } }],
  });
}

/**
 * Parses a raw message.
 *
 * @param raw - the message's bytes (RFC 5322).
 * @returns sender, subject, text, attachments (names and sizes) and threading headers.
 * @throws Error for a message postal-mime cannot parse (nesting or header limits).
 */
export async function parseReply(raw: Uint8Array): Promise<ParsedReply> {
  const { default: PostalMime } = await import('postal-mime');
  const email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
  const text = email.text?.trim() ? email.text : email.html ? await htmlAsText(email.html) : '';
  return {
    from: (email.from?.address ?? '').trim().toLowerCase(),
    subject: (email.subject ?? '').trim(),
    text,
    attachments: email.attachments.map((attachment, index) => ({
      name: attachment.filename?.trim() || `attachment ${index + 1}`,
      size: sizeOf(attachment.content),
    })),
    ...(email.inReplyTo ? { inReplyTo: email.inReplyTo } : {}),
    ...(email.references ? { references: email.references } : {}),
  };
}

const sizeOf = (content: ArrayBuffer | Uint8Array | string): number =>
  typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
