import { execFile } from 'node:child_process';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { type BundleRow, percentile } from './stats';

const run = promisify(execFile);
const FUNCTIONS_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Inside the repository, so the externals (`@aws-sdk/*`) resolve from node_modules as on Lambda's runtime. */
const OUT_DIR = join(FUNCTIONS_ROOT, 'bench-results', 'bundles');

/**
 * Bundles a handler module as the CDK function construct does (infra/lib/function.ts: ESM, node24,
 * minified, `@aws-sdk/*` external because the runtime provides it) and measures its cold import:
 * the median (and the fastest) over `runs` fresh `node` processes of the time `import()` of the
 * bundle takes (the SDK modules it needs included, Node's own start-up excluded).
 *
 * @param handler - module path relative to `functions/src`, e.g. `articles/handlers/list-articles`.
 * @param env - environment the module validates at import.
 */
export async function bundleAndColdImport(handler: string, env: Record<string, string>, runs = 7): Promise<BundleRow> {
  const outfile = join(OUT_DIR, `${handler.replaceAll('/', '__')}.mjs`);
  await mkdir(OUT_DIR, { recursive: true });
  await build({
    entryPoints: [join(FUNCTIONS_ROOT, 'src', `${handler}.ts`)],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    minify: true,
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*'],
    banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
    logLevel: 'silent',
  });
  const { size } = await stat(outfile);
  const script = `const t=performance.now();await import(${JSON.stringify(pathToFileURL(outfile).href)});console.log(performance.now()-t);`;
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, ...env, LOG_LEVEL: 'ERROR' },
    });
    samples.push(Number(stdout.trim()));
  }
  return { handler, bytes: size, coldImportMedianMs: percentile(samples, 50), coldImportMinMs: Math.min(...samples) };
}

/** Removes the bundles written by `bundleAndColdImport`. */
export async function cleanBundles(): Promise<void> {
  await rm(OUT_DIR, { recursive: true, force: true });
}
