import type { articleMarkdownIt } from '@meridian/shared/articles/article-markdown';

/** A markdown-it instance with the article settings. */
type MarkdownIt = ReturnType<typeof articleMarkdownIt>;

/**
 * Inline styles of a Markdown table in an email, where no stylesheet reaches: borders and padding
 * like the site's article tables (docs/product/publishing.md#markdown). Fixed strings: nothing
 * from the article reaches a style attribute except markdown-it's own `text-align` of a column.
 */
const TABLE_STYLES = {
  table: 'border-collapse:collapse;margin:16px 0;font-size:15px',
  th: 'border:1px solid #d1d5db;padding:6px 10px;background:#f3f4f6;text-align:left;vertical-align:top',
  td: 'border:1px solid #d1d5db;padding:6px 10px;text-align:left;vertical-align:top',
} as const;

let instance: MarkdownIt | undefined;

/**
 * The article Markdown renderer for email: the site's settings (`articleMarkdownIt`) with each
 * table, header cell and cell given {@link TABLE_STYLES} inline; a column's alignment
 * (`text-align:right`) comes after them, so it still applies. Loaded and built on first use.
 * @returns the renderer (one per process)
 */
export async function emailMarkdown(): Promise<MarkdownIt> {
  if (instance) return instance;
  const shared = await import('@meridian/shared/articles/article-markdown');
  const renderer = shared.articleMarkdownIt();
  for (const tag of ['table', 'th', 'td'] as const) {
    renderer.renderer.rules[`${tag}_open`] = (tokens, index, options, _env, self) => {
      const token = tokens[index]!;
      const alignment = token.attrGet('style');
      token.attrSet('style', alignment ? `${TABLE_STYLES[tag]};${alignment}` : TABLE_STYLES[tag]);
      return self.renderToken(tokens, index, options);
    };
  }
  instance = renderer;
  return renderer;
}
