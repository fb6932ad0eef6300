/**
 * The public stylesheet: the app's stylesheet (Tailwind, built from every source, admin screens
 * included) reduced with PurgeCSS to the rules whose class names, element names or attributes occur
 * in the code a public page can load: every chunk reachable from the entry and the public route
 * modules (static and dynamic imports), short of the admin route group; the prerendered markup
 * comes from the same components, and article bodies from the Markdown renderer's chunk. So
 * admin-only styles never reach a public page, while the drawer, toasts and form states a public
 * page shows after an interaction keep theirs (docs/decisions/036-critical-css-inline-boot-and-page-budgets.md).
 */
import { createHash } from 'node:crypto';
import { usedRules } from './critical-css';
import type { Manifest } from './prerender';

/** Source folder of the admin route group: its chunks are not part of any public page. */
export const ADMIN_SOURCE_PREFIX = 'src/app/admin/';

/**
 * Every chunk file a public page can load: from `keys`, through static and dynamic imports, never
 * into a chunk whose source is under {@link ADMIN_SOURCE_PREFIX}.
 * @param manifest - Vite's build manifest
 * @param keys - manifest keys to start from (the entry 'index.html' and the public route sources)
 * @returns chunk files relative to `dist/`
 */
export function publicChunkFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key) || key.startsWith(ADMIN_SOURCE_PREFIX)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/**
 * Reduces the app's stylesheet to the rules the public pages and chunks can use.
 * @param css - the built stylesheet
 * @param contents - the public chunks' code
 * @returns the reduced stylesheet and its file name under `assets/` (content-hashed, so it is cached for a year)
 */
export async function publicStylesheet(
  css: string,
  contents: readonly { raw: string; extension: 'js' }[],
): Promise<{ file: string; css: string }> {
  const text = await usedRules(css, contents);
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8);
  return { file: `assets/public-${hash}.css`, css: text };
}
