import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The JavaScript chunks a manifest entry loads up front (itself and its static imports). */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

const gzipCache = new Map<string, number>();
function gzipOf(dist: string, file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * Prints the admin route chunks of the build in `dist` (beyond the public entry's own) with their
 * gzip sizes (level 9), read from Vite's manifest: each admin page up front, its lazy imports, and
 * the eight largest admin chunks.
 *
 * @param dist - the web build folder (web/dist), with `.vite/manifest.json`.
 */
export function printChunks(dist: string): void {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = staticClosure(manifest, 'index.html');
  const sum = (keys: Iterable<string>) =>
    [...keys].reduce((total, key) => total + gzipOf(dist, manifest[key]?.file ?? ''), 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`\nAdmin chunks (gzip, level 9; the public entry's own ${kb(sum(entry))} not counted)`);
  const pages = Object.keys(manifest).filter((key) => key.startsWith('src/app/admin/pages/'));
  for (const page of pages.sort()) {
    const upFront = [...staticClosure(manifest, page)].filter((key) => !entry.has(key));
    console.log(
      `  ${page.replace('src/app/admin/pages/', '').padEnd(26)} up front ${kb(sum(upFront)).padStart(9)}  (${upFront.length} chunks)`,
    );
    const loaded = new Set([...entry, ...upFront]);
    for (const lazy of manifest[page]?.dynamicImports ?? []) {
      const more = [...staticClosure(manifest, lazy)].filter((key) => !loaded.has(key));
      console.log(
        `    + lazy ${lazy.split('/').pop()?.padEnd(24)} ${kb(sum(more)).padStart(9)}  (${more.length} chunks)`,
      );
    }
  }
  const biggest = new Set<string>();
  for (const page of pages) for (const key of staticClosure(manifest, page)) if (!entry.has(key)) biggest.add(key);
  for (const page of pages)
    for (const lazy of manifest[page]?.dynamicImports ?? [])
      for (const key of staticClosure(manifest, lazy)) if (!entry.has(key)) biggest.add(key);
  const rows = [...biggest]
    .map((key) => ({ file: manifest[key]?.file ?? key, gzip: gzipOf(dist, manifest[key]?.file ?? '') }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log('  largest admin chunks:');
  for (const row of rows.slice(0, 8)) console.log(`    ${row.file.padEnd(48)} ${kb(row.gzip).padStart(9)}`);
}
