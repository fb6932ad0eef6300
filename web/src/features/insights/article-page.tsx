import type { Article, ArticleSummary } from '@meridian/shared/articles/article';
import { ArrowLeft } from '../../components/ui/icons/arrow-left';
import { Clock } from '../../components/ui/icons/clock';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Container, CtaLink } from '../../components/page/page-sections';
import { PrerenderedTime } from '../../components/page/prerendered-time';
import { Badge } from '../../components/ui/badge';
import { absoluteUrl } from '../../config/site';
import { trackEvent } from '../../lib/analytics';
import { useArticleHtml } from '../../lib/sanitize';
import { scrollToTopSoon } from '../../lib/scroll';
import { PageMeta } from '../../lib/seo';
import { useArticle } from './api/articles';
import {
  ARTICLE_ATTRIBUTE,
  ARTICLE_BODY_ATTRIBUTE,
  ARTICLE_HERO_ATTRIBUTE,
  type PrerenderedArticle,
  readPrerenderedArticle,
  useServerArticles,
} from './published-articles';
import { ARTICLE_DATE_FORMAT, articleImage, formatArticleDate } from './format';
import { ShareButton } from './share-button';

/** schema.org Article of an article page. */
export function articleJsonLd(article: ArticleSummary): Record<string, unknown> {
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
 * Article page (docs/product/site.md#insights): from `GET /api/articles/:slug`; 'Article Not Found'
 * when the server has no such published article. A prerendered page shows the article it was
 * rendered with until the API answers (the server render's articles, read back from the page in
 * the browser); the body is Markdown rendered to sanitised HTML (docs/product/publishing.md#markdown).
 */
export function ArticlePage({ slug }: { slug: string }) {
  const server = useServerArticles();
  const [prerendered] = useState<PrerenderedArticle | undefined>(() => {
    const article = server?.articles.find((item) => item.slug === slug);
    const html = server?.bodyHtml(slug);
    if (!article || html === undefined) return readPrerenderedArticle(slug);
    return { article, html, heroSrc: server?.inlineImage(articleImage(article)) };
  });
  const { data, isPending } = useArticle(slug, prerendered?.article.updatedAt);
  // null: the server has no such published article (any longer).
  const article = data === null ? null : data ? summaryOf(data) : (prerendered?.article ?? null);

  const found = article !== null;
  useEffect(() => {
    if (found) trackEvent('article_view', { category: 'content', label: slug });
  }, [found, slug]);

  if (!article && isPending) {
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
  // The page already shows this version of the article: its Markdown needs no rendering here.
  const shown = prerendered?.article.updatedAt === data?.updatedAt;
  return (
    <ArticleView
      article={article}
      markdown={shown ? undefined : data?.content}
      html={prerendered?.html}
      rendered={prerendered?.article}
      renderedHeroSrc={prerendered?.heroSrc}
    />
  );
}

function summaryOf({ content: _content, ...summary }: Article): ArticleSummary {
  return summary;
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

/**
 * The article: `markdown` (from the API) is rendered in the browser, the renderer loaded on demand;
 * until then, and when there is none, the server-rendered body `html` is shown. The data attribute
 * (read only before hydration) keeps the summary the page was `rendered` with, so the API's answer
 * changes nothing on the page when the article has not changed. The hero keeps the `src` it was
 * rendered with (the site's own artwork is inline in a prerendered page, so that it paints with the
 * text: docs/decisions/060-inline-favicon-and-article-heroes.md) while the image is the same.
 */
function ArticleView({
  article,
  markdown,
  html: serverHtml,
  rendered,
  renderedHeroSrc,
}: {
  article: ArticleSummary;
  markdown?: string;
  html?: string;
  rendered?: ArticleSummary;
  renderedHeroSrc?: string;
}) {
  const html = useArticleHtml(markdown, serverHtml ?? null);
  const path = `/insights/${article.slug}`;
  const image = articleImage(article);
  const heroSrc = rendered && renderedHeroSrc && articleImage(rendered) === image ? renderedHeroSrc : image;
  return (
    <article {...{ [ARTICLE_ATTRIBUTE]: JSON.stringify(rendered ?? article) }}>
      <PageMeta
        title={article.title}
        description={article.excerpt}
        path={path}
        type="article"
        image={image}
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
          <PrerenderedTime dateTime={article.publishedAt} formatName={ARTICLE_DATE_FORMAT} format={formatArticleDate} />
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
          src={heroSrc}
          {...{ [ARTICLE_HERO_ATTRIBUTE]: '' }}
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
            // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered with raw HTML off (and DOMPurify in the browser), useArticleHtml
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
