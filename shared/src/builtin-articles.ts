import type { Article } from './article';

/**
 * The four built-in articles of SPEC.md section 3 (slug, title, category, read time in minutes,
 * publication date; author: the firm's chief executive). The server seeds them into the table
 * (idempotently) and the web app falls back to them when the server returns none.
 *
 * PROVISIONAL: written by the functions engineer as a stand-in with short real bodies; the web
 * engineer owns this file and replaces the bodies with the full articles. `content` is HTML that
 * the web app sanitises before rendering. `imageUrl` is left unset: the web app shows its generated
 * 1200x600 placeholder.
 */

const AUTHOR = 'Chief Executive, Meridian Advisory';

function builtIn(article: Omit<Article, 'id' | 'author' | 'published' | 'createdAt' | 'updatedAt'>): Article {
  return {
    ...article,
    id: `builtin-${article.slug}`,
    author: AUTHOR,
    published: true,
    createdAt: article.publishedAt,
    updatedAt: article.publishedAt,
  };
}

/** The built-in articles, newest first. */
export const BUILT_IN_ARTICLES: Article[] = [
  builtIn({
    slug: 'sme-transformation-paradox-growth-chaos',
    title: 'The SME Transformation Paradox: When Growth Creates Chaos',
    excerpt:
      'Growth is the goal of every ambitious company, yet the systems that got you here start to break just as momentum builds. Here is how to scale without losing control.',
    category: 'Business Growth',
    readTime: 7,
    publishedAt: '2025-01-31T09:00:00.000Z',
    content: [
      '<p>Most founders expect growth to make life easier. More customers, more revenue, more options. Instead, somewhere between 50 and 150 employees, many find the opposite: decisions slow down, quality slips and the leadership team spends its week firefighting.</p>',
      '<h2>Why growth creates chaos</h2>',
      '<p>The informal habits that worked for a small team (everyone knows everything, the founder approves everything) do not scale. Work that used to flow through conversations now falls between departments.</p>',
      '<h2>Three moves that restore control</h2>',
      '<ul><li><strong>Make decision rights explicit.</strong> Agree who decides what, and stop escalating everything to the top.</li><li><strong>Standardise the few processes that matter.</strong> Order to cash, hiring and delivery deserve a documented, measured flow.</li><li><strong>Install a management rhythm.</strong> A weekly operating review and a quarterly strategy review keep priorities visible.</li></ul>',
      '<p>Growth does not have to mean chaos. Companies that invest in structure just ahead of need keep their speed and gain the capacity to scale.</p>',
    ].join('\n'),
  }),
  builtIn({
    slug: 'why-strategic-plans-fail-execution-gaps',
    title: 'Why 67% of Strategic Plans Fail: The Hidden Execution Gaps',
    excerpt:
      'Most strategies do not fail in the boardroom; they fail in the gap between the plan and the daily work. Four execution gaps explain why, and each can be closed.',
    category: 'Strategic Execution',
    readTime: 6,
    publishedAt: '2025-01-31T08:00:00.000Z',
    content: [
      '<p>Two out of three strategic plans never deliver what they promised. The cause is rarely a bad strategy. It is the distance between what leaders decide and what teams actually do on Monday morning.</p>',
      '<h2>The four execution gaps</h2>',
      '<ol><li><strong>Translation:</strong> goals are never turned into concrete priorities for each team.</li><li><strong>Capability:</strong> people lack the time, skills or authority to deliver the new priorities.</li><li><strong>Resources:</strong> budgets and headcount still follow last year&rsquo;s plan.</li><li><strong>Feedback:</strong> nobody measures progress early enough to adapt.</li></ol>',
      '<h2>Closing the gaps</h2>',
      '<p>Translate each strategic goal into a small number of measurable outcomes, assign a single owner with real authority to each of them, move resources explicitly, and review progress monthly.</p>',
    ].join('\n'),
  }),
  builtIn({
    slug: 'strategic-planning-mistakes',
    title: '5 Strategic Planning Mistakes That Cost Companies Millions',
    excerpt:
      'From planning in isolation to confusing a budget with a strategy, these five common mistakes quietly drain value from growing companies.',
    category: 'Strategic Planning',
    readTime: 4,
    publishedAt: '2025-01-15T09:00:00.000Z',
    content: [
      '<p>Strategic planning is one of the highest-leverage activities a leadership team undertakes, and one of the easiest to get wrong.</p>',
      '<ol><li><strong>Confusing a budget with a strategy.</strong> A spreadsheet of targets says nothing about where and how you will win.</li><li><strong>Planning in isolation.</strong> Plans written without the people who deliver them meet resistance.</li><li><strong>Too many priorities.</strong> Twelve priorities means none; three is usually enough.</li><li><strong>No link to execution.</strong> Without owners, milestones and reviews the plan stays on the shelf.</li><li><strong>Set and forget.</strong> Markets move; a plan that is never revisited becomes fiction.</li></ol>',
      '<p>Avoiding these mistakes does not require a bigger plan, only a more disciplined one.</p>',
    ].join('\n'),
  }),
  builtIn({
    slug: 'workplace-transformation-roi',
    title: 'The Hidden ROI of Workplace Transformation',
    excerpt:
      'Workplace transformation is often treated as a cost. Measured properly, it returns value through productivity, retention and lower operating costs.',
    category: 'Operational Excellence',
    readTime: 4,
    publishedAt: '2025-01-10T09:00:00.000Z',
    content: [
      '<p>When companies redesign how and where work happens, the business case usually stops at property savings. The larger returns are harder to see but far bigger.</p>',
      '<h2>Where the returns hide</h2>',
      '<ul><li><strong>Productivity:</strong> fewer handovers and better tools give teams hours back every week.</li><li><strong>Retention:</strong> people stay where work is well organised, and every avoided departure saves recruiting and onboarding costs.</li><li><strong>Operating costs:</strong> standardised processes reduce rework, errors and waste.</li></ul>',
      '<p>Measure these outcomes before and after the change, and workplace transformation stops looking like a cost centre.</p>',
    ].join('\n'),
  }),
];
