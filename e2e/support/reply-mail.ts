import { createTransport } from 'nodemailer';
import { e2eEnv } from './env';

/**
 * Replies sent to the local stack's reply domain (docs/product/outreach.md#replies): over SMTP to
 * the stack's SMTP server (`SMTP_PORT`), as a lead's mail program would, so the reply goes the
 * whole way: stored as a raw message, the reply function invoked with SES's receipt event, the
 * timeline entry written.
 */

/** A reply as a lead's mail program sends it. */
export interface ReplyMessage {
  /** The reply address, e.g. the sent email's `reply+<token>@reply.localhost.test`. */
  to: string;
  /** The lead's address. */
  from: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** An HTML part beside the text. */
  html?: string;
  /** The answered email's Message-ID, e.g. `<ses-123456789>` (with its angle brackets). */
  inReplyTo?: string;
  /** The thread's Message-IDs, oldest first, space-separated, each in angle brackets. */
  references?: string;
  /** Attachments by file name and content. */
  attachments?: { filename: string; content: string | Buffer }[];
}

/**
 * Sends a reply to the local reply domain and resolves once the SMTP server accepted it (250). The
 * reply function runs after that, asynchronously, as with SES: wait for the timeline entry.
 *
 * @param message - the reply.
 * @param port - the SMTP port (default the e2e stack's).
 * @returns the SMTP server's answer, e.g. `250 Queued as local-…`.
 * @throws the SMTP error when the server refused it (a recipient outside the reply domain: 550; a
 *   message over the size limit: 552).
 */
export async function sendReply(message: ReplyMessage, port: number = e2eEnv().smtpPort): Promise<string> {
  const transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    const info = await transport.sendMail({
      from: message.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
      ...(message.inReplyTo === undefined ? {} : { inReplyTo: message.inReplyTo }),
      ...(message.references === undefined ? {} : { references: message.references }),
      ...(message.attachments === undefined ? {} : { attachments: message.attachments }),
    });
    return info.response;
  } finally {
    transport.close();
  }
}
