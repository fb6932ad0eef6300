/**
 * An article date in en-US short form, e.g. 'Jan 15, 2025' (docs/product/site.md#interface-details). Formatted in UTC
 * so the prerendered HTML and the browser agree.
 */
export function formatArticleDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** The hero image of an article: its own image, else the built-in artwork for its slug. */
export function articleImage(article: { slug: string; imageUrl?: string }): string {
  const url = article.imageUrl;
  if (url && (url.startsWith('/') || url.startsWith('https://'))) return url;
  return '/images/insights/default.svg';
}
