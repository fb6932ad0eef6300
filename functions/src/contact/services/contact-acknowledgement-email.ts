import { stripBidiControls } from '@meridian/shared/plain-text';
import { siteConfig } from '@meridian/shared/site-config';
import type { VisitorMessage } from '../../assessment/services/assessment-report-email';
import { escapeHtml } from '../../email/services/email-text';
import { brandedEmailHtml, signatureFooterHtml } from '../../email/services/email-layout';

/**
 * The acknowledgement of a contact submission (docs/product/site.md#acknowledgement): a fixed
 * subject, a promise to reply within 24 hours and the firm's contact details. The visitor's name
 * is the only thing they typed that it contains (HTML-escaped, never in a header), so the form
 * cannot be used to send someone else a message of one's choosing.
 */

/** Hours within which the firm replies, as the acknowledgement promises. */
export const REPLY_WITHIN_HOURS = 24;

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
  const html = brandedEmailHtml({
    title: 'We received your message',
    rows: [
      `<tr><td style="padding:24px"><p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>Kind regards,<br>${escapeHtml(siteConfig.brand)}</p></td></tr>`,
    ],
    footerHtml: signatureFooterHtml(
      siteUrl,
      ` · <a href="${escapeHtml(siteConfig.linkedin.companyPage)}">LinkedIn</a>`,
    ),
  });
  return { subject: `Thank you for contacting ${siteConfig.brand}`, text: stripBidiControls(text), html };
}
