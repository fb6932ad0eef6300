import { adminLeadUrl, ADMIN_PATH } from '@meridian/shared/admin-links';
import { lastActivityAt, proposalFollowUpDay } from '@meridian/shared/leads/lead-attention';
import {
  DIGEST_SECTIONS,
  DIGEST_SECTION_TITLES,
  type DigestLead,
  type DigestSection,
  digestSize,
  type LeadDigest,
} from '@meridian/shared/leads/lead-digest';
import { londonFormatOnFirstUse } from '@meridian/shared/london-day';
import { STAGE_BY_KEY } from '@meridian/shared/pipeline/pipeline-stages';
import { boardColumn } from '@meridian/shared/pipeline/pipeline';
import { stripBidiControls } from '@meridian/shared/plain-text';
import { siteConfig } from '@meridian/shared/site-config';
import { escapeHtml } from '../../email/services/email-text';
import { BRAND_COLOUR, brandedEmailHtml } from '../../email/services/email-layout';
import { EMPTY_AGENDA, type DigestAgenda } from './lead-digest-agenda';
import { type AgendaSection, agendaCounts, agendaSections } from './lead-digest-agenda-email';

/**
 * The daily digest email (docs/product/pipeline.md#daily-digest): a subject with the London date and
 * the counts (no lead text in a header), then the member's agenda as My day shows it (tasks and
 * consultations, docs/product/my-day.md#daily-digest), then one section per kind of work, each
 * lead with its company, why it is listed and its CRM link (`/admin?lead=<id>`). Plain text and
 * HTML in the firm's branding; no images or tracking; every lead field HTML-escaped.
 */

/** A rendered digest. */
export interface LeadDigestEmail {
  subject: string;
  text: string;
  html: string;
}

/** The lead fields the email shows besides the rules' inputs. */
export type DigestEmailLead = DigestLead & { nextAction?: string };

