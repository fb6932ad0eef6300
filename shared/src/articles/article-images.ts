/**
 * The image library of article hero images (docs/product/publishing.md#images): 1200x600 artwork
 * under `/images/insights/library/`, grouped by theme. The editor suggests the least-used image of
 * the chosen theme.
 */

export const IMAGE_THEMES = ['strategy', 'operations', 'leadership', 'growth', 'analysis'] as const;
export type ImageTheme = (typeof IMAGE_THEMES)[number];

/** One library image: its site path, theme and the text alternative shown with it. */
export interface LibraryImage {
  url: string;
  theme: ImageTheme;
  alt: string;
}

const DESCRIPTIONS: Record<ImageTheme, readonly string[]> = {
  strategy: ['Paths converging on a target', 'A map with a chosen route', 'Layered horizons'],
  operations: ['Interlocking gears', 'A flowing process line', 'Stacked building blocks'],
  leadership: ['A figure ahead of a group', 'A compass rose', 'Connected team nodes'],
  growth: ['A rising curve', 'Ascending bars', 'A branching tree'],
  analysis: ['A magnified chart', 'A scatter of data points', 'A dashboard of gauges'],
};

/** Every library image, three per theme: `/images/insights/library/<theme>-<n>.svg`. */
export const ARTICLE_IMAGES: readonly LibraryImage[] = IMAGE_THEMES.flatMap((theme) =>
  DESCRIPTIONS[theme].map((alt, index) => ({ url: `/images/insights/library/${theme}-${index + 1}.svg`, theme, alt })),
);

/**
 * The image to suggest for a theme (docs/product/publishing.md#images): the library image of that
 * theme used by the fewest articles (ties: library order).
 * @param usedUrls - `imageUrl` of every existing article (repeats count).
 */
export function suggestArticleImage(theme: ImageTheme, usedUrls: readonly (string | undefined)[]): LibraryImage {
  const candidates = ARTICLE_IMAGES.filter((image) => image.theme === theme);
  const uses = (url: string) => usedUrls.filter((used) => used === url).length;
  return candidates.reduce((best, image) => (uses(image.url) < uses(best.url) ? image : best));
}
