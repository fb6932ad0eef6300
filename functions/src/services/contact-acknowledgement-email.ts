import { stripBidiControls } from '@meridian/shared/plain-text';
import { siteConfig } from '@meridian/shared/site-config';
import type { VisitorMessage } from './assessment-report-email';
import { escapeHtml } from './lead-notification-email';

/**
 * The acknowledgement of a contact submission (docs/product/site.md#acknowledgement): a fixed
 * subject, a promise to reply within 24 hours and the firm's contact details. The visitor's name
 * is the only thing they typed that it contains (HTML-escaped, never in a header), so the form
 * cannot be used to send someone else a message of one's choosing.
 */

/** Hours within which the firm replies, as the acknowledgement promises. */
export const REPLY_WITHIN_HOURS = 24;

const BRAND_COLOUR = '#1e3a5f';

/**
 * Renders the acknowledgement (pure).
 *
 * @param name - the name the visitor submitted.
 * @param siteUrl - public base URL without trailing slash.
 */
export function buildContactAcknowledgement(name: string, siteUrl: string): VisitorMessage {
  const greeting = `Dear ${stripBidiControls(name)},`;
  const lines = [
    `Thank you for contacting ${siteConfig.brand}. We have received your message and will reply within ${REPLY_WITHIN_HOURS} hours.`,
    `If your enquiry is urgent, email us at ${siteConfig.emails.info}.`,
  ];
  const text = [
    greeting,
    '',
    ...lines.flatMap((line) => [line, '']),
    'Kind regards,',
    siteConfig.brand,
    '',
    '--',
    `${siteConfig.brand}, ${siteConfig.address.locality}`,
    `Email: ${siteConfig.emails.info}`,
    `Web: ${siteUrl}`,
    `LinkedIn: ${siteConfig.linkedin.companyPage}`,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>We received your message</title></head>',
    '<body style="margin:0;padding:24px 12px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#111827">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" align="center" style="max-width:600px;width:100%;background:#ffffff">',
    `<tr><td style="background:${BRAND_COLOUR};color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">${escapeHtml(siteConfig.brand)}</td></tr>`,
    `<tr><td style="padding:24px"><p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>Kind regards,<br>${escapeHtml(siteConfig.brand)}</p></td></tr>`,
    `<tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">${escapeHtml(siteConfig.brand)}, ${escapeHtml(siteConfig.address.locality)} · <a href="mailto:${escapeHtml(siteConfig.emails.info)}">${escapeHtml(siteConfig.emails.info)}</a> · <a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl.replace(/^https?:\/\//, ''))}</a> · <a href="${escapeHtml(siteConfig.linkedin.companyPage)}">LinkedIn</a></td></tr>`,
    '</table></body></html>',
  ].join('\n');
  return { subject: `Thank you for contacting ${siteConfig.brand}`, text: stripBidiControls(text), html };
}
