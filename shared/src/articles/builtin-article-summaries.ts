import type { ArticleSummary } from './article';

/**
 * List fields of the four built-in articles (docs/product/site.md#insights), without their bodies, so the
 * insights listing can fall back to them without loading the full text. `builtin-articles.ts`
 * adds the bodies. Read times are those of the bodies (`readTimeMinutes`,
 * docs/product/publishing.md#read-time). Author: the firm's chief executive. Images: the web app's 1200x600 artwork
 * under `/images/insights/<slug>.svg`.
 */

const AUTHOR = 'Daniel Hartley, Founder and Chief Executive';

function summary(
  fields: Omit<ArticleSummary, 'id' | 'author' | 'published' | 'createdAt' | 'updatedAt' | 'imageUrl'>,
): ArticleSummary {
  return {
    ...fields,
    id: `builtin-${fields.slug}`,
    author: AUTHOR,
    imageUrl: `/images/insights/${fields.slug}.svg`,
    published: true,
    createdAt: fields.publishedAt,
    updatedAt: fields.publishedAt,
  };
}

/** The built-in article summaries, newest first. */
export const BUILT_IN_ARTICLE_SUMMARIES: ArticleSummary[] = [
  summary({
    slug: 'sme-transformation-paradox-growth-chaos',
    title: 'The SME Transformation Paradox: When Growth Creates Chaos',
    excerpt:
      'Growth is the goal of every ambitious company, yet the systems that got you here start to break just as momentum builds. Here is why it happens and how to scale without losing control.',
    category: 'Business Growth',
    readTime: 6,
    publishedAt: '2025-01-31T09:00:00.000Z',
  }),
  summary({
    slug: 'why-strategic-plans-fail-execution-gaps',
    title: 'Why 67% of Strategic Plans Fail: The Hidden Execution Gaps',
    excerpt:
      'Most strategies do not fail in the boardroom; they fail in the gap between the plan and the daily work. Four execution gaps explain why, and each of them can be closed.',
    category: 'Strategic Execution',
    readTime: 6,
    publishedAt: '2025-01-31T08:00:00.000Z',
  }),
  summary({
    slug: 'strategic-planning-mistakes',
    title: '5 Strategic Planning Mistakes That Cost Companies Millions',
    excerpt:
      'From planning in isolation to confusing a budget with a strategy, these five common mistakes quietly drain value from growing companies. Each has a simple fix.',
    category: 'Strategic Planning',
    readTime: 5,
    publishedAt: '2025-01-15T09:00:00.000Z',
  }),
  summary({
    slug: 'workplace-transformation-roi',
    title: 'The Hidden ROI of Workplace Transformation',
    excerpt:
      'Workplace transformation is often treated as a cost to be minimised. Measured properly, it returns far more than the property savings on the business case.',
    category: 'Operational Excellence',
    readTime: 5,
    publishedAt: '2025-01-10T09:00:00.000Z',
  }),
];
