// @vitest-environment node
import { join } from 'node:path';
import { BUILT_IN_ARTICLES } from '@meridian/shared/articles/builtin-articles';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '../src/app/hydration-marker';
import * as entry from '../src/entry-server';
import { SITE_BOOT_SCRIPT } from '@meridian/shared/site-boot';
import { heroImageUris } from './inline-images';
import { FIRST_PAINT_WAITS_FOR_ROOT } from './prerender';
import { prerenderIntoMemory } from './prerender-fixture';
import type { PrerenderedPage } from './run-prerender';

let files = new Map<string, string>();
let pages: PrerenderedPage[] = [];

/** Expected main heading (h1) of each public route. */
const HEADINGS: Record<string, string> = {
  '/': 'Turn your strategy into measurable results',
  '/about': 'Built on two decades of turning strategy into results',
  '/services': 'Strategy, operations and leadership for growing companies',
  '/services/strategic-planning': 'A strategy your whole team can execute',
  '/services/operational-transformation': 'Operational excellence, sized for your business',
  '/services/interim-executive': 'Senior leadership, exactly when you need it',
  '/tools': 'Tools to sharpen your strategy and operations',
  '/strategic-assessment': 'How ready is your organisation to execute its strategy?',
  '/insights': 'Strategic insights for growing companies',
  '/contact': "Let's talk about your growth",
  '/privacy': 'How we use your details',
  '/newsletter/confirm': 'Confirm your newsletter subscription',
  '/newsletter/unsubscribe': 'Unsubscribe from our newsletter',
  '/book/manage': 'Your consultation',
  '/email/opt-out': 'Stop emails from us',
  '/test-routing': 'Route Test',
  '/admin-direct': 'Direct Route Check',
  ...Object.fromEntries(BUILT_IN_ARTICLES.map((article) => [`/insights/${article.slug}`, article.title])),
};

/** Public pages kept out of search engines: diagnostics, and the pages that only work with an email's token. */
const NOINDEX = [
  '/test-routing',
  '/admin-direct',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/book/manage',
  '/email/opt-out',
];

function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

beforeAll(async () => {
  ({ files, pages } = await prerenderIntoMemory(BUILT_IN_ARTICLES));
}, 60_000);

