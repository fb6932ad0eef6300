import { ASSESSMENT_CATEGORY_DETAILS, type AssessmentCategory } from '@meridian/shared/assessment/assessment';
import { type AssessmentBenchmark, percentScoredHigherThan } from '@meridian/shared/assessment/assessment-benchmark';
import type { ComputedAssessment } from '@meridian/shared/events';
import { stripBidiControls } from '@meridian/shared/plain-text';
import { recommendedServiceFor } from '@meridian/shared/assessment/recommended-service';
import { siteConfig } from '@meridian/shared/site-config';
import { escapeHtml } from '../../email/services/email-text';
import {
  BRAND_COLOUR,
  brandButtonHtml,
  brandedEmailHtml,
  signatureFooterHtml,
} from '../../email/services/email-layout';

/**
 * The visitor's assessment report email (docs/product/assessment.md#report-email): percentage,
 * category with its description, the four section scores (against the peer average once the
 * benchmark has enough results), the five recommendations, the recommended service and a link to
 * book a consultation, in a plain-text and an HTML part with the firm's name and colours. No
 * images, no tracking; the only visitor text is the name in the greeting, HTML-escaped and never
 * in a header.
 */

/** A rendered visitor email. */
export interface VisitorMessage {
  subject: string;
  text: string;
  html: string;
}

/** What the report shows. */
export interface ReportInput {
  /** The visitor's name as submitted, if any. */
  name?: string;
  /** The server's results of the submission. */
  computed: ComputedAssessment;
  /** The peer benchmark, or null when it could not be read (the report then leaves it out). */
  benchmark: AssessmentBenchmark | null;
  /** Public base URL without trailing slash. */
  siteUrl: string;
}

const FALLBACK_COLOUR = '#2563eb';

const isCategory = (value: string): value is AssessmentCategory => Object.hasOwn(ASSESSMENT_CATEGORY_DETAILS, value);

/** The HTML of one section's score bar (and the peer average's, when known). */
function sectionBarHtml(section: string, score: number, average: number | undefined, colour: string): string {
  const bar = (value: number, fill: string) =>
    `<div style="background:#e5e7eb;height:10px;width:100%"><div style="background:${fill};height:10px;width:${Math.max(0, Math.min(100, value))}%"></div></div>`;
  const averageRow =
    average === undefined
      ? ''
      : `<tr><td style="font-size:12px;color:#4b5563;padding:0 0 8px">Average of all organisations: ${average}%${bar(average, '#9ca3af')}</td></tr>`;
  return `<tr><td style="padding:6px 0 2px"><strong>${escapeHtml(section)}: ${score}%</strong>${bar(score, colour)}</td></tr>${averageRow}`;
}

/**
 * Renders the report (pure).
 *
 * @returns subject (no visitor text), plain-text and HTML bodies.
 */
export function buildAssessmentReport({ name, computed, benchmark, siteUrl }: ReportInput): VisitorMessage {
  const colour = isCategory(computed.category)
    ? ASSESSMENT_CATEGORY_DETAILS[computed.category].colour.hex
    : FALLBACK_COLOUR;
  const service = recommendedServiceFor(computed.sectionScores);
  const higherThan = benchmark ? percentScoredHigherThan(computed.percentage, benchmark) : null;
  const averages = higherThan === null ? {} : (benchmark?.sectionAverages ?? {});
  const averageOf = (section: string): number | undefined =>
    Object.hasOwn(averages, section) ? averages[section as keyof typeof averages] : undefined;
  const bookingUrl = `${siteUrl}/contact`;
  const serviceUrl = service ? `${siteUrl}${service.path}` : undefined;
  const greeting = name ? `Dear ${stripBidiControls(name)},` : 'Hello,';
  const benchmarkLine =
    higherThan === null
      ? undefined
      : `You scored higher than ${higherThan}% of the organisations that took this assessment.`;
  const sections = Object.entries(computed.sectionScores);

  const subject = `Your Strategic Readiness Assessment report: ${computed.percentage}% (${computed.category})`;
  const text = [
    greeting,
    '',
    `Thank you for completing the ${siteConfig.brand} Strategic Readiness Assessment. Here is your report.`,
    '',
    `YOUR SCORE: ${computed.percentage}%`,
    `Category: ${computed.category}`,
    computed.description,
    ...(benchmarkLine ? ['', benchmarkLine] : []),
    '',
    'SECTION SCORES',
    ...sections.map(([section, score]) => {
      const average = averageOf(section);
      return `- ${section}: ${score}%${average === undefined ? '' : ` (average ${average}%)`}`;
    }),
    '',
    'RECOMMENDATIONS',
    ...computed.recommendations.map((item, index) => `${index + 1}. ${item}`),
    ...(service && serviceUrl
      ? ['', `RECOMMENDED SERVICE: ${service.service}`, service.reason, `Learn more: ${serviceUrl}`]
      : []),
    '',
    `Book a free consultation to discuss your results: ${bookingUrl}`,
    '',
    '--',
    siteConfig.brand,
    `${siteConfig.emails.info} | ${siteUrl}`,
    'You receive this email because you asked for your assessment report on our website.',
    '',
  ].join('\n');

  const html = brandedEmailHtml({
    title: 'Your assessment report',
    rows: [
      '<tr><td style="padding:24px">',
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>Thank you for completing the Strategic Readiness Assessment. Here is your report.</p>`,
      `<p style="font-size:36px;font-weight:bold;color:${colour};margin:16px 0 4px">${computed.percentage}%</p>`,
      `<p style="font-size:18px;font-weight:bold;color:${colour};margin:0 0 8px">${escapeHtml(computed.category)}</p>`,
      `<p>${escapeHtml(computed.description)}</p>`,
      ...(benchmarkLine ? [`<p><strong>${escapeHtml(benchmarkLine)}</strong></p>`] : []),
      `<h2 style="font-size:17px;color:${BRAND_COLOUR}">Section scores</h2>`,
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${sections.map(([section, score]) => sectionBarHtml(section, score, averageOf(section), colour)).join('')}</table>`,
      `<h2 style="font-size:17px;color:${BRAND_COLOUR}">Recommendations</h2>`,
      `<ol>${computed.recommendations.map((item) => `<li style="margin-bottom:6px">${escapeHtml(item)}</li>`).join('')}</ol>`,
      ...(service && serviceUrl
        ? [
            `<h2 style="font-size:17px;color:${BRAND_COLOUR}">Recommended service: ${escapeHtml(service.service)}</h2><p>${escapeHtml(service.reason)} <a href="${escapeHtml(serviceUrl)}">Learn more about ${escapeHtml(service.service)}</a></p>`,
          ]
        : []),
      brandButtonHtml(bookingUrl, 'Book a free consultation'),
      '</td></tr>',
    ],
    footerHtml: signatureFooterHtml(
      siteUrl,
      '<br>You receive this email because you asked for your assessment report on our website.',
    ),
  });

  return { subject, text: stripBidiControls(text), html };
}
