import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../lib/app';
import { cdkJsonContext, TEST_ACCOUNT, TEST_CONTEXT, testDistDir } from './fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Cloud assembly directory of the one test synth. */
    infraAssemblyDir: string;
    /** The synth error (cdk-nag findings, missing handler, config), when synth failed. */
    infraSynthError: string | null;
    /** Milliseconds the synth (with esbuild bundling of every function) took. */
    infraSynthMs: number;
    /** Site directory the synth used. */
    infraDistDir: string;
    infraDistIsFixture: boolean;
  }
}

/**
 * Synthesizes the real app once for all infra test files (bundling every function with esbuild is
 * the slow part) and hands the assembly directory to the tests. cdk-nag runs as part of synth.
 */
export default function setup(project: TestProject): () => void {
  const outdir = mkdtempSync(join(tmpdir(), 'meridian-cdk-test-'));
  const { distDir, fixture } = testDistDir();
  const started = Date.now();
  let error: string | null = null;
  try {
    buildApp({ account: TEST_ACCOUNT, distDir, outdir, context: { ...cdkJsonContext(), ...TEST_CONTEXT } }).app.synth();
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }
  project.provide('infraAssemblyDir', outdir);
  project.provide('infraSynthError', error);
  project.provide('infraSynthMs', Date.now() - started);
  project.provide('infraDistDir', distDir);
  project.provide('infraDistIsFixture', fixture);
  return () => {
    rmSync(outdir, { recursive: true, force: true });
    if (fixture) rmSync(distDir, { recursive: true, force: true });
  };
}
