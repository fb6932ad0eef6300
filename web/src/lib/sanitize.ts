import { useEffect, useState } from 'react';

/** A function that turns untrusted HTML into safe HTML. */
export type HtmlSanitizer = (html: string) => string;

/** DOMPurify options for article rich text: ordinary HTML, no SVG/MathML, no forms, no styles. */
export const ARTICLE_SANITIZE_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  FORBID_ATTR: ['style'],
};

let browserSanitizer: HtmlSanitizer | null = null;

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
 * Loads the article renderer of the browser: an article's Markdown to HTML with the one renderer
 * of every body (`renderArticleMarkdown`, raw HTML off, docs/product/publishing.md#markdown), then
 * DOMPurify with {@link ARTICLE_SANITIZE_CONFIG} as an extra layer. Both load on demand, outside
 * the public pages' first JavaScript.
 * @returns a function from Markdown (any string) to safe HTML
 */
export async function loadArticleRenderer(): Promise<(markdown: string) => string> {
  const [{ renderArticleMarkdown }, sanitize] = await Promise.all([
    import('@meridian/shared/articles/article-markdown'),
    loadBrowserSanitizer(),
  ]);
  return (markdown) => sanitize(renderArticleMarkdown(markdown));
}

/**
 * An article body as safe HTML (docs/product/security.md#input-validation): `markdown` rendered
 * with {@link loadArticleRenderer}, or `fallback` (HTML the server rendered, e.g. read back from
 * the prerendered page) when there is no Markdown to render. While a new text is being rendered
 * the previous HTML stays on screen.
 * @returns safe HTML, or null while the first text is still being rendered and there is no fallback
 */
export function useArticleHtml(markdown: string | undefined, fallback: string | null): string | null {
  const [rendered, setRendered] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    if (markdown === undefined || rendered?.source === markdown) return;
    let cancelled = false;
    void loadArticleRenderer().then((render) => {
      if (!cancelled) setRendered({ source: markdown, html: render(markdown) });
    });
    return () => {
      cancelled = true;
    };
  }, [markdown, rendered?.source]);
  if (markdown === undefined) return fallback;
  return rendered?.html ?? fallback;
}
