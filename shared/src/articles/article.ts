import * as z from '../zod';

/** Article categories seen in docs/product/site.md#insights. */
export const ARTICLE_CATEGORIES = [
  'Business Growth',
  'Strategic Execution',
  'Strategic Planning',
  'Operational Excellence',
] as const;

/**
 * An article (docs/product/site.md#insights). `content` is rich text (HTML) that the web app sanitises before
 * rendering; `readTime` is in whole minutes; `publishedAt` is an ISO-8601 UTC timestamp.
 */
export const articleSchema = z.object({
  id: z.string(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  content: z.string().min(1),
  category: z.string().min(1),
  readTime: z.number().int().positive(),
  imageUrl: z.string().optional(),
  author: z.string(),
  published: z.boolean().default(false),
  publishedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Article = z.output<typeof articleSchema>;

/** List fields of an article: everything but `content` (`GET /api/articles`). */
export const articleSummarySchema = articleSchema.omit({ content: true });
export type ArticleSummary = z.output<typeof articleSummarySchema>;
