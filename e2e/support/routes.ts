/**
 * Every route of the route table (docs/product/site.md#pages) that the journeys visit, with what identifies
 * the page. Article slugs are the four built-in articles (docs/product/site.md#insights).
 */

export const ARTICLE_SLUGS = [
  'sme-transformation-paradox-growth-chaos',
  'strategic-planning-mistakes',
  'why-strategic-plans-fail-execution-gaps',
  'workplace-transformation-roi',
] as const;

export interface PublicRoute {
  /** Path to open. */
  path: string;
  /** File-name-safe name for screenshots. */
  name: string;
}

/** Public routes (including the unguarded test pages, the login page and the two not-found states). */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', name: 'home' },
  { path: '/about', name: 'about' },
  { path: '/services', name: 'services' },
  { path: '/services/strategic-planning', name: 'services-strategic-planning' },
  { path: '/services/operational-transformation', name: 'services-operational-transformation' },
  { path: '/services/interim-executive', name: 'services-interim-executive' },
  { path: '/tools', name: 'tools' },
  { path: '/strategic-assessment', name: 'strategic-assessment' },
  { path: '/insights', name: 'insights' },
  ...ARTICLE_SLUGS.map((slug) => ({ path: `/insights/${slug}`, name: `insights-${slug}` })),
  { path: '/insights/no-such-article-e2e', name: 'insights-unknown-slug' },
  { path: '/contact', name: 'contact' },
  { path: '/privacy', name: 'privacy' },
  { path: '/newsletter/confirm', name: 'newsletter-confirm-without-token' },
  { path: '/newsletter/unsubscribe', name: 'newsletter-unsubscribe-without-token' },
  { path: '/book/manage', name: 'book-manage-without-token' },
  { path: '/email/opt-out', name: 'outreach-opt-out-without-token' },
  { path: '/login', name: 'login' },
  { path: '/test-routing', name: 'test-routing' },
  { path: '/admin-direct', name: 'admin-direct' },
  { path: '/this-page-does-not-exist-e2e', name: 'not-found' },
];

/** Admin routes behind the login (docs/product/admin.md#login: /admin-quick uses the real login too). */
export const ADMIN_ROUTES = [
  '/admin',
  '/admin/my-day',
  '/admin-quick',
  '/admin-test',
  '/simple-admin',
  '/debug-analytics',
] as const;

/**
 * The admin screens with a page of their own beside `/admin`, each with a level-1 heading
 * (docs/product/admin.md#crm-screens, docs/product/my-day.md, docs/product/privacy.md, docs/product/booking.md#availability,
 * docs/product/publishing.md#editor).
 */
export const SECONDARY_ADMIN_ROUTES = [
  '/admin/my-day',
  '/admin-quick',
  '/admin-test',
  '/simple-admin',
  '/debug-analytics',
  '/admin/subscribers',
  '/admin/privacy',
  '/admin/audit',
  '/admin/availability',
  '/admin/articles',
  '/admin/email-templates',
] as const;
