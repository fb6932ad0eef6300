import { execFileSync } from 'node:child_process';
import { SITE_BOOT_SCRIPT } from '@meridian/shared/site-boot';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Vite's build manifest, keyed by source path or chunk id. */
export type Manifest = Record<string, ManifestChunk>;

/** Files (relative to `dist/`) a page loads up front. */
export interface PageAssets {
  js: string[];
  css: string[];
}

/**
 * The JavaScript and CSS a page loads up front: the entry chunk and the route module, with all
 * their static imports (dynamic imports such as the drawer or the toaster are excluded: they load
 * on interaction).
 * @param manifest - Vite's build manifest
 * @param keys - manifest keys to start from (the entry 'index.html' and the route's source)
 */
export function collectAssets(manifest: Manifest, keys: readonly string[]): PageAssets {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Manifest has no chunk ${key}`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css] };
}

/** Input of {@link composePageHtml}. */
export interface ComposeInput {
  /** The built `index.html` with `<!--app-head-->` and `<!--app-html-->` markers. */
  template: string;
  /** Site path of the page (hydration checks it). */
  path: string;
  /** Prerendered app HTML. */
  html: string;
  /** The page's head tags (`renderHeadTags` of its metadata). */
  headTags: string;
  /** Route chunks to preload (absolute URLs such as '/assets/about-route-x.js'). */
  modulePreloads: readonly string[];
  /**
   * The page's styles: `critical` (the rules its markup uses) is inlined where the template links
   * the app's stylesheet, and the public stylesheet at `href` loads after the first paint with
   * the app's scripts. The CSP allows inline styles (`style-src 'unsafe-inline'`).
   */
  styles?: { critical: string; href: string };
  /**
   * When true, the app's module script and modulepreload links (and the public stylesheet) go
   * into an inert `<template id="app-scripts">` and the inline boot loader
   * (`shared/src/site-boot.ts`, allowed by the CSP by its hash) inserts them after the first
   * contentful paint, so neither the JavaScript nor any request competes with the prerendered
   * page's first paint.
   */
  deferScripts?: boolean;
}

/** The built template's stylesheet links (Vite puts them in the head). */
const STYLESHEET_LINKS = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/** The built template's module script and modulepreload tags (Vite puts them in the head). */
const APP_SCRIPT_TAGS = /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n?/g;

/**
 * Holds a prerendered page's first paint until the whole `#root` has been parsed (`rel="expect"`
 * with `blocking="render"`; browsers without it ignore the link). Without it, Chromium may paint
 * what it has parsed when the parser yields, e.g. only the header on a slow CPU, and the page's
 * largest text then paints a frame after the first
 * (docs/decisions/060-inline-favicon-and-article-heroes.md). The page is within its first round
 * trip (the 14 KB brotli budget), so the wait is for parsing alone.
 */
export const FIRST_PAINT_WAITS_FOR_ROOT = '<link rel="expect" href="#root" blocking="render">';

/**
 * The final HTML of a prerendered page: head tags (title, description, canonical, Open Graph,
 * JSON-LD), modulepreload links for the page's own chunks, and the app markup inside `#root`
 * marked with the page's path. The only inline script is the boot loader (allowed by its hash);
 * JSON-LD is data.
 */
export function composePageHtml({
  template,
  path,
  html,
  headTags,
  modulePreloads,
  styles,
  deferScripts,
}: ComposeInput): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<div id="root"><!--app-html--></div>')) {
    throw new Error('index.html lacks the <!--app-head--> or <!--app-html--> marker');
  }
  const preloadTags = modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  let page = template;
  let head = [headTags, ...preloadTags].join('\n    ');
  const stylesheetLink = styles ? `<link rel="stylesheet" href="${styles.href}">` : null;
  if (styles) {
    const links = [...page.matchAll(STYLESHEET_LINKS)];
    if (links.length === 0) throw new Error('index.html links no stylesheet to replace with critical CSS');
    const inline = `<style>${styles.critical.replace(/<\/style/gi, '<\\/style')}</style>\n`;
    page = page.replace(links[0]![0], () => inline).replace(STYLESHEET_LINKS, '');
  }
  if (deferScripts) {
    const appTags = [...page.matchAll(APP_SCRIPT_TAGS)].map((match) => match[0].trim());
    if (!appTags.some((tag) => tag.startsWith('<script'))) throw new Error('index.html has no module script to defer');
    page = page.replace(APP_SCRIPT_TAGS, '');
    // The stylesheet first (no script waits for it), then preloads, then the entry script (it imports them).
    const ordered = [
      ...(stylesheetLink ? [stylesheetLink] : []),
      ...preloadTags,
      ...appTags.filter((tag) => tag.startsWith('<link')),
      ...appTags.filter((tag) => tag.startsWith('<script')),
    ];
    head = [
      FIRST_PAINT_WAITS_FOR_ROOT,
      headTags,
      `<template id="app-scripts">${ordered.join('')}</template>`,
      `<script>${SITE_BOOT_SCRIPT}</script>`,
    ].join('\n    ');
  } else if (stylesheetLink) {
    head = [head, stylesheetLink].join('\n    ');
  }
  const pathAttribute = path.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return page
    .replace('<!--app-head-->', () => head)
    .replace(
      '<div id="root"><!--app-html--></div>',
      () => `<div id="root" data-prerendered-path="${pathAttribute}">${html}</div>`,
    );
}

/**
 * The empty app shell for client-only routes (admin screens, articles added later): noindex, with
 * the public stylesheet instead of the app's (the admin route group loads its own).
 * @param stylesheetHref - URL of the public stylesheet, e.g. '/assets/public-AbCd1234.css'
 */
export function composeShellHtml(template: string, stylesheetHref: string): string {
  return template
    .replace(STYLESHEET_LINKS, '')
    .replace('</head>', () => `  <link rel="stylesheet" crossorigin href="${stylesheetHref}">\n  </head>`)
    .replace('<!--app-head-->', '<title>Meridian Advisory</title>\n    <meta name="robots" content="noindex" />')
    .replace('<div id="root"><!--app-html--></div>', '<div id="root"></div>');
}

/** One sitemap entry. */
export interface SitemapEntry {
  loc: string;
  /** ISO-8601 date or timestamp. */
  lastmod: string;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `sitemap.xml` (sitemaps.org 0.9) with `lastmod` as a date (YYYY-MM-DD). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n    <lastmod>${entry.lastmod.slice(0, 10)}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `robots.txt`: everything public, private areas disallowed, the sitemap's address. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /admin-quick',
    'Disallow: /admin-test',
    'Disallow: /simple-admin',
    'Disallow: /debug-analytics',
    'Disallow: /login',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Date of the last commit touching any of `paths` (relative to `cwd`), or null outside a git
 * checkout or for files not committed yet.
 */
export function lastCommitDate(paths: readonly string[], cwd: string): string | null {
  try {
    const output = execFileSync('git', ['log', '-1', '--format=%cI', '--', ...paths], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const date = output.trim();
    return date === '' ? null : new Date(date).toISOString();
  } catch {
    return null;
  }
}
