import { adminLeadUrl } from '@meridian/shared/admin-links';
import type { LeadCapturedDetail } from '@meridian/shared/events';
import type { Lead } from '@meridian/shared/leads/lead';
import { LEAD_SCORE_BAND_DETAILS, leadScoreBandFor, scoreLead } from '@meridian/shared/leads/lead-score';
import { isScoreInputFactor } from '@meridian/shared/leads/missing-score-inputs';
import { LEAD_SOURCE_LABELS } from '@meridian/shared/leads/options';
import { stripBidiControls } from '@meridian/shared/plain-text';
import { recommendedServiceFor } from '@meridian/shared/assessment/recommended-service';
import { londonDateTimeOf } from '@meridian/shared/booking/booking-lead';
import { escapeHtml, headerSafe, safeReplyTo } from '../../email/services/email-text';

/**
 * The lead notification email to the firm (docs/product/security.md#emails): subject naming lead,
 * company, source and score; plain-text and HTML bodies with every submitted field, the score band
 * and its recommendations, the assessment results, the returning-lead flag (a returning visitor's
 * submission is marked unverified: docs/product/leads.md#returning-visitors) and a CRM link. Visitor text
 * goes only into bodies (HTML-escaped in the HTML part); the subject is stripped of control
 * characters (no CR/LF can reach a header); Reply-To is set only to a strictly validated address.
 */

/** A rendered notification. */
export interface LeadNotification {
  subject: string;
  text: string;
  html: string;
  /** The visitor's address when it is safe to use as Reply-To. */
  replyTo?: string;
}

type Row = [label: string, value: string | number | undefined];
interface Section {
  title: string;
  rows?: Row[];
  list?: string[];
  paragraph?: string;
}

/** When the visitor submitted, as the firm reads it (Europe/London); an unreadable time as given. */
function submittedAtText(submittedAt: string): string {
  return Number.isNaN(Date.parse(submittedAt)) ? submittedAt : `${londonDateTimeOf(submittedAt)} (London time)`;
}

/**
 * Renders the notification (pure).
 *
 * @param detail - the `LeadCaptured` detail.
 * @param lead - the stored lead (for the full scoring factors), or null when it is gone.
 * @param siteUrl - public base URL without trailing slash; the CRM link is `${siteUrl}/admin?lead=<id>`
 *   (docs/product/admin.md#deep-links).
 */
export function buildLeadNotification(
  detail: LeadCapturedDetail,
  lead: Lead | null,
  siteUrl: string,
): LeadNotification {
  const sourceLabel = LEAD_SOURCE_LABELS[detail.source];
  const band = leadScoreBandFor(detail.aiScore);
  const bandLabel = LEAD_SCORE_BAND_DETAILS[band].label;
  const scored = lead ? scoreLead(lead) : null;
  const recommendations = scored ? scored.recommendations : [...LEAD_SCORE_BAND_DETAILS[band].recommendations];
  const crmLink = adminLeadUrl(siteUrl, detail.leadId);
  const name = detail.lead.name;
  const company = detail.lead.company ?? detail.contact?.company;

  const subject = headerSafe(
    `${detail.isReturning ? 'Returning lead' : 'New lead'}: ${name}${company ? ` (${company})` : ''} via ${sourceLabel}, score ${detail.aiScore}/100`,
  );

  const sections: Section[] = [
    {
      title: 'Lead',
      rows: [
        ['Name', name],
        ['Email', detail.lead.email],
        ['Company', company],
        // A returning visitor's phone is unverified: it is shown only with the submission below.
        ['Phone', detail.isReturning ? undefined : detail.contact?.phone],
        ['Source', sourceLabel],
        [
          'Status',
          detail.isReturning
            ? 'Returning lead, unverified: this email already belonged to a lead; the submission was added to its timeline and the lead fields were left unchanged'
            : 'New lead',
        ],
        ['Submitted at', submittedAtText(detail.submittedAt)],
        ['AI score', `${detail.aiScore}/100 (${bandLabel})`],
      ],
    },
  ];
  if (detail.contact) {
    sections.push({
      title: detail.isReturning ? 'Contact form submission (returning, unverified)' : 'Contact form submission',
      rows: [
        ['Name', detail.contact.name],
        ['Email', detail.contact.email],
        ['Company', detail.contact.company],
        ['Phone', detail.contact.phone],
      ],
      paragraph: detail.contact.message,
    });
  }
  if (detail.assessment) {
    const { computed } = detail.assessment;
    sections.push({
      title: 'Strategic readiness assessment',
      rows: [
        ['Email', detail.assessment.email],
        ['Score', `${computed.percentage}%`],
        ['Category', computed.category],
        ...Object.entries(computed.sectionScores).map(([section, score]): Row => [section, `${score}%`]),
        ['Recommended service', recommendedServiceFor(computed.sectionScores)?.service],
      ],
      paragraph: computed.description,
      list: computed.recommendations,
    });
  }
  if (scored) {
    // What the score read about the firm, so a low score from unknown inputs is not taken for a small firm.
    sections.push({
      title: 'Scoring inputs',
      rows: scored.breakdown
        .filter((row) => isScoreInputFactor(row.factor))
        .map((row): Row => [row.factor, row.value ? `${row.value} (+${row.points})` : 'Unknown']),
    });
  }
  sections.push({ title: `Score band: ${bandLabel}, recommendations`, list: recommendations });

  const text = stripBidiControls(
    [
      subject,
      '',
      ...sections.flatMap((section) => [
        section.title.toUpperCase(),
        ...(section.rows ?? [])
          .filter(([, v]) => v !== undefined && v !== '')
          .map(([label, value]) => `${label}: ${value}`),
        ...(section.paragraph ? ['', section.paragraph] : []),
        ...(section.list ?? []).map((item) => `- ${item}`),
        '',
      ]),
      `Open in the CRM: ${crmLink}`,
      '',
    ].join('\n'),
  );

  const htmlSections = sections
    .map((section) => {
      const rows = (section.rows ?? [])
        .filter(([, v]) => v !== undefined && v !== '')
        .map(
          ([label, value]) =>
            `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(String(value))}</td></tr>`,
        )
        .join('');
      const paragraph = section.paragraph ? `<p style="white-space:pre-wrap">${escapeHtml(section.paragraph)}</p>` : '';
      const list = section.list?.length
        ? `<ul>${section.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
        : '';
      return `<h2 style="font-size:16px">${escapeHtml(section.title)}</h2>${rows ? `<table>${rows}</table>` : ''}${paragraph}${list}`;
    })
    .join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px">',
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    htmlSections,
    `<p><a href="${escapeHtml(crmLink)}">Open this lead in the CRM</a></p>`,
    '</body></html>',
  ].join('\n');

  return { subject, text, html, replyTo: safeReplyTo(detail.lead.email) };
}
