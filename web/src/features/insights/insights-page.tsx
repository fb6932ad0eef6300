import { siteConfig } from '@meridian/shared/site-config';
import { type ReactNode, useState } from 'react';
import { Container, PageHero, Section, SectionHeading } from '../../components/page/page-sections';
import { useArticles } from './api/articles';
import { ArticleCard } from './article-card';
import { articleImage } from './format';
import {
  ARTICLES_ATTRIBUTE,
  readPrerenderedArticles,
  readPrerenderedCardImage,
  useServerArticles,
} from './published-articles';

/** Error text of docs/product/site.md#insights. */
export const ARTICLES_ERROR_TEXT = 'Unable to load articles at this time. Please try again later.';

/**
 * Insights listing (docs/product/site.md#insights): articles from `GET /api/articles` with the
 * loading and error texts; a prerendered page lists the articles it was rendered with until the
 * API answers (and after an error), so its HTML is complete and the answer changes nothing when
 * the list is the same (no loading text over a list; the list's data attribute, read only before
 * hydration, keeps what the page was rendered with); the first card's image inline when the page
 * carries it (kept while the first article's image is the same); the newsletter band around the
 * sign-up form the route passes in (`newsletter`: features do not import each other, the route
 * composes them).
 */
export function InsightsPage({ newsletter }: { newsletter: ReactNode }) {
  const server = useServerArticles();
  const [prerendered] = useState(() => server?.articles ?? readPrerenderedArticles());
  const [firstImage] = useState(() => {
    const first = prerendered?.[0];
    const src = first && (server ? server.inlineImage(articleImage(first)) : readPrerenderedCardImage());
    return first && src ? { url: articleImage(first), src } : undefined;
  });
  const { data, isPending, isError } = useArticles(prerendered);
  const articles = data ?? prerendered ?? [];
  return (
    <>
      <PageHero
        eyebrow="Insights"
        title="Strategic insights for growing companies"
        lead="Practical thinking on strategy, execution and operational excellence, drawn from two decades of leading transformation at global scale."
      />
      <Section aria-labelledby="articles-title">
        <SectionHeading id="articles-title" title="Latest articles" />
        <div className="mt-4 min-h-6 text-sm" aria-live="polite">
          {isPending && articles.length === 0 ? <p className="text-muted-foreground">Loading insights...</p> : null}
          {isError ? (
            <p role="alert" className="font-medium text-destructive">
              {ARTICLES_ERROR_TEXT}
            </p>
          ) : null}
        </div>
        <ul
          className="mt-6 grid gap-8 md:grid-cols-2"
          {...{ [ARTICLES_ATTRIBUTE]: JSON.stringify(prerendered ?? articles) }}
        >
          {articles.map((article, index) => (
            <li key={article.slug}>
              <ArticleCard
                article={article}
                priority={index === 0}
                imageSrc={index === 0 && firstImage?.url === articleImage(article) ? firstImage.src : undefined}
              />
            </li>
          ))}
        </ul>
      </Section>
      <section aria-labelledby="newsletter-title" className="bg-primary py-16 text-white">
        <Container className="grid items-center gap-8 lg:grid-cols-2">
          <div>
            <h2 id="newsletter-title" className="text-3xl font-bold tracking-tight">
              Get our insights in your inbox
            </h2>
            <p className="mt-3 text-lg text-white/85">
              Our newsletter brings you {siteConfig.newsletterCadence} on strategy execution and operational excellence.
              No spam, and you can unsubscribe at any time.
            </p>
          </div>
          {newsletter}
        </Container>
      </section>
    </>
  );
}
