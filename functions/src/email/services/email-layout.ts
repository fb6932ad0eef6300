import { siteConfig } from '@meridian/shared/site-config';
import { escapeHtml } from './email-text';

/**
 * The branded frame of the firm's HTML emails (docs/product/security.md#emails): a grey page, a
 * 600 px white card with the brand bar on top, the content rows and a small footer row. No images,
 * no tracking pixel, no remote style sheet. Callers pass HTML they built with {@link escapeHtml}.
 */

/** The brand colour of headings, buttons and the top bar. */
export const BRAND_COLOUR = '#1e3a5f';

/** Parts of {@link brandedEmailHtml}; every string is HTML, already escaped, except `title`. */
export interface BrandedEmailParts {
  /** The document title (plain text; escaped here). */
  title: string;
  /** Text of the brand bar (plain text; escaped here). Default: the firm's name. */
  heading?: string;
  /** Lines of the content rows (together, complete `<tr>…</tr>` rows), one line each in the output. */
  rows: readonly string[];
  /** Inner HTML of the footer row. */
  footerHtml: string;
}

/**
 * The whole HTML document of one email.
 * @returns `<!doctype html>…</html>` with one line per part.
 */
export function brandedEmailHtml({ title, heading = siteConfig.brand, rows, footerHtml }: BrandedEmailParts): string {
  return [
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px 12px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111827">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" align="center" style="max-width:600px;width:100%;background:#ffffff">',
    `<tr><td style="background:${BRAND_COLOUR};color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">${escapeHtml(heading)}</td></tr>`,
    ...rows,
    `<tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">${footerHtml}</td></tr>`,
    '</table></body></html>',
  ].join('\n');
}

/**
 * The firm's signature for a footer: "<firm>, <locality> · <info address> · <site>", with
 * `extraHtml` (already escaped) appended.
 * @param siteUrl - public base URL without trailing slash.
 */
export function signatureFooterHtml(siteUrl: string, extraHtml = ''): string {
  const info = escapeHtml(siteConfig.emails.info);
  const site = `<a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl.replace(/^https?:\/\//, ''))}</a>`;
  return `${escapeHtml(siteConfig.brand)}, ${escapeHtml(siteConfig.address.locality)} · <a href="mailto:${info}">${info}</a> · ${site}${extraHtml}`;
}

/**
 * A call-to-action button in the brand colour: a paragraph holding one styled link.
 * @param url - the link target (escaped here).
 * @param label - the button text (plain text; escaped here).
 */
export function brandButtonHtml(url: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:${BRAND_COLOUR};color:#ffffff;padding:12px 20px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
}
