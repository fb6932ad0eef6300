import { describe, expect, it } from 'vitest';
import { articleImage, formatArticleDate } from './format';

describe('formatArticleDate', () => {
  it.each([
    ['2026-11-26T09:00:00.000Z', '26 Nov 2026'],
    // The day in Europe/London, across both clock changes of 2026 (29 March and 25 October).
    ['2026-03-28T23:30:00.000Z', '28 Mar 2026'],
    ['2026-03-29T00:30:00.000Z', '29 Mar 2026'],
    ['2026-03-29T23:30:00.000Z', '30 Mar 2026'],
    ['2026-06-30T23:30:00.000Z', '1 Jul 2026'],
    ['2026-10-24T23:30:00.000Z', '25 Oct 2026'],
    ['2026-10-25T23:30:00.000Z', '25 Oct 2026'],
    ['2026-12-31T23:59:59.000Z', '31 Dec 2026'],
    ['2026-09-01', '1 Sept 2026'],
    ['not a date', ''],
    ['', ''],
  ])('%s is shown as %j', (iso, shown) => {
    expect(formatArticleDate(iso)).toBe(shown);
  });
});

describe('articleImage', () => {
  it.each([
    [{ slug: 'a', imageUrl: '/images/insights/library/strategy-1.svg' }, '/images/insights/library/strategy-1.svg'],
    [{ slug: 'a', imageUrl: 'https://cdn.example.com/a.webp' }, 'https://cdn.example.com/a.webp'],
    [{ slug: 'a', imageUrl: 'javascript:alert(1)' }, '/images/insights/default.svg'],
    [{ slug: 'a', imageUrl: 'http://insecure.example.com/a.png' }, '/images/insights/default.svg'],
    [{ slug: 'a' }, '/images/insights/default.svg'],
  ])('%j uses %s', (article, url) => {
    expect(articleImage(article)).toBe(url);
  });
});
