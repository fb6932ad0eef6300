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
    /** Milliseconds the synth (without esbuild bundling) took. */
    infraSynthMs: number;
    /** Site directory the synth used. */
    infraDistDir: string;
    infraDistIsFixture: boolean;
  }
}

/**
 * Skips esbuild bundling (CDK's `aws:cdk:bundling-stacks` context). Bundling the app's functions was
 * most of this synth's time and none of these tests reads a bundle; CI's offline synth stage
 * (`npm run synth`, after the tests) bundles every function and fails on any bundling error.
 */
const NO_BUNDLING = { 'aws:cdk:bundling-stacks': [] };

/**
 * Synthesizes the real app once for all infra test files and hands the assembly directory to the
 * tests. cdk-nag runs as part of synth.
 */
export default function setup(project: TestProject): () => void {
  const outdir = mkdtempSync(join(tmpdir(), 'meridian-cdk-test-'));
  const { distDir, fixture } = testDistDir();
  const started = Date.now();
  let error: string | null = null;
  try {
    buildApp({
      account: TEST_ACCOUNT,
      distDir,
      outdir,
      context: { ...cdkJsonContext(), ...TEST_CONTEXT, ...NO_BUNDLING },
    }).app.synth();
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