describe('prerendered HTML', () => {
  it('covers every public route and each built-in article', () => {
    expect(pages.map((page) => page.path).sort()).toEqual([...Object.keys(HEADINGS), '/404'].sort());
  });

  it.each(Object.entries(HEADINGS))(
    '%s has its own title, description, canonical, Open Graph tags and main heading',
    (path, heading) => {
      const file = path === '/' ? '/dist/index.html' : `/dist${path}/index.html`;
      const html = files.get(file)!;
      expect(html, file).toBeDefined();
      const title = decode(/<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '');
      expect(title).toMatch(/ \| Meridian Advisory$/);
      expect(html.match(/<title>/g)).toHaveLength(1);
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(description.length).toBeGreaterThan(20);
      expect(html).toContain(`<link rel="canonical" href="${entry.absoluteUrl(path)}" />`);
      expect(html).toContain(`<meta property="og:url" content="${entry.absoluteUrl(path)}" />`);
      expect(html).toContain('<meta property="og:title"');
      expect(html).not.toMatch(/twitter:/);
      const h1s = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((m) => decode(m[1]!.replace(/<[^>]+>/g, '')));
      expect(h1s).toEqual([heading]);
      expect(html).toContain(`data-prerendered-path="${path}"`);
    },
  );

  it('gives each page a distinct title and description', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of Object.keys(HEADINGS)) {
      const html = files.get(path === '/' ? '/dist/index.html' : `/dist${path}/index.html`)!;
      titles.add(/<title>([^<]+)<\/title>/.exec(html)![1]!);
      descriptions.add(/<meta name="description" content="([^"]+)"/.exec(html)![1]!);
    }
    expect(titles.size).toBe(Object.keys(HEADINGS).length);
    expect(descriptions.size).toBe(Object.keys(HEADINGS).length);
  });

  it('never marks a page as hydrated: only the browser sets that attribute, after hydration', () => {
    for (const [file, html] of files) {
      if (file.endsWith('.html')) expect(html, file).not.toContain(HYDRATED_ATTRIBUTE);
    }
  });

  it('has no inline script but the boot loader: module scripts with src and JSON-LD data (Organization everywhere, Article on articles)', () => {
    for (const [file, html] of files) {
      if (!file.endsWith('.html') || file === '/dist/app-shell.html') continue;
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(
        scripts.filter(([, attributes, body]) => attributes === '' && body === SITE_BOOT_SCRIPT),
        file,
      ).toHaveLength(1);
      for (const [, attributes, body] of scripts) {
        const isJsonLd = attributes!.includes('type="application/ld+json"');
        if (!isJsonLd && body !== SITE_BOOT_SCRIPT) expect(body!.trim(), file).toBe('');
        if (!isJsonLd && body !== SITE_BOOT_SCRIPT) expect(attributes, file).toContain('src=');
      }
      const types = scripts
        .filter(([, attributes]) => attributes!.includes('ld+json'))
        .map(([, , body]) => (JSON.parse(body!) as { '@type': string })['@type']);
      expect(types, file).toContain('Organization');
      expect(types.includes('Article'), file).toBe(
        file.includes('/insights/') && !file.endsWith('/dist/insights/index.html'),
      );
    }
  });

  it('renders the article body sanitised, with the closing banner', () => {
    const html = files.get('/dist/insights/strategic-planning-mistakes/index.html')!;
    expect(html).toContain('<h2>1. Planning in isolation</h2>');
    expect(html).toContain('Ready to Bridge Your Strategy-Execution Gap?');
    expect(html).toContain('15 Jan 2025');
  });

  it('keeps the test pages, the newsletter link pages and the 404 page out of search engines and the sitemap', () => {
    for (const path of NOINDEX) {
      expect(files.get(`/dist${path}/index.html`), path).toContain(
        '<meta name="robots" content="noindex, nofollow" />',
      );
    }
    expect(files.get('/dist/404.html')).toContain('<meta name="robots" content="noindex, nofollow" />');
    const sitemap = files.get('/dist/sitemap.xml')!;
    for (const path of NOINDEX) expect(sitemap, path).not.toContain(path);
    expect(files.get('/dist/404.html')).toContain('404 Page Not Found');
  });

  it('lists the route patterns of the app (not the catch-all) in spa-routes.json for servers', () => {
    const spaRoutes = JSON.parse(files.get('/dist/spa-routes.json')!) as { routes: string[] };
    expect(spaRoutes.routes).toEqual(
      expect.arrayContaining(['/', '/insights/:slug', '/login', '/admin', '/admin-quick', '/debug-analytics']),
    );
    expect(spaRoutes.routes).not.toContain('*');
  });

  it('writes a sitemap of every indexable page with real lastmod dates, and robots.txt', () => {
    const sitemap = files.get('/dist/sitemap.xml')!;
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const indexable = Object.keys(HEADINGS).filter((path) => !NOINDEX.includes(path));
    expect(indexable).toContain('/privacy');
    expect(locs.sort()).toEqual(indexable.map((path) => entry.absoluteUrl(path)).sort());
    for (const [, lastmod] of sitemap.matchAll(/<lastmod>([^<]+)<\/lastmod>/g))
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sitemap).toContain(
      `<loc>${entry.absoluteUrl('/insights/strategic-planning-mistakes')}</loc>\n    <lastmod>2025-01-15</lastmod>`,
    );
    const robots = files.get('/dist/robots.txt')!;
    expect(robots).toContain(`Sitemap: ${entry.absoluteUrl('/sitemap.xml')}`);
    expect(robots).toContain('Disallow: /admin');
  });

  it('defers the app scripts and the public stylesheet to the inline boot loader: they sit in an inert template', () => {
    const html = files.get('/dist/contact/index.html')!;
    const template = /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(template).toMatch(/^<link rel="stylesheet" href="\/assets\/public-[\w-]{8}\.css">/);
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/contact-route.js">');
    expect(template).toMatch(/<script type="module" crossorigin src="\/assets\/index\.js"><\/script>$/);
    const outside = html.replace(/<template id="app-scripts">[\s\S]*?<\/template>/, '');
    expect(outside).toContain(`<script>${SITE_BOOT_SCRIPT}</script>`);
    expect(outside.replace(SITE_BOOT_SCRIPT, '')).not.toMatch(/type="module"|modulepreload|rel="stylesheet"/);
    expect(html.indexOf('<template id="app-scripts">')).toBeLessThan(html.indexOf(`<script>${SITE_BOOT_SCRIPT}`));
  });

  it("carries an article's own hero artwork inline, so the page fetches no image before its first paint", async () => {
    const html = files.get('/dist/insights/strategic-planning-mistakes/index.html')!;
    const uris = await heroImageUris(join(import.meta.dirname, '..', 'public'));
    const hero = /<img src="([^"]*)" data-article-hero=""/.exec(html)?.[1];
    expect(hero).toBe(uris['/images/insights/strategic-planning-mistakes.svg']);
    expect(html).not.toMatch(/<link rel="preload"|<img src="\//);
    expect(html).toContain(
      `<meta property="og:image" content="${entry.absoluteUrl('/images/insights/strategic-planning-mistakes.svg')}" />`,
    );
  });

  it("carries the site's own art inline on the home page and /about, so they fetch no image before their first paint", () => {
    for (const [file, count] of [
      ['/dist/index.html', 2],
      ['/dist/about/index.html', 1],
    ] as const) {
      const sources = [...files.get(file)!.matchAll(/<img src="([^"]*)"/g)].map((match) => match[1]!);
      expect(sources, file).toHaveLength(count);
      for (const source of sources) expect(source, file).toMatch(/^data:image\/svg\+xml,%3csvg/);
      expect(files.get(file), file).not.toContain('<link rel="preload"');
    }
  });

  it("carries the insights listing's first card image inline, the other cards' by URL", async () => {
    const html = files.get('/dist/insights/index.html')!;
    const uris = await heroImageUris(join(import.meta.dirname, '..', 'public'));
    const sources = [...html.matchAll(/<img src="([^"]*)"/g)].map((match) => match[1]!);
    expect(sources).toHaveLength(BUILT_IN_ARTICLES.length);
    expect(sources[0]).toBe(uris[`/images/insights/${BUILT_IN_ARTICLES[0]!.slug}.svg`]);
    for (const source of sources.slice(1)) expect(source).toMatch(/^\/images\/insights\/[\w-]+\.svg$/);
    expect(html).not.toContain('<link rel="preload"');
  });

  it('holds the first paint of every prerendered page until its root is parsed, from the head', () => {
    for (const file of ['/dist/index.html', '/dist/privacy/index.html', '/dist/404.html']) {
      const html = files.get(file)!;
      const [head] = html.split('</head>');
      expect(head!.match(/<link rel="expect"[^>]*>/g), file).toEqual([FIRST_PAINT_WAITS_FOR_ROOT]);
      expect(FIRST_PAINT_WAITS_FOR_ROOT).toContain('href="#root" blocking="render"');
      expect(html, file).toContain('<div id="root" ');
    }
    expect(files.get('/dist/app-shell.html')).not.toContain('rel="expect"');
  });

  it('inlines the rules each page uses and writes the public stylesheet without admin-only rules', () => {
    const [publicFile] = [...files.keys()].filter((file) => /^\/dist\/assets\/public-[\w-]{8}\.css$/.test(file));
    expect(files.get(publicFile!)).toBe(
      'body{margin:0}.text-primary{color:#0b2545}.prose-article h2{margin-top:2.5rem}.shake-on-error{color:red}',
    );
    const inlined = (file: string) => /<style>([\s\S]*?)<\/style>/.exec(files.get(file)!)?.[1];
    expect(inlined('/dist/contact/index.html')).toBe('body{margin:0}.text-primary{color:#0b2545}');
    expect(inlined('/dist/insights/strategic-planning-mistakes/index.html')).toBe(
      'body{margin:0}.text-primary{color:#0b2545}.prose-article h2{margin-top:2.5rem}',
    );
    expect(files.get('/dist/app-shell.html')).toContain(
      `<link rel="stylesheet" crossorigin href="${publicFile!.slice(5)}">`,
    );
    expect(files.get('/dist/app-shell.html')).not.toContain('index.css');
  });
});

