import { describe, expect, it } from 'vitest';
import { ARTICLE_IMAGES, IMAGE_THEMES, suggestArticleImage } from './article-images';

const url = (theme: string, n: number) => `/images/insights/library/${theme}-${n}.svg`;

describe('the image library (docs/product/publishing.md#images)', () => {
  it('has three images per theme, each with a text alternative', () => {
    expect(ARTICLE_IMAGES).toHaveLength(IMAGE_THEMES.length * 3);
    for (const theme of IMAGE_THEMES) expect(ARTICLE_IMAGES.filter((image) => image.theme === theme)).toHaveLength(3);
    for (const image of ARTICLE_IMAGES) expect(image.alt.length).toBeGreaterThan(3);
  });
});

describe('suggestArticleImage (docs/product/publishing.md#images)', () => {
  it.each<[string, (string | undefined)[], string]>([
    ['nothing used: the first', [], url('growth', 1)],
    ['the first used: the second', [url('growth', 1)], url('growth', 2)],
    ['two used once: the third', [url('growth', 1), url('growth', 2)], url('growth', 3)],
    ['all used once: the first again', [url('growth', 1), url('growth', 2), url('growth', 3)], url('growth', 1)],
    [
      'repeats count',
      [url('growth', 1), url('growth', 1), url('growth', 2), url('growth', 3), url('growth', 3)],
      url('growth', 2),
    ],
    ['other themes and no image do not count', [url('strategy', 1), undefined, '/images/other.svg'], url('growth', 1)],
  ])('%s', (_case, used, expected) => {
    expect(suggestArticleImage('growth', used).url).toBe(expected);
  });

  it('suggests an image of the chosen theme for every theme', () => {
    for (const theme of IMAGE_THEMES) expect(suggestArticleImage(theme, []).theme).toBe(theme);
  });
});
