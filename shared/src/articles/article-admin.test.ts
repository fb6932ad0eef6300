import { describe, expect, it } from 'vitest';
import { SINGLE_LINE_MESSAGE } from '../fields';
import {
  articleInputSchema,
  articlePublishSchema,
  articleStateOf,
  readTimeMinutes,
  slugify,
  WORDS_PER_MINUTE,
} from './article-admin';
import { BUILT_IN_ARTICLES } from './builtin-articles';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('slugify (docs/product/publishing.md#slug)', () => {
  it.each([
    ['The SME Transformation Paradox', 'the-sme-transformation-paradox'],
    ['Café growth & scale', 'cafe-growth-and-scale'],
    ['Why 67% of Strategic Plans Fail: The Hidden Gaps', 'why-67-of-strategic-plans-fail-the-hidden-gaps'],
    ['  --Leading   and trailing--  ', 'leading-and-trailing'],
    ['Ærø Ångström naïve', 'r-angstrom-naive'],
    ['!!!', 'article'],
    ['', 'article'],
    ['日本語のタイトル', 'article'],
    [`${'a'.repeat(99)} b`, 'a'.repeat(99)],
    [`${'word '.repeat(40)}`, `${'word-'.repeat(20)}`.slice(0, 99)],
  ])('%j -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(slugify(title)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(slugify(title).length).toBeLessThanOrEqual(100);
  });
});

describe('readTimeMinutes (docs/product/publishing.md#read-time)', () => {
  it.each([
    ['empty', '', 1],
    ['one word', 'Hello', 1],
    ['exactly 200 words', words(WORDS_PER_MINUTE), 1],
    ['201 words', words(WORDS_PER_MINUTE + 1), 2],
    ['1,000 words', words(1000), 5],
    ['Markdown punctuation is not a word', `## Heading\n\n- one\n- two\n\n> three\n\n---\n\n**four** _five_`, 1],
    ['link targets and images do not count', `${words(199)} [text](https://example.com/a/b/c) ![alt](/i.svg)`, 1],
    ['link text counts', `${words(200)} [more](https://example.com)`, 2],
    ['a link text over two words', `${words(199)} [two words](https://example.com/a)`, 2],
    ['an image alt text over two words', `${words(200)} ![a chart](/i.svg)`, 1],
    ['brackets that open no link', `${words(199)} [one] (two) [three](`, 2],
  ])('%s: %i minute(s)', (_case, markdown, minutes) => {
    expect(readTimeMinutes(markdown)).toBe(minutes);
  });

  it.each([
    ['[', '['],
    ['![', '!['],
    ['[](', '[]('],
    ['](', ']('],
  ])('counts a body of 100,000 %j in linear time', (_label, unit) => {
    const body = `${unit.repeat(Math.ceil(100_000 / unit.length))} ${words(250)}`;
    const started = performance.now();
    expect(readTimeMinutes(body)).toBe(2);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('the built-in articles (docs/product/publishing.md#built-in-articles)', () => {
  it.each(BUILT_IN_ARTICLES.map((article) => [article.slug, article] as const))(
    '%s states the read time of its body',
    (_slug, article) => {
      expect(article.readTime).toBe(readTimeMinutes(article.content));
    },
  );
});

describe('articleStateOf (docs/product/publishing.md#states)', () => {
  it.each([
    [{ published: false }, 'draft'],
    [{ published: false, scheduledAt: '2030-01-01T09:00:00.000Z' }, 'scheduled'],
    [{ published: true }, 'published'],
    [{ published: true, scheduledAt: '2030-01-01T09:00:00.000Z' }, 'published'],
  ] as const)('%j is %s', (fields, state) => {
    expect(articleStateOf(fields)).toBe(state);
  });
});

describe('request schemas', () => {
  const input = { title: 'T', category: 'C', excerpt: 'E', content: 'Body', author: 'A' };
  it('accepts a draft without a slug and refuses malformed slugs', () => {
    expect(articleInputSchema.safeParse(input).success).toBe(true);
    for (const slug of ['Upper', 'two--hyphens', '-lead', 'trail-', 'sp ace', 'a'.repeat(101)])
      expect(articleInputSchema.safeParse({ ...input, slug }).success).toBe(false);
  });

  it.each(['title', 'category', 'author'] as const)('%s: one line, trimmed, within its limit', (field) => {
    expect(articleInputSchema.parse({ ...input, [field]: '  Growth, in 2030  ' })[field]).toBe('Growth, in 2030');
    expect(articleInputSchema.safeParse({ ...input, [field]: '   ' }).success).toBe(false);
    expect(articleInputSchema.safeParse({ ...input, [field]: 'x'.repeat(161) }).success).toBe(false);
  });

  it.each([
    ['a line feed', 'Growth\nBcc: someone'],
    ['a carriage return', 'Growth\rplan'],
    ['a NUL', 'Growth\u0000plan'],
    ['a tab', 'Growth\tplan'],
    ['a line separator', 'Growth\u2028plan'],
    ['a paragraph separator', 'Growth\u2029plan'],
    ['a right-to-left override', 'Growth \u202eNALP'],
    ['a left-to-right embedding', 'Growth \u202aplan'],
    ['a first-strong isolate', 'Growth \u2068plan'],
    ['a pop directional isolate', 'Growth \u2069plan'],
  ])('refuses %s in the title, the category and the author', (_label, value) => {
    for (const field of ['title', 'category', 'author'] as const) {
      const result = articleInputSchema.safeParse({ ...input, [field]: value });
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message: SINGLE_LINE_MESSAGE })]);
    }
  });

  it('takes a publication time only with a zone', () => {
    expect(articlePublishSchema.safeParse({ version: 1 }).success).toBe(true);
    expect(articlePublishSchema.safeParse({ at: '2030-01-01T09:00:00Z', version: 1 }).success).toBe(true);
    expect(articlePublishSchema.safeParse({ at: '2030-06-01T10:00:00+01:00', version: 1 }).success).toBe(true);
    for (const at of ['2030-01-01T09:00:00', 'tomorrow', '2030-13-01T09:00:00Z'])
      expect(articlePublishSchema.safeParse({ at, version: 1 }).success).toBe(false);
    expect(articlePublishSchema.safeParse({ at: '2030-01-01T09:00:00Z' }).success).toBe(false);
  });
});
