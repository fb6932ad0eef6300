import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../lib/paths';

/** Context values of the test synth (example.com addresses: RFC 2606 reserved domain). */
export const TEST_CONTEXT = {
  senderEmail: 'notifications@example.com',
  notificationRecipients: 'team@example.com,partner@example.com',
  alarmEmail: 'ops@example.com',
} as const;

/** The feature flags and other context of the root cdk.json, so tests synthesize what the CLI does. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return cdkJson.context ?? {};
}

/** Dummy account of the offline synth. */
export const TEST_ACCOUNT = '111111111111';

/** Prerendered routes of the temporary site used when web/dist has not been built. */
export const FIXTURE_PRERENDERED_ROUTES = ['/about', '/insights/growth-strategy'] as const;

/**
 * The site directory for test synths: `web/dist` when the web build exists, else a small
 * temporary site shaped like the web build (prerendered home, `app-shell.html`, `404.html`, two
 * prerendered routes, one hashed asset). The web workspace owns the
 * real build.
 *
 * @returns the directory and whether it is the temporary fixture
 */
export function testDistDir(): { distDir: string; fixture: boolean } {
  const built = join(REPO_ROOT, 'web', 'dist');
  if (existsSync(join(built, 'index.html'))) return { distDir: built, fixture: false };
  const dir = mkdtempSync(join(tmpdir(), 'meridian-web-fixture-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Meridian</title><div id="root"></div>\n');
  writeFileSync(join(dir, 'app-shell.html'), '<!doctype html><title>Meridian</title><div id="root"></div>\n');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>\n');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-3f2a9c.js'), 'console.log("app");\n');
  for (const route of FIXTURE_PRERENDERED_ROUTES) {
    mkdirSync(join(dir, route), { recursive: true });
    writeFileSync(join(dir, route, 'index.html'), `<!doctype html><title>${route}</title>\n`);
  }
  return { distDir: dir, fixture: true };
}
