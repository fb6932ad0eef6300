/**
 * An article date the UK way, e.g. '26 Nov 2026' (docs/product/site.md#interface-details): the day
 * of publication in Europe/London, named explicitly so the prerendered HTML and the browser agree.
 */
export function formatArticleDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
}

/** The hero image of an article: its own image, else the built-in artwork for its slug. */
export function articleImage(article: { slug: string; imageUrl?: string }): string {
  const url = article.imageUrl;
  if (url && (url.startsWith('/') || url.startsWith('https://'))) return url;
  return '/images/insights/default.svg';
}
