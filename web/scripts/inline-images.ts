/**
 * Small SVG images the pages carry inline as `data:` URIs, so that nothing but the page itself is
 * fetched before its first paint (docs/decisions/060-inline-favicon-and-article-heroes.md): the
 * favicon on every page, and an article's hero when it is one of the site's own SVG artworks.
 * The CSP allows `data:` images (`img-src`, infra/lib/security-headers.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import svgToMiniDataUri from 'mini-svg-data-uri';
import type { Plugin } from 'vite';

/** The favicon link of `index.html`, whose `href` the build replaces with the icon's data URI. */
const FAVICON_LINK = /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml" \/>/;

/** Folder (under `public/`) of the artwork an article's hero can use: the built-in art and the library. */
const HERO_FOLDER = 'images/insights';

/**
 * The largest SVG inlined as a hero, in bytes of the file: the artwork is 0.7-2.2 KB; a larger
 * image stays a file, so that it cannot push a page past the 14 KB brotli budget of its HTML.
 */
export const MAX_INLINE_SVG_BYTES = 4096;

/**
 * An SVG document as a compact `data:image/svg+xml,` URI (mini-svg-data-uri: only the characters
 * that must be escaped, no base64), for a `src` or `href` attribute. Its single quotes are
 * escaped too (`%27`), which React would otherwise write as `&#x27;`.
 */
export function svgDataUri(svg: string): string {
  return svgToMiniDataUri(svg.trim()).replace(/'/g, '%27');
}

/**
 * Vite plugin (build only): the template's favicon link (`<link rel="icon" href="/favicon.svg">`)
 * gets the icon inline, read from `publicDir/favicon.svg`. Chromium fetches the favicon before a
 * small page's first paint, and Lighthouse counts that request towards the largest contentful
 * paint but not the first.
 * @throws Error (failing the build) when index.html has no such link
 */
export function inlineFavicon(publicDir: string): Plugin {
  return {
    name: 'meridian:inline-favicon',
    apply: 'build',
    async transformIndexHtml(html) {
      if (!FAVICON_LINK.test(html)) throw new Error('index.html lacks <link rel="icon" href="/favicon.svg" ...>');
      const icon = svgDataUri(await readFile(join(publicDir, 'favicon.svg'), 'utf8'));
      return html.replace(FAVICON_LINK, () => `<link rel="icon" href="${icon}" type="image/svg+xml" />`);
    },
  };
}

/**
 * The hero artwork a page may inline: every SVG under `publicDir/images/insights/` (recursively)
 * of at most {@link MAX_INLINE_SVG_BYTES}, by its site path.
 * @returns e.g. { '/images/insights/library/strategy-1.svg': 'data:image/svg+xml,...' }
 */
export async function heroImageUris(publicDir: string): Promise<Record<string, string>> {
  const folder = join(publicDir, HERO_FOLDER);
  const uris: Record<string, string> = {};
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((item) => item.isFile() && item.name.endsWith('.svg'))) {
    const file = join(entry.parentPath, entry.name);
    const svg = await readFile(file, 'utf8');
    if (Buffer.byteLength(svg) > MAX_INLINE_SVG_BYTES) continue;
    uris[`/${relative(publicDir, file).split(sep).join('/')}`] = svgDataUri(svg);
  }
  return uris;
}