describe('boot loader', () => {
  const PAGE = `<!doctype html><html><head><template id="app-scripts"><link rel="stylesheet" href="/assets/public.css"><link rel="modulepreload" crossorigin href="/assets/a.js"><script type="module" crossorigin src="/assets/index.js"></script></template></head><body><p>Prerendered</p></body></html>`;

  const inserted = (dom: JSDOM) =>
    [...dom.window.document.head.children]
      .filter((node) => node.localName !== 'template')
      .map((node) => node.outerHTML);

  it("inserts the template's preloads and module script once, after a frame when paint timing is unavailable, and leaves the stylesheet to the app", async () => {
    const dom = new JSDOM(PAGE, { runScripts: 'outside-only', pretendToBeVisual: true });
    dom.window.eval(SITE_BOOT_SCRIPT);
    expect(inserted(dom)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(inserted(dom)).toEqual([
      '<link rel="modulepreload" crossorigin="" href="/assets/a.js">',
      '<script type="module" crossorigin="" src="/assets/index.js"></script>',
    ]);
    dom.window.close();
  });

  it('waits for the first contentful paint where paint timing is supported', async () => {
    const dom = new JSDOM(PAGE, { runScripts: 'outside-only', pretendToBeVisual: true });
    let report:
      | ((entries: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void)
      | undefined;
    let disconnected = false;
    Object.assign(dom.window, {
      PerformanceObserver: Object.assign(
        function fakePerformanceObserver(callback: typeof report) {
          report = callback;
          return { observe: () => undefined };
        },
        { supportedEntryTypes: ['paint'] },
      ),
    });
    dom.window.eval(SITE_BOOT_SCRIPT);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(inserted(dom)).toEqual([]);
    report?.(
      { getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) },
      {
        disconnect: () => {
          disconnected = true;
        },
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(disconnected).toBe(true);
    expect(inserted(dom)).toHaveLength(2);
    dom.window.close();
  });
});
