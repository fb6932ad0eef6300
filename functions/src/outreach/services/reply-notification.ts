import { siteConfig } from '@meridian/shared/site-config';
import { brandButtonHtml, brandedEmailHtml, signatureFooterHtml } from '../../email/services/email-layout';
import { sendFirmEmail } from '../../email/services/firm-email';
import { escapeHtml, headerSafe } from '../../email/services/email-text';
import { listStaffDirectory } from '../../leads/records';
import { notifyEnv } from '../../lib/env';

/**
 * The email that tells a lead's owner a reply came (docs/product/outreach.md#replies): who replied,
 * to which email, whether they opted out, and a link to the lead in the CRM. The reply's text is
 * not copied into it: the timeline is where it is read. Text and HTML parts, the firm's branding,
 * every untrusted value escaped (HTML) or made header-safe (subject).
 */

/** What the notification says. */
export interface ReplyNotice {
  leadId: string;
  /** The lead's name and company as the CRM shows them. */
  leadName: string;
  company?: string;
  /** The sequence step answered; absent for an email outside the sequence. */
  step?: 1 | 2 | 3;
  /** The reply's sender. */
  from: string;
  /** True when the reply asked to stop emailing. */
  optedOut: boolean;
  /** The lead's owner; absent: the firm's inbox (`NOTIFY_TO`). */
  ownerId?: string;
}

/**
 * The notification's subject, text and HTML.
 *
 * @param siteUrl - the public base URL without a trailing slash (`SITE_URL`).
 */
export function buildReplyNotification(notice: ReplyNotice, siteUrl: string) {
  const link = `${siteUrl}/admin/leads/${encodeURIComponent(notice.leadId)}`;
  const who = notice.company ? `${notice.leadName} (${notice.company})` : notice.leadName;
  const answered = notice.step ? `Email ${notice.step}` : 'your email';
  const subject = headerSafe(`${notice.optedOut ? 'Opt-out' : 'Reply'} from ${who} to ${answered}`);
  const lines = [
    `${who} replied to ${answered} from ${notice.from || 'an unknown address'}.`,
    notice.optedOut
      ? 'They asked to stop emailing: the lead is marked "do not email" and its sequence stopped.'
      : "Their sequence stopped; the reply is on the lead's timeline.",
  ];
  const text = [...lines, '', `Open the lead: ${link}`, '', `${siteConfig.brand}`].join('\n');
  const html = brandedEmailHtml({
    title: subject,
    rows: [
      `<tr><td style="padding:24px">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${brandButtonHtml(link, 'Open the lead')}</td></tr>`,
    ],
    footerHtml: signatureFooterHtml(siteUrl),
  });
  return { subject, text, html };
}

/**
 * The owner's address when they are active staff with one; undefined otherwise (the firm's inbox).
 *
 * @param ownerId - the lead's owner.
 */
export async function ownerAddress(ownerId: string | undefined): Promise<string | undefined> {
  if (!ownerId) return undefined;
  const directory = await listStaffDirectory({ withEmail: true });
  return directory.find((entry) => entry.id === ownerId && entry.active && entry.email)?.email;
}

/**
 * Emails the lead's owner (or the firm's inbox for an unassigned lead or an owner who is gone).
 *
 * @throws the directory's or SES's error (the reply's delivery is retried, its writes are not repeated).
 */
export async function notifyReply(notice: ReplyNotice): Promise<void> {
  const owner = await ownerAddress(notice.ownerId);
  const email = buildReplyNotification(notice, notifyEnv().SITE_URL);
  await sendFirmEmail({ ...email, ...(owner ? { to: [owner] } : {}) });
}
