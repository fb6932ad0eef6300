/** The format name of article dates on their `<time>` elements (`PrerenderedTime`). */
export const ARTICLE_DATE_FORMAT = 'article-date';

// One formatter, made by the first date shown (making it loads the zone's rules). Not shared/london-day's
// helper: the build makes that module a chunk shared with the CRM, which the insights pages would then
// load whole (0.5 KB gzip more each, measured).
let articleDateFormat: Intl.DateTimeFormat | undefined;

/**
 * An article date the UK way, e.g. '26 Nov 2026' (docs/product/site.md#interface-details): the day
 * of publication in Europe/London, named explicitly so the prerendered HTML and the browser agree.
 * Returns '' for an unreadable date.
 */
export function formatArticleDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  articleDateFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
  return articleDateFormat.format(date);
}

/** The hero image of an article: its own image, else the built-in artwork for its slug. */
export function articleImage(article: { slug: string; imageUrl?: string }): string {
  const url = article.imageUrl;
  if (url && (url.startsWith('/') || url.startsWith('https://'))) return url;
  return '/images/insights/default.svg';
}
