import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../lib/app';
import { REPO_ROOT } from '../lib/paths';

/**
 * CDK entry point (`cdk.json` "app"). Needs CDK_DEFAULT_ACCOUNT (the CLI sets it from your
 * credentials) and the built site in web/dist (`npm run build`). For an offline check
 * (`npm run synth`), MERIDIAN_PLACEHOLDER_WEB=1 lets synth use a one-page placeholder site when
 * web/dist is missing; never deploy such a synth.
 */
const account = process.env.CDK_DEFAULT_ACCOUNT;
if (account === undefined || account === '') {
  throw new Error(
    'CDK_DEFAULT_ACCOUNT is not set: run through the CDK CLI with AWS credentials, or set it for an offline synth.',
  );
}

let distDir = join(REPO_ROOT, 'web', 'dist');
if (!existsSync(join(distDir, 'index.html'))) {
  if (process.env.MERIDIAN_PLACEHOLDER_WEB !== '1') {
    throw new Error('web/dist/index.html does not exist: run `npm run build` before synth or deploy.');
  }
  distDir = mkdtempSync(join(tmpdir(), 'meridian-web-placeholder-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><title>Meridian</title><p>Placeholder: web/dist was not built.</p>\n',
  );
  writeFileSync(join(distDir, 'assets', '.keep'), '');
  console.warn(`web/dist is missing: synthesizing with a placeholder site in ${distDir} (do not deploy this).`);
}

buildApp({ account, distDir });
