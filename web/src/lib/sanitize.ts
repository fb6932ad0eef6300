import { useEffect, useState } from 'react';

/** A function that turns untrusted HTML into safe HTML. */
export type HtmlSanitizer = (html: string) => string;

/** DOMPurify options for article rich text: ordinary HTML, no SVG/MathML, no forms, no styles. */
export const ARTICLE_SANITIZE_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  FORBID_ATTR: ['style'],
};

let serverSanitizer: HtmlSanitizer | null = null;
let browserSanitizer: HtmlSanitizer | null = null;

/**
 * Installs the sanitiser used where there is no browser DOM (the build-time prerender passes a
 * DOMPurify bound to a jsdom window; DOMPurify's authors advise jsdom for server-side use).
 */
export function setServerSanitizer(sanitizer: HtmlSanitizer | null): void {
  serverSanitizer = sanitizer;
}

/**
 * Loads DOMPurify in the browser (on demand: it is only needed for article text that came from
 * the API, so it stays out of the article page's initial JavaScript).
 */
export async function loadBrowserSanitizer(): Promise<HtmlSanitizer> {
  if (browserSanitizer) return browserSanitizer;
  const { default: DOMPurify } = await import('dompurify');
  const sanitizer: HtmlSanitizer = (html) => DOMPurify.sanitize(html, ARTICLE_SANITIZE_CONFIG) as string;
  browserSanitizer = sanitizer;
  return sanitizer;
}

/**
 * Sanitises article rich text synchronously when a sanitiser is ready (the prerender's, or
 * DOMPurify once loaded in the browser). Returns null when none is ready yet: unsanitised HTML
 * is never returned.
 */
export function sanitizeHtml(html: string): string | null {
  if (typeof window === 'undefined') return serverSanitizer ? serverSanitizer(html) : null;
  return browserSanitizer ? browserSanitizer(html) : null;
}

/**
 * Article HTML that is safe to render (docs/product/security.md#input-validation). `preSanitized` content
 * (the prerendered body read back from the page, sanitised at build time) is used as is; other
 * content is sanitised with DOMPurify, loaded on demand. While a new text is being sanitised the
 * previous safe HTML stays on screen.
 * @returns safe HTML, or null while the first text is still being sanitised
 */
export function useSanitizedHtml(content: string, preSanitized = false): string | null {
  const [state, setState] = useState<{ source: string; html: string | null }>(() => ({
    source: content,
    html: preSanitized ? content : sanitizeHtml(content),
  }));
  const current = state.source === content ? state.html : null;
  useEffect(() => {
    if (state.source === content && state.html !== null) return;
    if (preSanitized) {
      setState({ source: content, html: content });
      return;
    }
    let cancelled = false;
    void loadBrowserSanitizer().then((sanitize) => {
      if (!cancelled) setState({ source: content, html: sanitize(content) });
    });
    return () => {
      cancelled = true;
    };
  }, [content, preSanitized, state.source, state.html]);
  return current ?? (state.source === content ? null : state.html);
}
