import type { Article } from '@meridian/shared/articles/article';
import { BUILT_IN_ARTICLES } from '@meridian/shared/articles/builtin-articles';
import { tableName } from '../../table/table';
import { commitPlan, PlanConditionFailedError, type PlanStep, TransactionConflictError } from '../../table/write-plan';
import { ArticleSlugTakenError } from '../errors';
import { articleKey, legacyArticleKey } from './article-keys';
import { claimSlugStep, type StoredArticle, storedArticleSchema, toArticleItem } from './articles';

/** How often a seeding transaction is retried when a concurrent seeding cancelled it. */
const SEED_ATTEMPTS = 5;

/** One built-in article's seeding: the article, its slug claim, and the removal of its old slug-keyed item. */
async function seedOne(article: StoredArticle): Promise<boolean> {
  const steps: PlanStep[] = [
    {
      name: 'article',
      item: {
        Put: { TableName: tableName(), Item: toArticleItem(article), ConditionExpression: 'attribute_not_exists(pk)' },
      },
    },
    claimSlugStep(article),
  ];
  const legacy = legacyArticleKey(article.slug);
  if (legacy.pk !== articleKey(article.id).pk) {
    // Items written before articles were keyed by id have no `version`; nothing else is removed.
    steps.push({
      name: 'legacyItem',
      item: { Delete: { TableName: tableName(), Key: legacy, ConditionExpression: 'attribute_not_exists(version)' } },
    });
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      await commitPlan(steps);
      return true;
    } catch (error) {
      if (error instanceof PlanConditionFailedError || error instanceof ArticleSlugTakenError) return false;
      if (!(error instanceof TransactionConflictError) || attempt >= SEED_ATTEMPTS) throw error;
    }
  }
}

/**
 * Seeds the built-in articles once as ordinary rows (docs/product/publishing.md#built-in-articles):
 * each article with `version` 1 and its slug claim, in one transaction that also removes the item
 * an older version of the product stored under the slug. An article whose id or slug already
 * exists is left alone, so repeated and concurrent calls never duplicate an article or overwrite
 * staff's edits.
 *
 * @param articles - defaults to the four built-in articles.
 * @returns how many articles this call inserted.
 */
export async function seedBuiltInArticles(articles: readonly Article[] = BUILT_IN_ARTICLES): Promise<number> {
  let inserted = 0;
  for (const article of articles) {
    const stored = storedArticleSchema.parse({ ...article, version: 1 });
    if (await seedOne(stored)) inserted += 1;
  }
  return inserted;
}