// Made on first use: the function should not pay for the zone data before it knows it has a
// digest to send.
const londonDate = londonFormatOnFirstUse({ day: 'numeric', month: 'short', year: 'numeric' });
const londonLongDate = londonFormatOnFirstUse({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** A stored date as a London date ('16 Nov 2026'); a plain day is shown as that day. */
function shownDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'unknown';
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? 'unknown' : londonDate().format(date);
}

/** Why a lead is in its section, in one line. */
function reasonFor(section: DigestSection, lead: DigestEmailLead): string {
  const action = lead.nextAction?.trim() ? `: ${lead.nextAction.trim()}` : '';
  switch (section) {
    case 'overdue':
      return `next action due ${shownDate(lead.nextActionDate)}${action}`;
    case 'dueToday':
      return `next action due today${action}`;
    case 'proposalsPastFollowUp':
      return `proposal sent ${shownDate(lead.proposalSentDate)}, follow-up was due ${shownDate(proposalFollowUpDay(lead))}`;
    case 'stale':
      return `${STAGE_BY_KEY[boardColumn(lead)].label}, no activity since ${shownDate(lastActivityAt(lead))}`;
    case 'newLeads':
      return `new lead, received ${shownDate(lead.createdAt)}`;
  }
}

/** '2 overdue', '1 new lead', '3 proposals to follow up': the subject's counts. */
function countLabel(section: DigestSection, count: number): string {
  const plural = count === 1 ? '' : 's';
  const labels: Record<DigestSection, string> = {
    overdue: 'overdue',
    dueToday: 'due today',
    proposalsPastFollowUp: `proposal${plural} to follow up`,
    stale: 'stale',
    newLeads: `new lead${plural}`,
  };
  return `${count} ${labels[section]}`;
}

/** 'Name (Company)' without bidi controls. */
function leadTitle(lead: DigestEmailLead): string {
  const company = lead.company?.trim();
  return stripBidiControls(company ? `${lead.name} (${company})` : lead.name);
}

/** An agenda section as plain-text lines. */
function agendaText(section: AgendaSection): string[] {
  return [
    `${section.title.toUpperCase()} (${section.rows.length})`,
    ...section.rows.flatMap((row) => [
      `- ${row.title}: ${row.detail}`,
      ...(row.url ? [`  Open this lead in the CRM: ${row.url}`] : []),
    ]),
    '',
  ];
}

/** An agenda section as HTML, every text escaped. */
function agendaHtml(section: AgendaSection): string {
  const items = section.rows
    .map((row) => {
      const title = row.url
        ? `<a href="${escapeHtml(row.url)}" style="color:${BRAND_COLOUR};font-weight:bold">${escapeHtml(row.title)}</a>`
        : `<strong>${escapeHtml(row.title)}</strong>`;
      return `<li style="margin:0 0 10px">${title}<br><span style="color:#374151">${escapeHtml(row.detail)}</span></li>`;
    })
    .join('');
  return `<h2 style="font-size:16px;margin:20px 0 8px;color:${BRAND_COLOUR}">${escapeHtml(section.title)} (${section.rows.length})</h2><ul style="padding-left:20px;margin:0">${items}</ul>`;
}

/**
 * Renders the digest (pure).
 *
 * @param digest - the sections (`buildLeadDigest`).
 * @param now - the digest's instant (its London date is in the subject).
 * @param siteUrl - public base URL without trailing slash.
 * @param agenda - the member's tasks and consultations (none for the firm's digest); the digest
 *   and the agenda together hold at least one row.
 */
export function buildLeadDigestEmail(
  digest: LeadDigest<DigestEmailLead>,
  now: Date,
  siteUrl: string,
  agenda: DigestAgenda = EMPTY_AGENDA,
): LeadDigestEmail {
  const sections = DIGEST_SECTIONS.filter((section) => digest[section].length > 0);
  const agendaParts = agendaSections(agenda, now, siteUrl);
  const counts = [...agendaCounts(agenda), ...sections.map((section) => countLabel(section, digest[section].length))];
  const subject = `Lead digest for ${londonLongDate().format(now)}: ${counts.join(', ')}`;
  const total = digestSize(digest);
  const intro =
    total > 0 ? `${total} ${total === 1 ? 'lead needs' : 'leads need'} attention today.` : 'Your day in the CRM.';
  const crm = `${siteUrl}${ADMIN_PATH}`;

  const text = stripBidiControls(
    [
      subject,
      '',
      intro,
      '',
      ...agendaParts.flatMap(agendaText),
      ...sections.flatMap((section) => [
        `${DIGEST_SECTION_TITLES[section].toUpperCase()} (${digest[section].length})`,
        ...digest[section].flatMap((lead) => [
          `- ${leadTitle(lead)}: ${reasonFor(section, lead)}`,
          `  Open this lead in the CRM: ${adminLeadUrl(siteUrl, lead.id)}`,
        ]),
        '',
      ]),
      `The CRM: ${crm}`,
      `${siteConfig.brand}: sent to the firm's lead notification list each working day at 07:30.`,
      '',
    ].join('\n'),
  );

  const htmlSections =
    agendaParts.map(agendaHtml).join('') +
    sections
      .map((section) => {
        const items = digest[section]
          .map(
            (lead) =>
              `<li style="margin:0 0 10px"><a href="${escapeHtml(adminLeadUrl(siteUrl, lead.id))}" style="color:${BRAND_COLOUR};font-weight:bold">${escapeHtml(leadTitle(lead))}</a><br><span style="color:#374151">${escapeHtml(reasonFor(section, lead))}</span></li>`,
          )
          .join('');
        return `<h2 style="font-size:16px;margin:20px 0 8px;color:${BRAND_COLOUR}">${escapeHtml(DIGEST_SECTION_TITLES[section])} (${digest[section].length})</h2><ul style="padding-left:20px;margin:0">${items}</ul>`;
      })
      .join('');
  const html = brandedEmailHtml({
    title: 'Lead digest',
    heading: `${siteConfig.brand}: lead digest`,
    rows: [
      `<tr><td style="padding:24px"><p style="margin:0 0 4px;font-weight:bold">${escapeHtml(londonLongDate().format(now))}</p><p style="margin:0">${escapeHtml(intro)}</p>${htmlSections}</td></tr>`,
    ],
    footerHtml: `Sent to the lead notification list each working day at 07:30 · <a href="${escapeHtml(crm)}">Open the CRM</a>`,
  });

  return { subject, text, html };
}
