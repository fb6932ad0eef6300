import { describe, expect, it } from 'vitest';
import {
  absoluteLinks,
  articleUrl,
  buildArticleEmail,
  renderArticleBody,
  TEST_SUBJECT_PREFIX,
} from './article-newsletter-email';

const SITE = 'https://www.meridian.test';

const article = {
  title: 'Growth <b>without</b> "chaos" & friends',
  excerpt: 'Why <img src=x onerror=alert(1)> structure matters',
  slug: 'growth-without-chaos',
  content: 'First **point**.\n\n<script>alert(1)</script>\n\n![Chart](/images/insights/chart.png)',
};

const build = async (overrides: Partial<typeof article> = {}, test = false) => {
  const input = { ...article, ...overrides };
  const bodyHtml = await renderArticleBody(input.content, SITE);
  return buildArticleEmail(input, { siteUrl: SITE, bodyHtml, unsubscribeToken: 'v1.unsubscribe.abc.1.sig', test });
};

describe('buildArticleEmail', () => {
  it('gives a Markdown table borders inline, keeps a column alignment and takes no style from the text', async () => {
    const { html } = await build({
      content: '| Measure | Value |\n| :-- | --: |\n| Retention | 92% |\n| x" style="color:red | y |',
    });
    expect(html).toMatch(/<table style="border-collapse:collapse;[^"]*">/);
    expect(html).toMatch(/<th style="border:1px solid #d1d5db;[^"]*text-align:left">Measure<\/th>/);
    expect(html).toMatch(/<td style="border:1px solid #d1d5db;[^"]*;text-align:right">92%<\/td>/);
    expect(html).toContain('x&quot; style=&quot;color:red');
    expect(html).not.toContain('color:red"');
  });

  it('escapes the title and excerpt and never passes raw HTML of the body', async () => {
    const { html, text } = await build();
    expect(html).toContain('Growth &lt;b&gt;without&lt;/b&gt; &quot;chaos&quot; &amp; friends');
    expect(html).toContain('Why &lt;img src=x onerror=alert(1)&gt; structure matters');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<strong>point</strong>');
    expect(html).toContain(`src="${SITE}/images/insights/chart.png"`);
    expect(text).toContain('First **point**.');
  });

  it.each([
    ['CR/LF', 'Title\r\nBcc: victim@example.com'],
    ['a lone LF', 'Title\nX-Injected: yes'],
    ['Unicode line separators', 'Title\u2028Bcc: victim@example.com\u2029'],
  ])('keeps the subject on one line (%s)', async (_name, title) => {
    const { subject } = await build({ title });
    expect(subject).not.toMatch(/[\r\n\u2028\u2029]/);
    expect(subject.startsWith('Title')).toBe(true);
  });

  it('links to the article and carries a visible unsubscribe link to the page', async () => {
    const { html, text } = await build();
    const unsubscribe = `${SITE}/newsletter/unsubscribe?token=v1.unsubscribe.abc.1.sig`;
    expect(html).toContain(`href="${unsubscribe}"`);
    expect(text).toContain(`Unsubscribe: ${unsubscribe}`);
    expect(html).toContain(`href="${SITE}/insights/growth-without-chaos"`);
    expect(text).toContain(`${SITE}/insights/growth-without-chaos`);
  });

  it('has no tracking pixel and no script', async () => {
    const { html } = await build({ content: 'Just text.' });
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<script/i);
  });

  it('marks the test email in its subject and body', async () => {
    const real = await build();
    const test = await build({}, true);
    expect(test.subject).toBe(`${TEST_SUBJECT_PREFIX}${real.subject}`);
    expect(test.text).toContain('This is a test email');
    expect(test.html).toContain('unsubscribes nobody');
    expect(real.html).not.toContain('This is a test email');
  });
});

describe('absoluteLinks', () => {
  it.each([
    ['<a href="/insights/x">x</a>', `<a href="${SITE}/insights/x">x</a>`],
    ['<img src="/images/a.png" alt="">', `<img src="${SITE}/images/a.png" alt="">`],
    ['<a href="https://example.com/">x</a>', '<a href="https://example.com/">x</a>'],
    ['<a href="//cdn.example/x">x</a>', '<a href="//cdn.example/x">x</a>'],
    ['<p>href="/not-an-attribute"</p>', '<p>href="/not-an-attribute"</p>'],
    ['<p>a href=&quot;/text&quot;</p>', '<p>a href=&quot;/text&quot;</p>'],
  ])('rewrites %s', (input, output) => {
    expect(absoluteLinks(input, SITE)).toBe(output);
  });
});

describe('articleUrl', () => {
  it('is the article page under /insights', () => {
    expect(articleUrl(SITE, 'a-b')).toBe(`${SITE}/insights/a-b`);
  });
});
