import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';

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
   * Stylesheets to inline, by href ('/assets/index-x.css' -> CSS text). Inlining the one small
   * stylesheet (about 9 KB gzip) removes a render-blocking request from every first visit; the
   * CSP allows inline styles (`style-src 'unsafe-inline'`), never inline scripts.
   */
  inlineStyles?: ReadonlyMap<string, string>;
  /**
   * URL of the boot loader ({@link bootLoader}). When set, the app's module script and
   * modulepreload links go into an inert `<template id="app-scripts">` and the loader inserts
   * them after the first contentful paint, so the JavaScript never competes with the
   * prerendered page's first paint (nor with its LCP image) for the network or the main thread.
   */
  bootScript?: string;
}

/**
 * The boot loader of prerendered pages (a classic `defer` script; the CSP allows no inline
 * script): once the browser reports the first contentful paint (or after a frame where paint
 * timing is not supported; after 3 s at the latest, e.g. in a background tab), it copies the
 * `<script>` and `<link rel="modulepreload">` tags of `<template id="app-scripts">` into the head,
 * which loads and hydrates the app. Template content is inert: nothing in it is fetched before.
 * The tags are imported as they are (`document.importNode`), never rebuilt by setting a script's
 * `src` from a string, so the page passes Trusted Types (`require-trusted-types-for 'script'`,
 * docs/product/security.md#headers) with no policy at all.
 */
const BOOT_LOADER_SOURCE =
  '(()=>{const t=document.getElementById("app-scripts");if(!t)return;let s=0;const go=()=>{if(s)return;s=1;' +
  'for(const n of t.content.querySelectorAll("script,link"))document.head.append(document.importNode(n,!0))};setTimeout(go,3e3);' +
  'if(window.PerformanceObserver?.supportedEntryTypes?.includes("paint"))new PerformanceObserver((l,o)=>{' +
  'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:!0});' +
  'else requestAnimationFrame(()=>setTimeout(go))})();\n';

/** The boot loader's file (content-hashed name under `assets/`, cached like other assets) and source. */
export function bootLoader(): { file: string; source: string } {
  const hash = createHash('sha256').update(BOOT_LOADER_SOURCE).digest('base64url').slice(0, 8);
  return { file: `assets/boot-${hash}.js`, source: BOOT_LOADER_SOURCE };
}

/** The built template's module script and modulepreload tags (Vite puts them in the head). */
const APP_SCRIPT_TAGS = /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n?/g;

/**
 * The final HTML of a prerendered page: head tags (title, description, canonical, Open Graph,
 * JSON-LD), modulepreload links for the page's own chunks, and the app markup inside `#root`
 * marked with the page's path. No inline scripts (CSP `script-src 'self'`); JSON-LD is data.
 */
export function composePageHtml({
  template,
  path,
  html,
  headTags,
  modulePreloads,
  inlineStyles,
  bootScript,
}: ComposeInput): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<div id="root"><!--app-html--></div>')) {
    throw new Error('index.html lacks the <!--app-head--> or <!--app-html--> marker');
  }
  const preloadTags = modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  let page = template;
  let head = [headTags, ...preloadTags].join('\n    ');
  if (bootScript) {
    const appTags = [...page.matchAll(APP_SCRIPT_TAGS)].map((match) => match[0].trim());
    if (!appTags.some((tag) => tag.startsWith('<script'))) throw new Error('index.html has no module script to defer');
    page = page.replace(APP_SCRIPT_TAGS, '');
    // Preloads first, then the entry script (it imports them).
    const ordered = [
      ...preloadTags,
      ...appTags.filter((tag) => tag.startsWith('<link')),
      ...appTags.filter((tag) => tag.startsWith('<script')),
    ];
    head = [
      headTags,
      `<template id="app-scripts">${ordered.join('')}</template>`,
      `<script defer src="${bootScript}"></script>`,
    ].join('\n    ');
  }
  const pathAttribute = path.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  for (const [href, css] of inlineStyles ?? []) {
    page = page.replace(
      new RegExp(`<link rel="stylesheet"[^>]*href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`),
      () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    );
  }
  return page
    .replace('<!--app-head-->', () => head)
    .replace(
      '<div id="root"><!--app-html--></div>',
      () => `<div id="root" data-prerendered-path="${pathAttribute}">${html}</div>`,
    );
}

/** The empty app shell for client-only routes (admin screens, articles added later): noindex. */
export function composeShellHtml(template: string): string {
  return template
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
