import type { ArticleSummary } from '@meridian/shared/articles/article';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the server render knows about the published articles (`entry-server.tsx`: the build passes
 * the built-in ones, the render function the table's, docs/product/publishing.md#publishing): the
 * listing, newest first, and each article's body as HTML already rendered from its Markdown.
 */
export interface ServerArticles {
  articles: readonly ArticleSummary[];
  /** Body HTML of the published article `slug` (undefined when none has that slug). */
  bodyHtml: (slug: string) => string | undefined;
  /**
   * The `data:` URI of the site's own image at `url` (e.g. '/images/insights/library/strategy-1.svg')
   * when the page carries it inline, else undefined (docs/decisions/060-inline-favicon-and-article-heroes.md).
   */
  inlineImage: (url: string) => string | undefined;
}

const ServerArticlesContext = createContext<ServerArticles | null>(null);

/** Provides the published articles to the server render. */
export function ServerArticlesProvider({ value, children }: { value: ServerArticles; children: ReactNode }) {
  return <ServerArticlesContext.Provider value={value}>{children}</ServerArticlesContext.Provider>;
}

/** The published articles of the server render (null in the browser). */
export function useServerArticles(): ServerArticles | null {
  return useContext(ServerArticlesContext);
}

/**
 * Attributes that carry a prerendered page's article data into the browser, so hydration renders
 * exactly what the server did before the API answers, with no extra JavaScript and no inline
 * script: the listing's summaries (JSON) on its list, an article's summary (JSON) on the
 * `<article>`, and its slug on the body element, whose HTML is read back as it is.
 */
export const ARTICLES_ATTRIBUTE = 'data-articles';
export const ARTICLE_ATTRIBUTE = 'data-article';
export const ARTICLE_BODY_ATTRIBUTE = 'data-article-body';
/**
 * Marks an article's hero image (on its page, and on the listing's first card), whose `src` (a URL
 * or the image inline) is read back as it is.
 */
export const ARTICLE_HERO_ATTRIBUTE = 'data-article-hero';

function parseJson<T>(text: string | null | undefined): T | undefined {
  try {
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** The summaries of the prerendered listing on the page, read before hydration. */
export function readPrerenderedArticles(): ArticleSummary[] | undefined {
  if (typeof document === 'undefined') return undefined;
  return parseJson(document.querySelector(`[${ARTICLES_ATTRIBUTE}]`)?.getAttribute(ARTICLES_ATTRIBUTE));
}

/**
 * The `src` the prerendered listing's first card image was rendered with (the image inline as a
 * `data:` URI, or its URL), read before hydration; undefined when the page has no such card.
 */
export function readPrerenderedCardImage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return (
    document.querySelector(`[${ARTICLES_ATTRIBUTE}] img[${ARTICLE_HERO_ATTRIBUTE}]`)?.getAttribute('src') ?? undefined
  );
}

/**
 * A prerendered article on the page: its summary, its body HTML (rendered on the server) and the
 * `src` its hero image was rendered with (its URL, or the image inline as a `data:` URI).
 */
export interface PrerenderedArticle {
  article: ArticleSummary;
  html: string;
  heroSrc?: string;
}

/** The prerendered article `slug` on the page, read before hydration (undefined when absent). */
export function readPrerenderedArticle(slug: string): PrerenderedArticle | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const body of document.querySelectorAll(`[${ARTICLE_BODY_ATTRIBUTE}]`)) {
    if (body.getAttribute(ARTICLE_BODY_ATTRIBUTE) !== slug) continue;
    const element = body.closest(`[${ARTICLE_ATTRIBUTE}]`);
    const article = parseJson<ArticleSummary>(element?.getAttribute(ARTICLE_ATTRIBUTE));
    const heroSrc = element?.querySelector(`img[${ARTICLE_HERO_ATTRIBUTE}]`)?.getAttribute('src') ?? undefined;
    return article ? { article, html: body.innerHTML, heroSrc } : undefined;
  }
  return undefined;
}
