import { siteConfig } from '@meridian/shared/site-config';
import type { VisitorMessage } from '../../assessment/services/assessment-report-email';
import { brandButtonHtml, brandedEmailHtml, signatureFooterHtml } from '../../email/services/email-layout';
import { escapeHtml } from '../../email/services/email-text';

/**
 * The email with a password reset link (docs/product/staff-accounts.md#forgotten-password): text and
 * HTML parts in the firm's frame, no images and no tracking; the user's name is escaped.
 */

/** Subject of the email. */
export const RESET_EMAIL_SUBJECT = `Set a new password for ${siteConfig.brand}`;

/**
 * Builds the email.
 * @param name - the staff member's name (untrusted text).
 * @param link - the reset link (`<site>/admin/reset-password?token=…`).
 * @param siteUrl - public base URL without trailing slash, for the footer.
 * @returns subject, text and HTML.
 */
export function passwordResetEmail(name: string, link: string, siteUrl: string): VisitorMessage {
  const greeting = name.trim() === '' ? 'Hello,' : `Hello ${name.trim()},`;
  const intro = 'Someone, probably you, asked to set a new password for your staff account.';
  const validity =
    'The link works once, within one hour. After the new password you sign in with your second factor as usual.';
  const ignore = 'If you did not ask for this, ignore this email: your password stays as it is.';
  const text = [
    greeting,
    '',
    intro,
    '',
    'Set a new password:',
    link,
    '',
    validity,
    '',
    ignore,
    '',
    `— ${siteConfig.brand}`,
  ].join('\n');
  const paragraph = (html: string) => `<tr><td style="padding:8px 24px">${html}</td></tr>`;
  const html = brandedEmailHtml({
    title: RESET_EMAIL_SUBJECT,
    rows: [
      paragraph(`<p style="margin:16px 0 0">${escapeHtml(greeting)}</p>`),
      paragraph(`<p style="margin:0">${escapeHtml(intro)}</p>${brandButtonHtml(link, 'Set a new password')}`),
      paragraph(`<p style="margin:0;word-break:break-all;font-size:13px;color:#4b5563">${escapeHtml(link)}</p>`),
      paragraph(`<p style="margin:0">${escapeHtml(validity)}</p>`),
      paragraph(`<p style="margin:0 0 16px">${escapeHtml(ignore)}</p>`),
    ],
    footerHtml: signatureFooterHtml(siteUrl),
  });
  return { subject: RESET_EMAIL_SUBJECT, text, html };
}
