import { NEWSLETTER_UNSUBSCRIBE_PAGE } from '@meridian/shared/privacy/privacy-api';
import { stripBidiControls } from '@meridian/shared/plain-text';
import { siteConfig } from '@meridian/shared/site-config';
import type { VisitorMessage } from '../../assessment/services/assessment-report-email';
import {
  BRAND_COLOUR,
  brandButtonHtml,
  brandedEmailHtml,
  signatureFooterHtml,
} from '../../email/services/email-layout';
import { escapeHtml, headerSafe } from '../../email/services/email-text';

/**
 * The newsletter email of an article (docs/product/publishing.md#send): the title, the excerpt,
 * the body and a link to the article on the site, in a plain-text part (the Markdown as written,
 * which reads as text) and an HTML part (the body through the site's one Markdown renderer, which
 * escapes raw HTML) with the firm's name and colours, no images of our own and no tracking. Like
 * every newsletter-type email it carries the visible unsubscribe link; its one-click headers come
 * from `newsletterHeaders` (docs/product/privacy.md#unsubscribe). Staff text never becomes markup
 * or a header: the title and excerpt are HTML-escaped, and the subject is one header-safe line.
 */

/** Prefix of a test email's subject. */
export const TEST_SUBJECT_PREFIX = '[Test] ';

/** The fields of an article that its email shows. */
export interface ArticleEmailContent {
  title: string;
  excerpt: string;
  slug: string;
  /** Markdown body. */
  content: string;
}

/** What {@link buildArticleEmail} needs besides the article. */
export interface ArticleEmailOptions {
  /** Public base URL without trailing slash. */
  siteUrl: string;
  /** The body rendered by {@link renderArticleBody}. */
  bodyHtml: string;
  /** The `unsubscribe` token of the link. */
  unsubscribeToken: string;
  /** True for the test email to staff: subject prefix and a note that its link unsubscribes nobody. */
  test?: boolean;
}

/** The public address of an article. */
export const articleUrl = (siteUrl: string, slug: string): string => `${siteUrl}/insights/${encodeURIComponent(slug)}`;

/**
 * The body as email HTML: the site's Markdown renderer (loaded on first use) with table borders
 * inlined, and site-relative links and images made absolute, since a mail client has no
 * stylesheet and no page address to resolve them against.
 *
 * @param markdown - the article's body.
 * @param siteUrl - public base URL without trailing slash.
 */
export async function renderArticleBody(markdown: string, siteUrl: string): Promise<string> {
  const { emailMarkdown } = await import('./article-email-markdown');
  return absoluteLinks((await emailMarkdown()).render(markdown), siteUrl);
}

/** Makes the renderer's `href="/…"` and `src="/…"` attributes absolute (not `//host` ones). */
export function absoluteLinks(html: string, siteUrl: string): string {
  return html.replace(/ (href|src)="\/(?!\/)/g, (_match, name: string) => ` ${name}="${escapeHtml(siteUrl)}/`);
}

/**
 * The email of an article for one recipient (pure).
 *
 * @returns subject (one header-safe line, at most 200 characters), text and HTML.
 */
export function buildArticleEmail(article: ArticleEmailContent, options: ArticleEmailOptions): VisitorMessage {
  const { siteUrl, bodyHtml, unsubscribeToken, test = false } = options;
  const title = stripBidiControls(article.title);
  const excerpt = stripBidiControls(article.excerpt);
  const url = articleUrl(siteUrl, article.slug);
  const unsubscribeUrl = `${siteUrl}${NEWSLETTER_UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(unsubscribeToken)}`;
  const why = 'You receive this email because you subscribed to our newsletter.';
  const testNote = test
    ? 'This is a test email. Its unsubscribe link works as in the real email but belongs to no subscriber, so it unsubscribes nobody.'
    : undefined;
  const signature = `${siteConfig.brand}, ${siteConfig.address.locality}`;
  const text = [
    ...(testNote ? [testNote, ''] : []),
    title,
    '',
    excerpt,
    '',
    article.content.trim(),
    '',
    `Read it on our website: ${url}`,
    '',
    '--',
    signature,
    `Email: ${siteConfig.emails.info}`,
    `Web: ${siteUrl}`,
    '',
    `${why} Unsubscribe: ${unsubscribeUrl}`,
    '',
  ].join('\n');
  const html = brandedEmailHtml({
    title,
    rows: [
      ...(testNote
        ? [
            `<tr><td style="background:#fef3c7;color:#78350f;padding:12px 24px;font-size:13px">${escapeHtml(testNote)}</td></tr>`,
          ]
        : []),
      `<tr><td style="padding:24px"><h1 style="font-size:22px;color:${BRAND_COLOUR};margin:0 0 12px">${escapeHtml(title)}</h1>`,
      `<p style="font-size:16px;color:#374151">${escapeHtml(excerpt)}</p>`,
      bodyHtml,
      brandButtonHtml(url, 'Read it on our website'),
      `<p>Kind regards,<br>${escapeHtml(siteConfig.brand)}</p></td></tr>`,
    ],
    footerHtml: signatureFooterHtml(
      siteUrl,
      `<br>${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a>`,
    ),
  });
  const subject = headerSafe(`${test ? TEST_SUBJECT_PREFIX : ''}${title}`);
  return { subject, text, html };
}
