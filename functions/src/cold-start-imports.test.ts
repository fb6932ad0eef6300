import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * What every function loads at cold start (docs/decisions/058-cold-import-budget.md): each handler
 * imports its area for its entry, so an area's import graph is part of every cold import of the
 * area; it names routes, events and item types and builds no zod schema. And no module makes a
 * time-zone formatter at top level (the zone data costs tens of ms to load).
 */

const SRC = dirname(fileURLToPath(import.meta.url));
const SHARED_SRC = join(SRC, '..', '..', 'shared', 'src');

/** Each area folder's `area.ts` (and `replies-area.ts` and the like: an area split in two). */
const areaFiles = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    readdirSync(join(SRC, entry.name))
      .filter((file) => /^([a-z-]+-)?area\.ts$/.test(file))
      .map((file) => join(entry.name, file)),
  );

/** The modules an entry point loads, as esbuild resolves them for the function bundles. */
async function importGraph(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'node',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*'],
    logLevel: 'silent',
    outfile: 'area.mjs',
  });
  return Object.keys(result.metafile.inputs);
}

/** Non-test TypeScript files under a folder. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

describe('cold-start imports', () => {
  it('finds the areas', () => {
    expect(areaFiles.length).toBeGreaterThanOrEqual(13);
  });

  it.each(areaFiles)('%s loads no zod schema', async (file) => {
    const graph = await importGraph(join(SRC, file));
    expect(graph.filter((input) => input.includes('node_modules/zod/') || input.endsWith('/zod.ts'))).toEqual([]);
  });

  it('makes no time-zone formatter at module top level', () => {
    const topLevelFormatter = /^(export )?(const|let|var) \w+(: [\w.]+)? = new Intl\.DateTimeFormat\(/m;
    const offenders = [...sourceFiles(SRC), ...sourceFiles(SHARED_SRC)]
      .filter((file) => topLevelFormatter.test(readFileSync(file, 'utf8')))
      .map((file) => relative(join(SRC, '..', '..'), file));
    expect(offenders).toEqual([]);
  });
});
