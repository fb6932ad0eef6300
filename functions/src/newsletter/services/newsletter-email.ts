import { NEWSLETTER_UNSUBSCRIBE_PATH } from '@meridian/shared/api-paths';
import { NEWSLETTER_CONFIRM_PAGE, NEWSLETTER_UNSUBSCRIBE_PAGE } from '@meridian/shared/privacy/privacy-api';
import { siteConfig } from '@meridian/shared/site-config';
import type { VisitorMessage } from '../../assessment/services/assessment-report-email';
import { escapeHtml } from '../../email/services/email-text';
import { brandButtonHtml, brandedEmailHtml, signatureFooterHtml } from '../../email/services/email-layout';

/**
 * The newsletter's emails (docs/product/privacy.md#double-opt-in, docs/product/privacy.md#unsubscribe):
 * the confirmation request and newsletter-type emails such as the welcome sent on confirmation.
 * Plain text and HTML with the firm's name and colours, no images and no tracking; no visitor text
 * at all (the address is never echoed back). Newsletter-type emails carry a visible unsubscribe
 * link and the RFC 8058 one-click headers ({@link newsletterHeaders}); the confirmation request is
 * not a newsletter and carries neither.
 */

/** An email header for SES v2 `Content.Simple.Headers`. */
export interface EmailHeader {
  Name: string;
  Value: string;
}

/** A site link with the token in its query string. */
const linkWith = (siteUrl: string, path: string, token: string): string =>
  `${siteUrl}${path}?token=${encodeURIComponent(token)}`;

/** Text and HTML of one message: paragraphs, one button link and an optional footer line. */
function render(
  title: string,
  paragraphs: readonly string[],
  action: { label: string; url: string },
  siteUrl: string,
  footer?: { text: string; linkLabel: string; url: string },
): Omit<VisitorMessage, 'subject'> {
  const signature = `${siteConfig.brand}, ${siteConfig.address.locality}`;
  const text = [
    ...paragraphs.flatMap((line) => [line, '']),
    `${action.label}: ${action.url}`,
    '',
    'Kind regards,',
    siteConfig.brand,
    '',
    '--',
    signature,
    `Email: ${siteConfig.emails.info}`,
    `Web: ${siteUrl}`,
    ...(footer ? ['', `${footer.text} ${footer.linkLabel}: ${footer.url}`] : []),
    '',
  ].join('\n');
  const footerHtml = footer
    ? `<br>${escapeHtml(footer.text)} <a href="${escapeHtml(footer.url)}">${escapeHtml(footer.linkLabel)}</a>`
    : '';
  const html = brandedEmailHtml({
    title,
    rows: [
      `<tr><td style="padding:24px">${paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`,
      brandButtonHtml(action.url, action.label),
      `<p style="font-size:13px;color:#4b5563">If the button does not work, copy this address into your browser: ${escapeHtml(action.url)}</p>`,
      `<p>Kind regards,<br>${escapeHtml(siteConfig.brand)}</p></td></tr>`,
    ],
    footerHtml: signatureFooterHtml(siteUrl, footerHtml),
  });
  return { text, html };
}

/**
 * The confirmation request of a sign-up (pure): one link to `/newsletter/confirm?token=…`, valid
 * for 7 days; ignoring it keeps the address off the list.
 *
 * @param siteUrl - public base URL without trailing slash.
 * @param confirmToken - a `confirm` token for the subscriber.
 */
export function buildConfirmationEmail(siteUrl: string, confirmToken: string): VisitorMessage {
  const body = render(
    'Please confirm your subscription',
    [
      `Someone, hopefully you, asked to receive the ${siteConfig.brand} newsletter at this address.`,
      'Please confirm within 7 days by using the link below. If you did not ask for it, ignore this email: you will not be subscribed and we will not write again.',
    ],
    { label: 'Confirm my subscription', url: linkWith(siteUrl, NEWSLETTER_CONFIRM_PAGE, confirmToken) },
    siteUrl,
  );
  return { subject: `Please confirm your ${siteConfig.brand} newsletter subscription`, ...body };
}

/**
 * A newsletter-type message (pure): the welcome sent once a subscription is confirmed, with the
 * visible unsubscribe link in the footer.
 *
 * @param siteUrl - public base URL without trailing slash.
 * @param unsubscribeToken - an `unsubscribe` token for the subscriber.
 */
export function buildWelcomeEmail(siteUrl: string, unsubscribeToken: string): VisitorMessage {
  const body = render(
    'Your subscription is confirmed',
    [
      `Thank you for confirming. You will now receive the ${siteConfig.brand} newsletter: ${siteConfig.newsletterCadence} on strategy and growth.`,
      'You can stop it at any time with the unsubscribe link at the foot of every newsletter.',
    ],
    { label: 'Read our latest insights', url: `${siteUrl}/insights` },
    siteUrl,
    {
      text: 'You receive this email because you subscribed to our newsletter.',
      linkLabel: 'Unsubscribe',
      url: linkWith(siteUrl, NEWSLETTER_UNSUBSCRIBE_PAGE, unsubscribeToken),
    },
  );
  return { subject: `Welcome to the ${siteConfig.brand} newsletter`, ...body };
}

/**
 * The RFC 8058 one-click unsubscribe headers of every newsletter-type email: `List-Unsubscribe`
 * with the https URL of the API route (the token in its query string) and `List-Unsubscribe-Post`.
 *
 * @param siteUrl - public base URL without trailing slash (https in production).
 * @param unsubscribeToken - an `unsubscribe` token for the subscriber.
 */
export function newsletterHeaders(siteUrl: string, unsubscribeToken: string): EmailHeader[] {
  return [
    { Name: 'List-Unsubscribe', Value: `<${linkWith(siteUrl, NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribeToken)}>` },
    { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
  ];
}
