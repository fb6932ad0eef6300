import DOMPurify from 'dompurify';

/** A function that turns untrusted HTML into safe HTML. */
export type HtmlSanitizer = (html: string) => string;

/** DOMPurify options for article rich text: ordinary HTML, no SVG/MathML, no forms, no styles. */
export const ARTICLE_SANITIZE_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  FORBID_ATTR: ['style'],
};

let serverSanitizer: HtmlSanitizer | null = null;

/**
 * Installs the sanitiser used where there is no browser DOM (the build-time prerender passes a
 * DOMPurify bound to a jsdom window; DOMPurify's authors advise jsdom for server-side use).
 */
export function setServerSanitizer(sanitizer: HtmlSanitizer | null): void {
  serverSanitizer = sanitizer;
}

/**
 * Sanitises article rich text (DECISIONS.md security rules). In the browser it uses DOMPurify
 * on the page's DOM; elsewhere the installed server sanitiser. With neither it returns an empty
 * string: unsanitised HTML is never rendered.
 */
export function sanitizeHtml(html: string): string {
  if (typeof window !== 'undefined' && DOMPurify.isSupported) {
    return DOMPurify.sanitize(html, ARTICLE_SANITIZE_CONFIG);
  }
  return serverSanitizer ? serverSanitizer(html) : '';
}
