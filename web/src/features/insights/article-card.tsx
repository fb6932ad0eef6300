import type { ArticleSummary } from '@meridian/shared/articles/article';
import { Clock } from '../../components/ui/icons/clock';
import { Link } from 'react-router';
import { PrerenderedTime } from '../../components/page/prerendered-time';
import { Badge } from '../../components/ui/badge';
import { scrollToTopSoon } from '../../lib/scroll';
import { ARTICLE_DATE_FORMAT, articleImage, formatArticleDate } from './format';
import { ARTICLE_HERO_ATTRIBUTE } from './published-articles';
import { ShareButton } from './share-button';

/**
 * An article in the listing: image, category badge, read time, date, title, excerpt, share control.
 * `priority` marks the first card, whose image is above the fold on phones (the page's LCP
 * element): loaded eagerly with high fetch priority instead of lazily after layout, and marked so
 * that hydration reads back its `src`. `imageSrc` is that `src` when the page carries the image
 * inline (docs/decisions/065-listing-first-card-image-inline.md); else the article's image URL.
 */
export function ArticleCard({
  article,
  priority = false,
  imageSrc,
}: {
  article: ArticleSummary;
  priority?: boolean;
  imageSrc?: string;
}) {
  const path = `/insights/${article.slug}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <img
        src={imageSrc ?? articleImage(article)}
        {...(priority ? { [ARTICLE_HERO_ATTRIBUTE]: '' } : {})}
        alt=""
        width={1200}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        className="aspect-video w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <Badge variant="accent">{article.category}</Badge>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {article.readTime} min read
          </span>
          <PrerenderedTime dateTime={article.publishedAt} formatName={ARTICLE_DATE_FORMAT} format={formatArticleDate} />
        </div>
        <h3 className="mt-3 text-xl font-semibold leading-snug text-primary">
          <Link to={path} onClick={scrollToTopSoon} className="hover:underline">
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 leading-relaxed text-muted-foreground">{article.excerpt}</p>
        <div className="mt-4 flex items-center justify-between">
          <Link
            to={path}
            onClick={scrollToTopSoon}
            className="font-semibold text-brand-teal underline-offset-4 hover:underline"
          >
            Read the article<span className="sr-only">: {article.title}</span>
          </Link>
          <ShareButton path={path} title={article.title} summary={article.excerpt} />
        </div>
      </div>
    </article>
  );
}
