import { ADMIN_INVITE_PAGE } from '@meridian/shared/admin-api-paths';
import { siteConfig } from '@meridian/shared/site-config';
import type { StaffRole } from '@meridian/shared/staff-auth/staff';
import type { VisitorMessage } from '../../assessment/services/assessment-report-email';
import { brandButtonHtml, brandedEmailHtml, signatureFooterHtml } from '../../email/services/email-layout';
import { escapeHtml } from '../../email/services/email-text';

/**
 * The invitation email of a new staff member (docs/product/staff-accounts.md#invitations): text
 * and HTML with the firm's name and colours, no images and no tracking, one link to
 * `/admin/invite?token=…`. The names in it are staff input: escaped in the HTML part.
 */

/** Who is invited, by whom, and the link's token. */
export interface InvitationEmailInput {
  /** Public base URL without trailing slash. */
  siteUrl: string;
  /** The signed invitation token. */
  token: string;
  /** The invited user's name. */
  name: string;
  role: StaffRole;
  /** The name of the partner who invited them. */
  invitedBy: string;
  /** How long the link works, in hours. */
  validHours: number;
}

/**
 * Builds the invitation email (pure).
 * @returns subject, text and HTML.
 */
export function buildInvitationEmail(input: InvitationEmailInput): VisitorMessage {
  const url = `${input.siteUrl}${ADMIN_INVITE_PAGE}?token=${encodeURIComponent(input.token)}`;
  const paragraphs = [
    `Hello ${input.name},`,
    `${input.invitedBy} has invited you to the ${siteConfig.brand} CRM as a ${input.role}.`,
    `Use the link below within ${input.validHours} hours to choose your password and set up two-step sign-in with an authenticator app. The link works once.`,
    'If you did not expect this invitation, ignore this email.',
  ];
  const label = 'Accept the invitation';
  const text = [
    ...paragraphs.flatMap((line) => [line, '']),
    `${label}: ${url}`,
    '',
    'Kind regards,',
    siteConfig.brand,
    '',
    '--',
    `${siteConfig.brand}, ${siteConfig.address.locality}`,
    `Web: ${input.siteUrl}`,
    '',
  ].join('\n');
  const html = brandedEmailHtml({
    title: `Your invitation to the ${siteConfig.brand} CRM`,
    rows: [
      `<tr><td style="padding:24px">${paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`,
      brandButtonHtml(url, label),
      `<p style="font-size:13px;color:#4b5563">If the button does not work, copy this address into your browser: ${escapeHtml(url)}</p>`,
      `<p>Kind regards,<br>${escapeHtml(siteConfig.brand)}</p></td></tr>`,
    ],
    footerHtml: signatureFooterHtml(input.siteUrl),
  });
  return { subject: `Your invitation to the ${siteConfig.brand} CRM`, text, html };
}
