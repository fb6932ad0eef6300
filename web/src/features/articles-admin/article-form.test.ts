// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { articleFormSchema, articleInputOf, categoryOptions, isSlugFixed, themeOfImage } from './article-form';

const valid = {
  title: ' Plans ',
  slug: '',
  category: 'Strategic Planning',
  excerpt: 'Why plans matter.',
  content: 'Body',
  imageUrl: '',
  author: 'Daniel Hartley',
};

describe('isSlugFixed', () => {
  it.each([
    ['a new article', undefined, false],
    ['a draft never published', { state: 'draft', publishedAt: '' }, false],
    ['a draft published before', { state: 'draft', publishedAt: '2026-06-01T09:00:00.000Z' }, true],
    ['a scheduled article', { state: 'scheduled', publishedAt: '' }, true],
    ['a published article', { state: 'published', publishedAt: '2026-06-01T09:00:00.000Z' }, true],
  ] as const)('%s: %s', (_, article, fixed) => {
    expect(isSlugFixed(article)).toBe(fixed);
  });
});

describe('articleFormSchema and articleInputOf', () => {
  it('trims the fields and leaves an empty slug and image to the server', () => {
    expect(articleInputOf(articleFormSchema.parse(valid))).toEqual({
      title: 'Plans',
      category: 'Strategic Planning',
      excerpt: 'Why plans matter.',
      content: 'Body',
      author: 'Daniel Hartley',
    });
  });

  it('sends a typed slug and a chosen image', () => {
    const input = articleInputOf(
      articleFormSchema.parse({ ...valid, slug: 'my-plans', imageUrl: '/images/insights/library/growth-1.svg' }),
    );
    expect(input).toMatchObject({ slug: 'my-plans', imageUrl: '/images/insights/library/growth-1.svg' });
  });

  it.each([
    ['slug', 'Not A Slug', 'Use lower-case letters and digits joined by single hyphens'],
    ['slug', 'double--hyphen', 'Use lower-case letters and digits joined by single hyphens'],
    ['title', '   ', 'Enter a title'],
    ['title', 'x'.repeat(161), 'Keep a title within 160 characters'],
    ['category', '', 'Pick a category'],
    ['content', ' \n ', 'Write the article body'],
    ['author', '', 'Enter the author'],
  ])('refuses %s %j with "%s"', (field, value, message) => {
    const result = articleFormSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([field, message]);
  });
});

describe('categoryOptions and themeOfImage', () => {
  it('offers the site categories, plus an article’s own when it is another', () => {
    expect(categoryOptions('')).toHaveLength(4);
    expect(categoryOptions('Business Growth')).toHaveLength(4);
    expect(categoryOptions('Board Matters')).toEqual([...categoryOptions(''), 'Board Matters']);
  });

  it.each([
    ['/images/insights/library/analysis-2.svg', 'analysis'],
    ['/images/insights/library/leadership-3.svg', 'leadership'],
    ['/images/insights/workplace-transformation-roi.svg', 'strategy'],
    [undefined, 'strategy'],
  ])('%s is of theme %s', (url, theme) => {
    expect(themeOfImage(url)).toBe(theme);
  });
});
