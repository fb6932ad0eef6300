import * as z from '../zod';
import { singleLineText } from '../fields';
import { type Article, articleSchema } from './article';

/**
 * The CRM's article editor contract (docs/product/publishing.md): request bodies of
 * `/api/admin/articles`, the admin view of an article and the pure rules the editor and the server
 * share (slug, read time, state).
 */

/** Longest title, excerpt and body accepted (characters). */
export const ARTICLE_LIMITS = { title: 160, slug: 100, excerpt: 400, content: 100_000, author: 120 } as const;

/**
 * Largest request body of `POST`/`PUT /api/admin/articles` in bytes (a 100,000-character body of
 * multi-byte text, JSON-escaped, fits), above the API's default of 32 KB.
 */
export const ARTICLE_REQUEST_MAX_BYTES = 512 * 1024;

/** Words read per minute for {@link readTimeMinutes} (docs/product/publishing.md#read-time). */
export const WORDS_PER_MINUTE = 200;

const slugField = articleSchema.shape.slug.max(ARTICLE_LIMITS.slug);

/**
 * Body of `POST /api/admin/articles` (create a draft) and `PUT /api/admin/articles/{id}`
 * (docs/product/publishing.md#editor). Title, category and author are one line each, without
 * control or bidi characters (docs/product/security.md#single-line-text).
 */
export const articleInputSchema = z.object({
  title: singleLineText(ARTICLE_LIMITS.title).min(1),
  /** Omitted on create: derived from the title with {@link slugify} (and made unique). */
  slug: slugField.optional(),
  category: singleLineText(80).min(1),
  excerpt: z.string().trim().min(1).max(ARTICLE_LIMITS.excerpt),
  /** Markdown (docs/product/publishing.md#markdown). */
  content: z.string().min(1).max(ARTICLE_LIMITS.content),
  /** A path of the image library (`ARTICLE_IMAGES`), e.g. '/images/insights/library/strategy-1.svg'. */
  imageUrl: z.string().max(300).optional(),
  author: singleLineText(ARTICLE_LIMITS.author).min(1),
});
export type ArticleInput = z.output<typeof articleInputSchema>;

/** Body of `PUT /api/admin/articles/{id}`: the fields plus the version the editor loaded (optimistic concurrency). */
export const articleUpdateSchema = articleInputSchema.extend({ version: z.number().int().min(1) });
export type ArticleUpdate = z.output<typeof articleUpdateSchema>;

/** Body of `POST /api/admin/articles/{id}/publish`: `at` (ISO-8601 with offset) schedules; omitted publishes now. */
export const articlePublishSchema = z.object({
  at: z.iso.datetime({ offset: true }).optional(),
  version: z.number().int().min(1),
});
export type ArticlePublishRequest = z.output<typeof articlePublishSchema>;

/** Body of `POST /api/admin/articles/{id}/unpublish`. */
export const articleUnpublishSchema = z.object({ version: z.number().int().min(1) });

/** Where an article stands (docs/product/publishing.md#states). */
export type ArticleState = 'draft' | 'scheduled' | 'published';

/**
 * An article as the CRM sees it: every stored field plus `version` (1 on create, one higher per
 * write), `scheduledAt` (ISO-8601 UTC, set while a publication is scheduled) and `state`.
 */
export const adminArticleSchema = articleSchema.extend({
  version: z.number().int().min(1),
  scheduledAt: z.string().optional(),
  state: z.enum(['draft', 'scheduled', 'published']),
});
export type AdminArticle = z.output<typeof adminArticleSchema>;

/** One row of `GET /api/admin/articles` (no body). */
export const adminArticleSummarySchema = adminArticleSchema.omit({ content: true });
export type AdminArticleSummary = z.output<typeof adminArticleSummarySchema>;

/** The state of an article from its stored fields (docs/product/publishing.md#states). */
export function articleStateOf(article: Pick<Article, 'published'> & { scheduledAt?: string }): ArticleState {
  if (article.published) return 'published';
  return article.scheduledAt ? 'scheduled' : 'draft';
}

/**
 * The URL slug of a title (docs/product/publishing.md#slug): lower-case ASCII letters and digits
 * joined by single hyphens, accents folded ('Café growth' -> 'cafe-growth'), at most 100 characters,
 * never ending in a hyphen. Returns 'article' for a title with no letter or digit.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ARTICLE_LIMITS.slug)
    .replace(/-+$/g, '');
  return slug === '' ? 'article' : slug;
}

/**
 * The first index of `char` at or after a position, for positions that only move forward: an
 * answer is reused until the position passes it, so the searches of one pass read the text once.
 */
function forwardFinder(text: string, char: string): (from: number) => number {
  let searchedFrom = Number.POSITIVE_INFINITY;
  let found = -1;
  return (from) => {
    const known = from >= searchedFrom && (found === -1 || found >= from);
    if (!known) {
      searchedFrom = from;
      found = text.indexOf(char, from);
    }
    return found;
  };
}

/**
 * The readable text of a Markdown body in one pass: a link `[text](target)` gives its text, an
 * image `![alt](source)` nothing, everything else stays. A `[` is a link only when its first `]`
 * is followed by `(` and a `)` closes the target.
 */
function readableText(markdown: string): string {
  const closeBracket = forwardFinder(markdown, ']');
  const closeParen = forwardFinder(markdown, ')');
  const parts: string[] = [];
  let kept = 0;
  let open = markdown.indexOf('[');
  while (open !== -1) {
    const close = closeBracket(open + 1);
    if (close === -1) break;
    const end = markdown[close + 1] === '(' ? closeParen(close + 2) : -1;
    if (end === -1) {
      open = markdown.indexOf('[', open + 1);
      continue;
    }
    const image = open > kept && markdown[open - 1] === '!';
    parts.push(markdown.slice(kept, image ? open - 1 : open), ' ', image ? '' : markdown.slice(open + 1, close), ' ');
    kept = end + 1;
    open = markdown.indexOf('[', kept);
  }
  parts.push(markdown.slice(kept));
  return parts.join('');
}

/**
 * Reading time of a Markdown body in whole minutes (docs/product/publishing.md#read-time): words of
 * the text (Markdown punctuation, link targets and image sources not counted) at
 * {@link WORDS_PER_MINUTE}, rounded up, at least 1. Linear in the body's length (the editor runs it
 * on every keystroke), whatever the body holds.
 *
 * @param markdown - the article body.
 * @returns whole minutes, at least 1.
 */
export function readTimeMinutes(markdown: string): number {
  const text = readableText(markdown).replace(/[#>*_`~|-]+/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Body of `POST /api/admin/articles/{id}/send-test`. */
export const articleSendTestSchema = z.object({ to: z.email().max(254) });

/**
 * Progress of an article's send to subscribers (`GET /api/admin/articles/{id}/send`,
 * docs/product/publishing.md#send): `none` before any send; counts of confirmed subscribers at the
 * start (`total`), emails accepted by SES (`sent`), addresses skipped (unsubscribed or suppressed
 * since) and failures; times ISO-8601 UTC. `testSentAt`: when the last test email went out;
 * `testSentTo`: its address, only in the answer of the test send itself (it is not stored).
 */
export const articleSendProgressSchema = z.object({
  state: z.enum(['none', 'sending', 'done']),
  total: z.number().int().min(0),
  sent: z.number().int().min(0),
  skipped: z.number().int().min(0),
  failed: z.number().int().min(0),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  testSentTo: z.string().optional(),
  testSentAt: z.string().optional(),
});
export type ArticleSendProgress = z.output<typeof articleSendProgressSchema>;
