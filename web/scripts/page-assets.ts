import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * What a built page weighs, in bytes: its HTML and what it loads up front. Used by the build's
 * budgets (`page-budgets.ts`) and `npm run bench:web`.
 */
export interface PageWeight {
  /** Site path, e.g. '/about'. */
  path: string;
  /** Built HTML file relative to dist. */
  file: string;
  jsFiles: string[];
  cssFiles: string[];
  /** Up-front JavaScript, each file gzip-compressed at level 9. */
  jsGzip: number;
  /** Linked stylesheets plus the inlined critical CSS, gzip level 9. */
  cssGzip: number;
  /** The HTML as served, with everything it inlines: raw, gzip level 9, brotli quality 11. */
  htmlRaw: number;
  htmlGzip: number;
  htmlBrotli: number;
}

/** Brotli at quality 11 (the most a CDN or server compresses static files with). */
export function brotliSize(content: Buffer): number {
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

const gzipCache = new Map<string, number>();

function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Prerendered HTML pages under `dist` (recursively): every `index.html`, so not the shell nor `404.html`. */
export function listPages(dist: string): { path: string; file: string }[] {
  const pages: { path: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'assets' && !name.startsWith('.')) walk(full);
      } else if (name === 'index.html') {
        const rel = relative(dist, full);
        pages.push({ path: rel === 'index.html' ? '/' : `/${rel.replace(/\/index\.html$/, '')}`, file: rel });
      }
    }
  };
  walk(dist);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * What a built page weighs: its HTML, and what it loads up front: its module script,
 * modulepreloads (in the boot loader's template or not) and stylesheets, linked or inlined (read
 * from its HTML). Code loaded later on interaction (drawer, toasts, validation) is not counted.
 * @param dist - the build's output folder
 * @param page - the page's site path and HTML file relative to `dist`
 */
export function pageWeight(dist: string, page: { path: string; file: string }): PageWeight {
  const htmlBytes = readFileSync(join(dist, page.file));
  const html = htmlBytes.toString('utf8');
  const jsFiles = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const cssFiles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]!);
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');
  const unique = (files: string[]) => [...new Set(files)];
  const js = unique(jsFiles);
  const css = unique(cssFiles);
  return {
    ...page,
    jsFiles: js,
    cssFiles: css,
    jsGzip: js.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0),
    // Linked stylesheets plus the critical CSS inlined by the prerender.
    cssGzip:
      css.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0) +
      (inlineCss ? gzipSync(Buffer.from(inlineCss), { level: 9 }).length : 0),
    htmlRaw: htmlBytes.length,
    htmlGzip: gzipSync(htmlBytes, { level: 9 }).length,
    htmlBrotli: brotliSize(htmlBytes),
  };
}

/**
 * Which of admin, drag-and-drop or chart code the page's up-front JS contains.
 * @returns the names of what was found, empty when none
 */
export function forbiddenCode(dist: string, weight: PageWeight): string[] {
  const markers: Array<[string, RegExp]> = [
    ['@dnd-kit', /useDraggable|DndContext|dnd-kit/],
    ['recharts', /recharts|ResponsiveContainer/],
    ['admin screens', /Lead Management|Sales Pipeline|Admin Access/],
  ];
  const found: string[] = [];
  for (const file of weight.jsFiles) {
    const code = readFileSync(join(dist, file), 'utf8');
    for (const [name, pattern] of markers) if (pattern.test(code) && !found.includes(name)) found.push(name);
  }
  return found;
}
