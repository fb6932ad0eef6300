import MarkdownIt from 'markdown-it';

/**
 * Article bodies are Markdown (docs/product/publishing.md#markdown). One renderer for every place
 * that shows a body (the editor's preview, the build's prerender, the render function and the
 * public page), so they all produce the same HTML:
 * - CommonMark plus tables and strikethrough; typographic quotes off (the text stays as written);
 * - raw HTML is never passed through: `<script>`, `<img onerror=...>` and any other tag in the
 *   Markdown come out as visible, escaped text;
 * - links and images with `javascript:`, `vbscript:`, `file:` or non-image `data:` URLs are not
 *   made into links (markdown-it's `validateLink`);
 * - links to other sites open normally; no attribute of the output comes from the author except
 *   `href`, `src`, `alt` and `title`, which markdown-it escapes.
 *
 * @returns a new markdown-it instance with those settings; the email of an article adds renderer
 *   rules to its own instance (inline table styles), never to the shared one.
 */
export function articleMarkdownIt() {
  return new MarkdownIt('commonmark', { html: false, linkify: false, typographer: false }).enable([
    'table',
    'strikethrough',
  ]);
}

const markdown = articleMarkdownIt();

/**
 * Renders an article's Markdown body to HTML that is safe to insert into a page.
 * @param source - the Markdown body (any string; nothing throws).
 * @returns HTML (block elements: p, h2-h6, ul, ol, li, blockquote, pre, code, table, hr, img, a...).
 */
export function renderArticleMarkdown(source: string): string {
  return markdown.render(source);
}
