import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { type LeadCapturedDetail, leadCapturedDetailSchema } from '@meridian/shared/events';
import type { Lead } from '@meridian/shared/lead';
import { LEAD_SCORE_BAND_DETAILS, leadScoreBandFor, scoreLead } from '@meridian/shared/lead-score';
import { LEAD_SOURCE_LABELS } from '@meridian/shared/options';
import { getLead } from '../data/leads';
import { beginProcessing, completeProcessing, releaseProcessing } from '../data/processed-events';
import { sesClient } from './clients';
import { notifyEnv } from './env';
import { LeadNotFoundError } from './errors';
import { logger } from './logger';

/**
 * The lead notification email to the firm (issue 3): subject naming lead, company, source and
 * score; plain-text and HTML bodies with every submitted field, the score band and its
 * recommendations, the assessment results, the returning-lead flag and a CRM link. Visitor text
 * goes only into bodies (HTML-escaped in the HTML part); the subject is stripped of control
 * characters (no CR/LF can reach a header); Reply-To is set only to a strictly validated address.
 */

/** Consumer name in idempotency records. */
export const NOTIFY_CONSUMER = 'notify-lead';

/** A rendered notification. */
export interface LeadNotification {
  subject: string;
  text: string;
  html: string;
  /** The visitor's address when it is safe to use as Reply-To. */
  replyTo?: string;
}

const MAX_SUBJECT_LENGTH = 200;
/** A plain `local@domain.tld` address of atom characters only: no quotes, commas, angle brackets or whitespace. */
const SAFE_ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** One line of header-safe text: control characters (CR, LF, tab, NUL, U+2028/9) become spaces. */
export function headerSafe(value: string, maxLength = MAX_SUBJECT_LENGTH): string {
  const flat = value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The address to use as Reply-To, or undefined when it is not a plain, safe address. */
export function safeReplyTo(email: string | undefined): string | undefined {
  const trimmed = email?.trim();
  return trimmed && trimmed.length <= 254 && SAFE_ADDRESS.test(trimmed) ? trimmed : undefined;
}

type Row = [label: string, value: string | number | undefined];
interface Section {
  title: string;
  rows?: Row[];
  list?: string[];
  paragraph?: string;
}

/**
 * Renders the notification (pure).
 *
 * @param detail - the `LeadCaptured` detail.
 * @param lead - the stored lead (for the full scoring factors), or null when it is gone.
 * @param siteUrl - public base URL without trailing slash; the CRM link is `${siteUrl}/admin?lead=<id>`.
 */
export function buildLeadNotification(
  detail: LeadCapturedDetail,
  lead: Lead | null,
  siteUrl: string,
): LeadNotification {
  const sourceLabel = LEAD_SOURCE_LABELS[detail.source];
  const band = leadScoreBandFor(detail.aiScore);
  const bandLabel = LEAD_SCORE_BAND_DETAILS[band].label;
  const recommendations = lead ? scoreLead(lead).recommendations : [...LEAD_SCORE_BAND_DETAILS[band].recommendations];
  const crmLink = `${siteUrl}/admin?lead=${encodeURIComponent(detail.leadId)}`;
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
        ['Phone', detail.contact?.phone],
        ['Source', sourceLabel],
        [
          'Returning lead',
          detail.isReturning ? 'Yes: this email already belonged to a lead, which was updated' : 'No: new lead',
        ],
        ['Submitted at', detail.submittedAt],
        ['AI score', `${detail.aiScore}/100 (${bandLabel})`],
      ],
    },
  ];
  if (detail.contact) {
    sections.push({
      title: 'Contact form submission',
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
      ],
      paragraph: computed.description,
      list: computed.recommendations,
    });
  }
  sections.push({ title: `Score band: ${bandLabel}, recommendations`, list: recommendations });

  const text = [
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
  ].join('\n');

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

/** A `LeadCaptured` event as delivered by EventBridge (only the fields used). */
export interface LeadCapturedEvent {
  id: string;
  detail: unknown;
}

/**
 * Sends the notification for one `LeadCaptured` event through SES v2, once per event id.
 *
 * @returns `sent` or `duplicate`.
 * @throws ZodError for a malformed detail; EventInProgressError for a concurrent duplicate; the SES
 *   error when sending fails (throttling, rejection), so that the delivery is retried.
 */
export async function notifyLead(event: LeadCapturedEvent): Promise<'sent' | 'duplicate'> {
  const detail = leadCapturedDetailSchema.parse(event.detail);
  const config = notifyEnv();
  const lease = await beginProcessing(NOTIFY_CONSUMER, event.id);
  if (lease.state === 'done') return 'duplicate';
  try {
    const lead = await getLead(detail.leadId).catch((error: unknown) => {
      if (error instanceof LeadNotFoundError) return null;
      throw error;
    });
    const message = buildLeadNotification(detail, lead, config.SITE_URL);
    const result = await sesClient().send(
      new SendEmailCommand({
        FromEmailAddress: config.NOTIFY_FROM,
        Destination: { ToAddresses: config.NOTIFY_TO },
        ReplyToAddresses: message.replyTo ? [message.replyTo] : undefined,
        ConfigurationSetName: config.SES_CONFIGURATION_SET,
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
          },
        },
      }),
    );
    await completeProcessing(lease, { messageId: result.MessageId });
    logger.info('Lead notification sent', { eventId: event.id, leadId: detail.leadId, messageId: result.MessageId });
    return 'sent';
  } catch (error) {
    await releaseProcessing(lease);
    throw error;
  }
}
