import type { Article } from '@meridian/shared/article';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * Bodies of the built-in articles, provided by the prerender only (`entry-server.tsx`). In the
 * browser the bodies of prerendered pages are read back from the page (see
 * {@link readPrerenderedBody}) and otherwise loaded on demand, so the four full texts (~20 KB
 * gzip) never weigh on the article page's JavaScript.
 */
const BuiltInContentContext = createContext<ReadonlyMap<string, string> | null>(null);

/** Provides built-in article bodies by slug (server render). */
export function BuiltInContentProvider({ articles, children }: { articles: readonly Article[]; children: ReactNode }) {
  return (
    <BuiltInContentContext.Provider value={new Map(articles.map((article) => [article.slug, article.content]))}>
      {children}
    </BuiltInContentContext.Provider>
  );
}

/** The server-provided body of a built-in article, if any. */
export function useServerBuiltInContent(slug: string): string | undefined {
  return useContext(BuiltInContentContext)?.get(slug);
}

/** Attribute marking the article body element, holding its slug. */
export const ARTICLE_BODY_ATTRIBUTE = 'data-article-body';

/** The (already sanitised) body of a prerendered article page, read before hydration. */
export function readPrerenderedBody(slug: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const element of document.querySelectorAll<HTMLElement>(`[${ARTICLE_BODY_ATTRIBUTE}]`)) {
    if (element.getAttribute(ARTICLE_BODY_ATTRIBUTE) === slug) return element.innerHTML;
  }
  return undefined;
}

/** Loads a built-in article in full (client fallback when the API has none). */
export async function loadBuiltInArticle(slug: string): Promise<Article | undefined> {
  const { BUILT_IN_ARTICLES } = await import('@meridian/shared/builtin-articles');
  return BUILT_IN_ARTICLES.find((article) => article.slug === slug);
}
