import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Up-front JavaScript and CSS of one built page, in bytes. */
export interface PageWeight {
  /** Site path, e.g. '/about'. */
  path: string;
  /** Built HTML file relative to dist. */
  file: string;
  jsFiles: string[];
  cssFiles: string[];
  jsGzip: number;
  cssGzip: number;
  htmlGzip: number;
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

/** Prerendered HTML files under `dist` (recursively), excluding the shell and 404 page. */
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
 * What a built page loads up front: its module script, modulepreloads and stylesheets, linked or
 * inlined (read from its HTML), gzip-compressed at level 9. Code loaded later on interaction (drawer, toasts,
 * validation) is not counted.
 */
export function pageWeight(dist: string, page: { path: string; file: string }): PageWeight {
  const html = readFileSync(join(dist, page.file), 'utf8');
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
    // Linked stylesheets plus the stylesheet inlined by the prerender.
    cssGzip:
      css.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0) +
      (inlineCss ? gzipSync(Buffer.from(inlineCss), { level: 9 }).length : 0),
    htmlGzip: gzipSync(Buffer.from(html), { level: 9 }).length,
  };
}

/** Whether any of the page's up-front JS contains admin, drag-and-drop or chart code. */
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
