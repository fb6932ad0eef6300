import type { ChangeIndexKey, IndexKey, ItemKey } from '../../table/keys';

/**
 * The keys of articles in the one table (docs/architecture.md, "Single-table design";
 * docs/decisions/028-article-storage-and-scheduled-publishing.md): the article item keyed by its id
 * (so a draft can change its slug), one slug claim per slug (unique slugs, and the public lookup
 * by address), the gsi1 partition of published articles (the public listing) and the gsi2
 * partition of every article (the CRM's listing, newest change first). `keys.ts` re-exports these
 * builders and adds {@link ARTICLE_LEADING_KEYS} to its `LEADING_KEYS`.
 */

const ARTICLE = 'ARTICLE#';
const ARTICLE_SK = 'ARTICLE';
const ARTICLE_SLUG = 'ARTICLE_SLUG#';
const ARTICLE_SLUG_SK = 'ARTICLE_SLUG';
const ARTICLES_PUBLISHED = 'ARTICLES_PUBLISHED';
const ARTICLES = 'ARTICLES';

/** An article: `ARTICLE#<id>` / `ARTICLE`. */
export const articleKey = (articleId: string): ItemKey => ({ pk: `${ARTICLE}${articleId}`, sk: ARTICLE_SK });

/**
 * Where an article was stored before articles were keyed by id: `ARTICLE#<slug>` / `ARTICLE`.
 * Only the start-up seeding reads it, to replace such items (`seedBuiltInArticles`).
 */
export const legacyArticleKey = (slug: string): ItemKey => ({ pk: `${ARTICLE}${slug}`, sk: ARTICLE_SK });

/**
 * The claim of a slug: `ARTICLE_SLUG#<slug>` / `ARTICLE_SLUG`, holding the `articleId` that owns
 * it (docs/product/publishing.md#slug). Created with a conditional put in the same transaction as
 * the article, so two articles can never hold one slug.
 */
export const articleSlugKey = (slug: string): ItemKey => ({ pk: `${ARTICLE_SLUG}${slug}`, sk: ARTICLE_SLUG_SK });

/** gsi1 partition of published articles. */
export const ARTICLE_INDEX_PARTITION = ARTICLES_PUBLISHED;

/** A published article's gsi1 attributes: `ARTICLES_PUBLISHED` / `<publishedAt>#<id>`. */
export const articleIndexKey = (publishedAt: string, articleId: string): IndexKey => ({
  gsi1pk: ARTICLES_PUBLISHED,
  gsi1sk: `${publishedAt}#${articleId}`,
});

/** gsi2 partition of every article, whatever its state (the CRM's listing). */
export const ARTICLE_ADMIN_INDEX_PARTITION = ARTICLES;

/** An article's gsi2 attributes: `ARTICLES` / `<updatedAt>#<id>`. */
export const articleAdminIndexKey = (updatedAt: string, articleId: string): ChangeIndexKey => ({
  gsi2pk: ARTICLES,
  gsi2sk: `${updatedAt}#${articleId}`,
});

/** The `dynamodb:LeadingKeys` patterns of article items and index partitions (part of `LEADING_KEYS`). */
export const ARTICLE_LEADING_KEYS = {
  article: `${ARTICLE}*`,
  articleSlug: `${ARTICLE_SLUG}*`,
  articleIndex: ARTICLES_PUBLISHED,
  articleAdminIndex: ARTICLES,
} as const;
