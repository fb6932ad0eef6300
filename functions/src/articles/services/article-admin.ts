import { randomUUID } from 'node:crypto';
import {
  ARTICLE_LIMITS,
  type AdminArticle,
  type ArticleInput,
  type ArticlePublishRequest,
  readTimeMinutes,
  slugify,
} from '@meridian/shared/articles/article-admin';
import { createArticle, getArticle, replaceArticle, type StoredArticle } from '../data/articles';
import {
  ArticleScheduleError,
  ArticleSlugFixedError,
  ArticleSlugTakenError,
  ArticleStateError,
  ArticleVersionConflictError,
} from '../errors';
import { ValidationError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { emitArticleEvent, publishedVersionOf, storedOf } from './article-publication';
import { deletePublishSchedule, putPublishSchedule } from './article-schedule';

/**
 * The CRM's article editor (docs/product/publishing.md): create drafts, edit, publish now,
 * schedule and unpublish. Every change is one conditional write on the version the editor loaded;
 * publishing, editing a published article and unpublishing a published one then raise their event
 * for the render function.
 */

/** How far ahead a publication may be scheduled (ms): one year (docs/product/publishing.md#scheduling). */
export const MAX_SCHEDULE_AHEAD_MS = 366 * 24 * 3_600_000;
/** How many numbered slugs (`-2`, `-3`, …) a new draft tries before giving up. */
const MAX_SLUG_SUFFIX = 50;
/** Hero images are paths of the site's own artwork (docs/product/publishing.md#images). */
const IMAGE_PATH = /^\/images\/insights\/[a-z0-9][a-z0-9/_-]*\.(svg|png|jpe?g|webp)$/;

/** The `n`-th candidate slug of a title's slug: the slug itself, then `<slug>-2`, `<slug>-3`, … within the length limit. */
export function numberedSlug(slug: string, n: number): string {
  if (n <= 1) return slug;
  const suffix = `-${n}`;
  return `${slug.slice(0, ARTICLE_LIMITS.slug - suffix.length).replace(/-+$/, '')}${suffix}`;
}

function checkImage(imageUrl: string | undefined): void {
  if (imageUrl !== undefined && (!IMAGE_PATH.test(imageUrl) || imageUrl.includes('..')))
    throw new ValidationError('The image must be one of the image library');
}

function fieldsOf(input: ArticleInput) {
  checkImage(input.imageUrl);
  return {
    title: input.title,
    category: input.category,
    excerpt: input.excerpt,
    content: input.content,
    author: input.author,
    readTime: readTimeMinutes(input.content),
    ...(input.imageUrl !== undefined ? { imageUrl: input.imageUrl } : {}),
  };
}

function checkVersion(article: AdminArticle, version: number): void {
  if (article.version !== version) throw new ArticleVersionConflictError();
}

/**
 * Creates a draft (docs/product/publishing.md#slug). Without a slug it is made from the title and,
 * when taken, numbered (`-2`, `-3`, …); a slug given explicitly must be free.
 *
 * @param now - the creation time.
 * @returns the stored draft (`version` 1, read time computed from the body).
 * @throws ArticleSlugTakenError (409) when the given slug (or every numbered one) is taken;
 *   ValidationError (400) for an image outside the library.
 */
export async function createArticleDraft(input: ArticleInput, now: Date = new Date()): Promise<AdminArticle> {
  const at = now.toISOString();
  const base = {
    id: randomUUID(),
    ...fieldsOf(input),
    published: false,
    publishedAt: '',
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  const candidates = input.slug
    ? [input.slug]
    : Array.from({ length: MAX_SLUG_SUFFIX }, (_, i) => numberedSlug(slugify(input.title), i + 1));
  for (const slug of candidates) {
    try {
      await createArticle({ ...base, slug });
      return { ...base, slug, state: 'draft' };
    } catch (error) {
      if (!(error instanceof ArticleSlugTakenError)) throw error;
    }
  }
  throw new ArticleSlugTakenError();
}

/**
 * Replaces an article's fields (`PUT /api/admin/articles/{id}`). The read time is recomputed; the
 * state and dates of publication do not change. A published article's update raises
 * `ArticleUpdated`.
 *
 * @throws ArticleNotFoundError (404); ArticleVersionConflictError (409) when `version` is not the
 *   stored one; ArticleSlugFixedError (409) for a new slug on an article that is scheduled,
 *   published or was ever published;
 *   ArticleSlugTakenError (409); ValidationError (400) for an image outside the library.
 */
export async function updateArticle(
  id: string,
  input: ArticleInput,
  version: number,
  now: Date = new Date(),
): Promise<AdminArticle> {
  const before = await getArticle(id);
  checkVersion(before, version);
  const slug = input.slug ?? before.slug;
  if (slug !== before.slug && (before.state !== 'draft' || before.publishedAt !== ''))
    throw new ArticleSlugFixedError();
  const { imageUrl: _previousImage, ...kept } = storedOf(before);
  const after: StoredArticle = {
    ...kept,
    ...fieldsOf(input),
    slug,
    updatedAt: now.toISOString(),
    version: version + 1,
  };
  await replaceArticle(storedOf(before), after);
  const article: AdminArticle = { ...after, state: before.state };
  if (article.published) await emitArticleEvent('updated', article, now);
  return article;
}

/**
 * Publishes an article now, or schedules it (`POST /api/admin/articles/{id}/publish`,
 * docs/product/publishing.md#scheduling). `at` missing or not after `now`: published now
 * (`publishedAt` set on the first publication only), any schedule deleted, `ArticlePublished`
 * raised. `at` later: `scheduledAt` stored (UTC) and the one-time schedule created or moved first,
 * so a stored schedule always has its Scheduler schedule.
 *
 * @throws ArticleNotFoundError (404); ArticleVersionConflictError (409); ArticleStateError (409)
 *   when the article is already published; ArticleScheduleError (400) when `at` is more than a year ahead.
 */
export async function publishArticle(
  id: string,
  request: ArticlePublishRequest,
  now: Date = new Date(),
): Promise<AdminArticle> {
  const before = await getArticle(id);
  checkVersion(before, request.version);
  if (before.published) throw new ArticleStateError('The article is already published');
  const at = request.at === undefined ? now : new Date(request.at);
  if (at.getTime() - now.getTime() > MAX_SCHEDULE_AHEAD_MS)
    throw new ArticleScheduleError('A publication can be scheduled at most a year ahead');
  if (at.getTime() <= now.getTime()) {
    const after = publishedVersionOf(storedOf(before), now);
    await replaceArticle(storedOf(before), after);
    const article: AdminArticle = { ...after, state: 'published' };
    await emitArticleEvent('published', article, now);
    if (before.scheduledAt) await dropSchedule(id);
    return article;
  }
  const scheduledAt = new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString();
  const after: StoredArticle = {
    ...storedOf(before),
    scheduledAt,
    updatedAt: now.toISOString(),
    version: before.version + 1,
  };
  await putPublishSchedule({ articleId: id, scheduledAt });
  try {
    await replaceArticle(storedOf(before), after);
  } catch (error) {
    await restoreSchedule(id);
    throw error;
  }
  return { ...after, state: 'scheduled' };
}

/**
 * Deletes a schedule the stored article no longer has. A failure is logged, not thrown: the change
 * is stored, and a schedule left behind does nothing when it fires (its `scheduledAt` is stale).
 */
async function dropSchedule(id: string): Promise<void> {
  try {
    await deletePublishSchedule(id);
  } catch (error) {
    logger.error('Article publication schedule not deleted', {
      articleId: id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** After a failed write, makes the schedule match the article as stored again. */
async function restoreSchedule(id: string): Promise<void> {
  const stored = await getArticle(id);
  if (stored.scheduledAt && !stored.published)
    await putPublishSchedule({ articleId: id, scheduledAt: stored.scheduledAt });
  else await deletePublishSchedule(id);
}

/**
 * Takes a published or scheduled article back to draft (`POST /api/admin/articles/{id}/unpublish`,
 * docs/product/publishing.md#states): its schedule is deleted; a published one raises
 * `ArticleUnpublished` so that its page is removed. `publishedAt` stays, and so the slug stays fixed.
 *
 * @throws ArticleNotFoundError (404); ArticleVersionConflictError (409); ArticleStateError (409)
 *   when the article is a draft.
 */
export async function unpublishArticle(id: string, version: number, now: Date = new Date()): Promise<AdminArticle> {
  const before = await getArticle(id);
  checkVersion(before, version);
  if (before.state === 'draft')
    throw new ArticleStateError('The article is a draft: it is neither published nor scheduled');
  const { scheduledAt: _scheduledAt, ...rest } = storedOf(before);
  const after: StoredArticle = { ...rest, published: false, updatedAt: now.toISOString(), version: version + 1 };
  await replaceArticle(storedOf(before), after);
  const article: AdminArticle = { ...after, state: 'draft' };
  if (before.published) await emitArticleEvent('unpublished', article, now);
  if (before.scheduledAt) await dropSchedule(id);
  return article;
}
