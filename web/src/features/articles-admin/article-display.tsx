import type { ArticleState } from '@meridian/shared/articles/article-admin';
import { Badge, type BadgeVariant } from '../../components/ui/badge';

/**
 * How the articles screens show states and times (docs/product/publishing.md#states): every time is
 * stored in UTC and shown in Europe/London.
 */

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** An ISO-8601 UTC time in London ('1 Feb 2026, 12:00'); '—' when absent or empty. */
export function londonDateTime(iso: string | undefined): string {
  if (!iso) return '—';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : DATE_TIME.format(ms);
}

const STATES: Record<ArticleState, { label: string; variant: BadgeVariant }> = {
  draft: { label: 'Draft', variant: 'secondary' },
  scheduled: { label: 'Scheduled', variant: 'info' },
  published: { label: 'Published', variant: 'success' },
};

/** The badge of an article's state. */
export function StateBadge({ state }: { state: ArticleState }) {
  return <Badge variant={STATES[state].variant}>{STATES[state].label}</Badge>;
}
