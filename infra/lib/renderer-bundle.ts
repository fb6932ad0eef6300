import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import type { ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import { REPO_ROOT } from './paths';

/**
 * The web build's renderer bundle in the render function's code (docs/product/publishing.md#publishing,
 * docs/decisions/031-event-driven-site-rendering.md): where it is built, where it lands in the
 * function, the bucket keys it owns, the bundling hooks that copy it and the digest of a build.
 */

/** Where the web build writes the renderer bundle (`renderer.mjs`). */
export const RENDERER_BUILD_DIR = join(REPO_ROOT, 'web', 'dist-renderer');
/** Folder of the renderer in the function's code. */
export const RENDERER_ASSET_DIR = 'renderer';
/** `SITE_RENDERER_MODULE` in AWS: Lambda unpacks the code in `/var/task`. */
export const RENDERER_MODULE_IN_LAMBDA = `/var/task/${RENDERER_ASSET_DIR}/renderer.mjs`;
/**
 * Keys of the site bucket that belong to the render function: the function may write and delete
 * exactly these, and the deployment of the build leaves them alone (no upload, no prune).
 */
export const RENDERED_KEY_PATTERNS = ['insights/*', 'sitemap.xml'] as const;

/** The message of the placeholder renderer a synth without the web build puts in the function. */
export const MISSING_RENDERER_MESSAGE =
  'This deployment has no renderer bundle: web/dist-renderer was not built. Run `npm run build` and deploy again.';

let placeholderDir: string | undefined;
/** A folder with a renderer that throws {@link MISSING_RENDERER_MESSAGE} (offline synths only). */
function placeholderRendererDir(): string {
  if (!placeholderDir) {
    placeholderDir = mkdtempSync(join(tmpdir(), 'meridian-renderer-placeholder-'));
    writeFileSync(
      join(placeholderDir, 'renderer.mjs'),
      `export async function renderArticleFiles() {\n  throw new Error(${JSON.stringify(MISSING_RENDERER_MESSAGE)});\n}\n`,
    );
  }
  return placeholderDir;
}

const quoted = (path: string): string => `'${path.replaceAll("'", "'\\''")}'`;

/**
 * Bundling hooks that copy the renderer bundle into the function's code as `renderer/`. Without a
 * web build (an offline `npm run synth`) a placeholder renderer that fails with
 * {@link MISSING_RENDERER_MESSAGE} is copied instead, so such a synth can never render silently.
 *
 * @param rendererDir - the renderer build folder (default {@link RENDERER_BUILD_DIR}).
 */
export function rendererCommandHooks(rendererDir: string = RENDERER_BUILD_DIR): ICommandHooks {
  const source = existsSync(join(rendererDir, 'renderer.mjs')) ? rendererDir : placeholderRendererDir();
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir, outputDir) => [`cp -R ${quoted(source)} ${quoted(join(outputDir, RENDERER_ASSET_DIR))}`],
  };
}

/**
 * A digest of a build: every file of the site except the hashed assets (whose names the pages
 * carry) and of the renderer bundle. It changes exactly when a deployment brings a new build.
 *
 * @param dirs - the built site and the renderer folder; missing folders count as empty.
 * @returns 16 hex digits.
 */
export function buildDigest(...dirs: string[]): string {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const file of listFiles(dir)) {
      const path = relative(dir, file).split(sep).join('/');
      if (path.startsWith('assets/')) continue;
      hash.update(`${path}\n`).update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
