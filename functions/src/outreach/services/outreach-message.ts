import { siteConfig } from '@meridian/shared/site-config';
import { headerSafeText, stripBidiControls } from '@meridian/shared/plain-text';
import { brandedEmailHtml, signatureFooterHtml } from '../../email/services/email-layout';
import { escapeHtml } from '../../email/services/email-text';

/**
 * The parts of one outreach email (docs/product/outreach.md#sending): the From header with the
 * consultant's name, the text part with the opt-out line, and the HTML part built from the escaped
 * text in the firm's branded frame. No tracking pixel, no remote images; nothing the consultant or
 * the lead typed becomes markup or a header.
 */

/** The parts of one outreach email, ready for SES. */
export interface OutreachMessage {
  from: string;
  subject: string;
  text: string;
  html: string;
}

/** Longest subject sent, in characters. */
const MAX_SUBJECT = 200;
/** Longest display name in From, in characters. */
const MAX_DISPLAY_NAME = 100;

/** The bare address of a sender setting such as `Meridian Website <no-reply@example.com>`. */
export function addressOfSender(sender: string): string {
  const match = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(sender);
  return (match?.[1] ?? sender).trim();
}

/**
 * A From header `"<name>" <address>` that cannot inject a header: the name is one line, and an
 * ASCII name is a quoted string without `"` or `\`; any other name is an RFC 2047 encoded word.
 *
 * @param displayName - the consultant's name (untrusted text).
 * @param address - the verified sending address.
 */
export function fromHeaderOf(displayName: string, address: string): string {
  const name = headerSafeText(displayName, MAX_DISPLAY_NAME).replace(/["\\]/g, '');
  if (name === '') return address;
  if (/^[\u0020-\u007e]+$/.test(name)) return `"${name}" <${address}>`;
  return `=?UTF-8?B?${Buffer.from(name, 'utf8').toString('base64')}?= <${address}>`;
}

/** HTML paragraphs of plain text: blank lines split paragraphs, single line breaks become `<br>`. */
function paragraphsHtml(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
}

/**
 * One outreach email.
 *
 * @param input.senderName - the consultant's name, shown in From.
 * @param input.senderAddress - the verified sending address (the firm's).
 * @param input.subject - one line (cut to 200 characters, controls removed).
 * @param input.text - the text as the consultant sent it (the signature is part of it).
 * @param input.optOutUrl - the lead's opt-out link.
 * @param input.siteUrl - the public site, for the footer.
 */
export function outreachMessageOf(input: {
  senderName: string;
  senderAddress: string;
  subject: string;
  text: string;
  optOutUrl: string;
  siteUrl: string;
}): OutreachMessage {
  const subject = headerSafeText(input.subject, MAX_SUBJECT);
  const body = stripBidiControls(input.text).trim();
  const optOutLine = `If you would rather not hear from ${siteConfig.brand} again, open this link: ${input.optOutUrl}`;
  const text = `${body}\n\n--\n${optOutLine}\n`;
  const optOutHtml = ` · <a href="${escapeHtml(input.optOutUrl)}">Stop these emails</a>`;
  const html = brandedEmailHtml({
    title: subject,
    rows: [`<tr><td style="padding:24px">${paragraphsHtml(body).join('')}</td></tr>`],
    footerHtml: signatureFooterHtml(input.siteUrl, optOutHtml),
  });
  return { from: fromHeaderOf(input.senderName, input.senderAddress), subject, text, html };
}
