import { ARTICLE_CATEGORIES } from '@meridian/shared/articles/article';
import { type AdminArticle, ARTICLE_LIMITS, type ArticleInput } from '@meridian/shared/articles/article-admin';
import { ARTICLE_IMAGES, IMAGE_THEMES, type ImageTheme } from '@meridian/shared/articles/article-images';
import { siteConfig } from '@meridian/shared/site-config';
import * as z from '@meridian/shared/zod';

/**
 * The editor's form (docs/product/publishing.md#editor): the fields of `articleInputSchema` as the
 * inputs hold them (text), with messages staff can act on. The server validates the same fields
 * with the shared schema.
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const required = (what: string, max: number) =>
  z.string().trim().min(1, `Enter ${what}`).max(max, `Keep ${what} within ${max} characters`);

/** Schema of the editor's values (react-hook-form's resolver). */
export const articleFormSchema = z.object({
  title: required('a title', ARTICLE_LIMITS.title),
  slug: z
    .string()
    .trim()
    .max(ARTICLE_LIMITS.slug, `Keep the slug within ${ARTICLE_LIMITS.slug} characters`)
    .refine((slug) => slug === '' || SLUG.test(slug), 'Use lower-case letters and digits joined by single hyphens'),
  category: z.string().trim().min(1, 'Pick a category').max(80, 'Keep the category within 80 characters'),
  excerpt: required('an excerpt', ARTICLE_LIMITS.excerpt),
  content: z
    .string()
    .refine((text) => text.trim() !== '', 'Write the article body')
    .refine(
      (text) => text.length <= ARTICLE_LIMITS.content,
      `Keep the body within ${ARTICLE_LIMITS.content} characters`,
    ),
  imageUrl: z.string(),
  author: required('the author', ARTICLE_LIMITS.author),
});

/** What the inputs hold (all text; `category` is '' until one is picked). */
export type ArticleFormValues = z.input<typeof articleFormSchema>;

/** The categories to offer: the site's list, plus an article's own when it is another. */
export function categoryOptions(current: string): readonly string[] {
  return current === '' || (ARTICLE_CATEGORIES as readonly string[]).includes(current)
    ? ARTICLE_CATEGORIES
    : [...ARTICLE_CATEGORIES, current];
}

/** The author of a new article: the firm's chief executive (docs/product/site.md#insights). */
export const DEFAULT_AUTHOR = siteConfig.founder.name;

/** The values of a new article's form. */
export function emptyArticleForm(imageUrl: string): ArticleFormValues {
  return { title: '', slug: '', category: '', excerpt: '', content: '', imageUrl, author: DEFAULT_AUTHOR };
}

/** The form values of a stored article. */
export function articleFormValues(article: AdminArticle): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    category: article.category,
    excerpt: article.excerpt,
    content: article.content,
    imageUrl: article.imageUrl ?? '',
    author: article.author,
  };
}

/** The request body of the valid form values (an empty slug is left to the server to derive). */
export function articleInputOf(values: z.output<typeof articleFormSchema>): ArticleInput {
  const { slug, imageUrl, ...fields } = values;
  return { ...fields, ...(slug ? { slug } : {}), ...(imageUrl ? { imageUrl } : {}) };
}

/** The library theme of an image path, or the first theme for an image outside the library. */
export function themeOfImage(imageUrl: string | undefined): ImageTheme {
  return ARTICLE_IMAGES.find((image) => image.url === imageUrl)?.theme ?? IMAGE_THEMES[0];
}

/**
 * Whether the slug is fixed (docs/product/publishing.md#slug): once an article is scheduled or
 * published, or has been published before (a `publishedAt` from an earlier publication), links to
 * it must stay valid.
 */
export function isSlugFixed(article: Pick<AdminArticle, 'state' | 'publishedAt'> | undefined): boolean {
  if (!article) return false;
  return article.state !== 'draft' || article.publishedAt !== '';
}
