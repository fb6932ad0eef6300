import { describe, expect, it } from 'vitest';
import { countOf, formatPounds, formatPoundsK } from './format';

describe('formatPoundsK', () => {
  it.each<[number | null | undefined, string]>([
    [45_000, '£45K'],
    [2_500, '£2.5K'],
    [2_549, '£2.5K'],
    [2_550, '£2.6K'],
    [999, '£1K'],
    [40, '£0K'],
    [0, '£0K'],
    [1_250_000, '£1,250K'],
    [undefined, '?'],
    [null, '?'],
    [-5_000, '?'],
    [Number.NaN, '?'],
    [Number.POSITIVE_INFINITY, '?'],
  ])('%s -> %s', (pounds, label) => {
    expect(formatPoundsK(pounds)).toBe(label);
  });
});

describe('formatPounds', () => {
  it.each<[number | null | undefined, string]>([
    [50_000, '£50,000'],
    [1_234_567, '£1,234,567'],
    [12_499.6, '£12,500'],
    [0, '£0'],
    [undefined, '?'],
    [-1, '?'],
  ])('%s -> %s', (pounds, label) => {
    expect(formatPounds(pounds)).toBe(label);
  });
});

// The CRM dashboard shows every money figure one way, in full (docs/product/dashboard.md#money).
describe('dashboard money: formatPounds beside formatPoundsK', () => {
  it.each<[number | null | undefined, string, string]>([
    [0, '£0', '£0K'],
    [499, '£499', '£0.5K'],
    [500, '£500', '£0.5K'],
    [2_500, '£2,500', '£2.5K'],
    [25_000, '£25,000', '£25K'],
    [101_400, '£101,400', '£101.4K'],
    [1_250_000, '£1,250,000', '£1,250K'],
    [undefined, '?', '?'],
    [null, '?', '?'],
  ])('%s -> %s in full (%s in a list)', (pounds, full, thousands) => {
    expect(formatPounds(pounds)).toBe(full);
    expect(formatPoundsK(pounds)).toBe(thousands);
  });
});

describe('countOf', () => {
  it.each([
    [0, 'lead', undefined, '0 leads'],
    [1, 'lead', undefined, '1 lead'],
    [2, 'lead', undefined, '2 leads'],
    [1, 'lost deal', undefined, '1 lost deal'],
    [42, 'lost deal', undefined, '42 lost deals'],
    [1, 'day', undefined, '1 day'],
    [3, 'reply', 'replies', '3 replies'],
    [1, 'reply', 'replies', '1 reply'],
  ])('%i %s (plural %s) reads "%s"', (count, singular, plural, expected) => {
    expect(countOf(count, singular, plural)).toBe(expected);
  });
});
