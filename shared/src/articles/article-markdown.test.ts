import { describe, expect, it } from 'vitest';
import { renderArticleMarkdown } from './article-markdown';
import { BUILT_IN_ARTICLES } from './builtin-articles';

describe('renderArticleMarkdown (docs/product/publishing.md#markdown)', () => {
  it.each([
    ['a paragraph', 'Hello world', '<p>Hello world</p>\n'],
    ['headings', '## Two\n\n### Three', '<h2>Two</h2>\n<h3>Three</h3>\n'],
    [
      'a list with strong text',
      '- **One.** first\n- two',
      '<ul>\n<li><strong>One.</strong> first</li>\n<li>two</li>\n</ul>\n',
    ],
    ['strikethrough', '~~gone~~', '<p><s>gone</s></p>\n'],
    ['a safe link', '[site](https://example.com/a?b=1)', '<p><a href="https://example.com/a?b=1">site</a></p>\n'],
    ['quotes as typed', `"quoted" and 'single'`, "<p>&quot;quoted&quot; and 'single'</p>\n"],
  ])('renders %s', (_case, markdown, html) => {
    expect(renderArticleMarkdown(markdown)).toBe(html);
  });

  it('renders a table', () => {
    const html = renderArticleMarkdown('| a | b |\n| - | - |\n| 1 | 2 |');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>1</td>');
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>', '<script'],
    ['an onerror attribute', '<img src=x onerror="alert(1)">', '<img'],
    ['an inline iframe', 'Text <iframe src="https://evil.test"></iframe>', '<iframe'],
    ['a style tag', '<style>body{display:none}</style>', '<style'],
  ])('shows %s as text, never as markup', (_case, markdown, forbidden) => {
    const html = renderArticleMarkdown(markdown);
    expect(html).not.toContain(forbidden);
    expect(html).toContain('&lt;');
  });

  it.each([
    ['javascript:', '[click](javascript:alert(1))'],
    ['JavaScript: in capitals', '[click](JaVaScRiPt:alert(1))'],
    ['vbscript:', '[click](vbscript:msgbox(1))'],
    ['an HTML data: URL', '[click](data:text/html;base64,PHNjcmlwdD4=)'],
    ['a javascript: image', '![x](javascript:alert(1))'],
  ])('does not make a link of %s', (_case, markdown) => {
    const html = renderArticleMarkdown(markdown);
    expect(html).not.toMatch(/href=|src=/);
    expect(html.toLowerCase()).not.toContain('<a ');
  });

  it('escapes attribute values of a link title', () => {
    const html = renderArticleMarkdown('[a](https://example.com "x\\" onmouseover=\\"alert(1)")');
    expect(html).not.toMatch(/" onmouseover=/);
  });

  it('renders the built-in articles with headings and lists, and no raw HTML in their Markdown', () => {
    for (const article of BUILT_IN_ARTICLES) {
      expect(article.content).not.toMatch(/<\/?(p|h2|h3|ul|li|strong)>/);
      const html = renderArticleMarkdown(article.content);
      expect(html).toContain('<h2>');
      expect(html).not.toContain('&lt;');
    }
  });
});
