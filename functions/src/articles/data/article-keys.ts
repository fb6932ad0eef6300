import { type ChangeIndexKey, INDEX_PARTITIONS, type IndexKey, type ItemKey, ITEM_TYPES } from '../../table/item-types';

/**
 * The keys of articles in the one table (docs/architecture.md, "Single-table design";
 * docs/decisions/028-article-storage-and-scheduled-publishing.md): the article item keyed by its id
 * (so a draft can change its slug), one slug claim per slug (unique slugs, and the public lookup
 * by address), the gsi1 partition of published articles (the public listing) and the gsi2
 * partition of every article (the CRM's listing, newest change first), built from the item types'
 * description (`table/item-types.ts`, which also gives their `LeadingKeys` patterns).
 */

const ARTICLE = ITEM_TYPES.article;
const ARTICLE_SLUG = ITEM_TYPES.articleSlug;
const ARTICLES_PUBLISHED = INDEX_PARTITIONS.articleIndex.pk;
const ARTICLES = INDEX_PARTITIONS.articleAdminIndex.pk;

/** An article: `ARTICLE#<id>` / `ARTICLE`. */
export const articleKey = (articleId: string): ItemKey => ({
  pk: `${ARTICLE.pk}${articleId}`,
  sk: ARTICLE.sk,
});

/**
 * Where an article was stored before articles were keyed by id: `ARTICLE#<slug>` / `ARTICLE`.
 * Only the start-up seeding reads it, to replace such items (`seedBuiltInArticles`).
 */
export const legacyArticleKey = (slug: string): ItemKey => ({ pk: `${ARTICLE.pk}${slug}`, sk: ARTICLE.sk });

/**
 * The claim of a slug: `ARTICLE_SLUG#<slug>` / `ARTICLE_SLUG`, holding the `articleId` that owns
 * it (docs/product/publishing.md#slug). Created with a conditional put in the same transaction as
 * the article, so two articles can never hold one slug.
 */
export const articleSlugKey = (slug: string): ItemKey => ({
  pk: `${ARTICLE_SLUG.pk}${slug}`,
  sk: ARTICLE_SLUG.sk,
});

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
