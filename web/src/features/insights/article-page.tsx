import type { Article } from '@meridian/shared/article';
import { BUILT_IN_ARTICLE_SUMMARIES } from '@meridian/shared/builtin-article-summaries';
import { ArrowLeft } from '../../components/ui/icons/arrow-left';
import { Clock } from '../../components/ui/icons/clock';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Container, CtaLink } from '../../components/page/page-sections';
import { Badge } from '../../components/ui/badge';
import { absoluteUrl } from '../../config/site';
import { trackEvent } from '../../lib/analytics';
import { useSanitizedHtml } from '../../lib/sanitize';
import { scrollToTopSoon } from '../../lib/scroll';
import { PageMeta } from '../../lib/seo';
import { useArticle } from './api/articles';
import {
  ARTICLE_BODY_ATTRIBUTE,
  loadBuiltInArticle,
  readPrerenderedBody,
  useServerBuiltInContent,
} from './builtin-content';
import { articleImage, formatArticleDate } from './format';
import { ShareButton } from './share-button';

/** schema.org Article of an article page. */
export function articleJsonLd(article: Article): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    image: absoluteUrl(articleImage(article)),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: { '@type': 'Person', name: article.author },
    publisher: {
      '@type': 'Organization',
      name: 'Meridian Advisory',
      logo: { '@type': 'ImageObject', url: absoluteUrl('/images/logo.svg') },
    },
    mainEntityOfPage: absoluteUrl(`/insights/${article.slug}`),
    articleSection: article.category,
  };
}

/**
 * Article page (docs/product/site.md#insights): from `GET /api/articles/:slug`, falling back to the
 * built-in article of that slug; 'Article Not Found' otherwise. The body is sanitised rich text.
 */
export function ArticlePage({ slug }: { slug: string }) {
  const { data, isPending } = useArticle(slug);
  const summary = BUILT_IN_ARTICLE_SUMMARIES.find((article) => article.slug === slug);
  const serverContent = useServerBuiltInContent(slug);
  const [prerenderedContent] = useState(() => readPrerenderedBody(slug));
  const [loadedBuiltIn, setLoadedBuiltIn] = useState<Article | null>(null);
  const initialContent = serverContent ?? prerenderedContent;
  const builtIn = summary && initialContent !== undefined ? { ...summary, content: initialContent } : loadedBuiltIn;
  const article = data ?? builtIn ?? null;
  const needsBuiltIn = !isPending && !data && summary !== undefined && builtIn === null;

  useEffect(() => {
    if (!needsBuiltIn) return;
    let cancelled = false;
    void loadBuiltInArticle(slug).then((loaded) => {
      if (!cancelled && loaded) setLoadedBuiltIn(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [needsBuiltIn, slug]);

  useEffect(() => {
    if (article) trackEvent('article_view', { category: 'content', label: slug });
  }, [article, slug]);

  if (!article && (isPending || needsBuiltIn)) {
    return (
      <Container className="py-24 text-center">
        <PageMeta title="Insights" description="Loading article." path={`/insights/${slug}`} noindex />
        <p role="status" className="text-muted-foreground">
          Loading article...
        </p>
      </Container>
    );
  }
  if (!article) return <ArticleNotFound slug={slug} />;
  // The prerendered body read back from the page was sanitised at build time.
  const preSanitized =
    !data && serverContent === undefined && prerenderedContent !== undefined && article.content === prerenderedContent;
  return <ArticleView article={article} preSanitized={preSanitized} />;
}

function ArticleNotFound({ slug }: { slug: string }) {
  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center py-24 text-center">
      <PageMeta
        title="Article Not Found"
        description="The article you're looking for doesn't exist."
        path={`/insights/${slug}`}
        noindex
      />
      <h1 className="text-3xl font-bold text-primary">Article Not Found</h1>
      <p className="mt-3 text-muted-foreground">The article you're looking for doesn't exist.</p>
      <CtaLink to="/insights" variant="default" className="mt-8">
        <ArrowLeft aria-hidden="true" />
        Back to Insights
      </CtaLink>
    </Container>
  );
}

function ArticleView({ article, preSanitized }: { article: Article; preSanitized: boolean }) {
  const html = useSanitizedHtml(article.content, preSanitized);
  const path = `/insights/${article.slug}`;
  return (
    <article>
      <PageMeta
        title={article.title}
        description={article.excerpt}
        path={path}
        type="article"
        image={articleImage(article)}
        jsonLd={[articleJsonLd(article)]}
      />
      <Container className="max-w-4xl pt-10">
        <Link
          to="/insights"
          onClick={scrollToTopSoon}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-teal underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Insights
        </Link>
        <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <Badge variant="accent">{article.category}</Badge>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {article.readTime} min read
          </span>
          <time dateTime={article.publishedAt}>{formatArticleDate(article.publishedAt)}</time>
        </div>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-primary text-balance sm:text-5xl">
          {article.title}
        </h1>
        <p className="mt-4 text-xl leading-relaxed text-muted-foreground">{article.excerpt}</p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-y border-border py-4">
          <p className="text-sm">
            By <span className="font-semibold text-foreground">{article.author}</span>
          </p>
          <ShareButton path={path} title={article.title} summary={article.excerpt} label="Share on LinkedIn" />
        </div>
      </Container>
      <Container className="max-w-5xl pt-8">
        <img
          src={articleImage(article)}
          alt=""
          width={1200}
          height={600}
          fetchPriority="high"
          className="aspect-video w-full rounded-xl bg-muted object-cover"
        />
      </Container>
      <Container className="max-w-3xl py-12">
        {html === null ? (
          <p role="status" className="text-muted-foreground">
            Loading article...
          </p>
        ) : (
          <div
            className="prose-article"
            {...{ [ARTICLE_BODY_ATTRIBUTE]: article.slug }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: article rich text sanitised with DOMPurify (useSanitizedHtml)
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
      </Container>
      <section aria-labelledby="article-cta-title" className="bg-primary py-16 text-white">
        <Container className="max-w-3xl text-center">
          <h2 id="article-cta-title" className="text-3xl font-bold tracking-tight text-balance">
            Ready to Bridge Your Strategy-Execution Gap?
          </h2>
          <p className="mt-4 text-lg text-white/85">
            Join the 33% of companies that successfully execute their strategic plans. Our free assessment shows where
            your execution gaps are and what to do about them.
          </p>
          <CtaLink
            to="/contact"
            className="mt-8"
            onClick={() =>
              trackEvent('article_cta_click', { category: 'conversion', label: article.slug || 'unknown' })
            }
          >
            Schedule Your Free Strategic Assessment
          </CtaLink>
        </Container>
      </section>
    </article>
  );
}
