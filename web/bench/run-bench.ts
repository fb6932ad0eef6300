/**
 * `npm run bench:web`: builds the site into a temporary folder (canonical URLs
 * pointing at the local server), serves it the way CloudFront does (infra's StaticSite, with
 * the production security headers including the CSP) plus a small stand-in for the public API,
 * runs Lighthouse (mobile preset) in Chromium on every prerendered public route, and prints
 * the scores with each route's up-front JavaScript and CSS (gzip) and bytes transferred.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium; Lighthouse launches it), BENCH_ROUTES (comma-separated paths to
 * limit the run), BENCH_RUNS (Lighthouse runs per page, median reported, default 3). Results are also written to web/bench-results/bench.json (git-ignored).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_IN_ARTICLE_SUMMARIES } from '@meridian/shared/articles/builtin-article-summaries';
import { BUILT_IN_ARTICLES } from '@meridian/shared/articles/builtin-articles';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { securityHeaders } from '../../infra/lib/security-headers';
import { StaticSite } from '../../infra/local/static-files';
import { forbiddenCode, listPages, pageWeight } from '../scripts/page-assets';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Targets: Lighthouse scores and the JavaScript budget (docs/decisions/010-hand-written-ui-pieces-for-the-js-budget.md). */
const TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  jsKb: 110,
  homeTransferKb: 350,
} as const;

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...securityHeaders(),
  });
  response.end(JSON.stringify(body));
}

/** Stand-in for the public API the pages call (the real one needs DynamoDB Local). */
function answerApi(request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '').split('?')[0] ?? '';
  if (request.method === 'GET' && path === '/api/articles') {
    sendJson(response, 200, BUILT_IN_ARTICLE_SUMMARIES);
    return;
  }
  const slug = /^\/api\/articles\/([a-z0-9-]+)$/.exec(path)?.[1];
  if (request.method === 'GET' && slug) {
    const article = BUILT_IN_ARTICLES.find((item) => item.slug === slug);
    if (article) sendJson(response, 200, article);
    else sendJson(response, 404, { error: 'Article not found' });
    return;
  }
  if (request.method === 'POST') {
    request.resume();
    request.on('end', () => {
      response.writeHead(204, securityHeaders());
      response.end();
    });
    return;
  }
  sendJson(response, 404, { error: 'Not found' });
}

/** Lighthouse runs per page; the run with the median performance score is reported. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse run (mobile preset), retried when a category could not be scored. */
async function runOnce(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result?.lhr;
    const scored = lhr && Object.values(lhr.categories).every((category) => typeof category.score === 'number');
    if (lhr && scored) return lhr;
    if (attempt >= 3)
      throw new Error(`Lighthouse could not score ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  }
}

/** Runs Lighthouse {@link RUNS} times and returns the run with the median performance score (Lighthouse's own advice on variance). */
async function medianRun(url: string, port: number): Promise<Result> {
  const runs: Result[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runOnce(url, port));
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return runs[Math.floor(runs.length / 2)]!;
}

interface Row {
  path: string;
  noindex: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsKb: number;
  cssKb: number;
  transferKb: number;
  lcpMs: number;
  cls: number;
  forbidden: string[];
  failedAudits: string[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function main(): Promise<void> {
  const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const outDir = mkdtempSync(join(tmpdir(), 'meridian-bench-'));
  // Reserve a port first so the build's canonical URLs match the served origin.
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((r) => probe.close(() => r()));

  console.log(`Building into ${outDir} ...`);
  execFileSync('npx', ['tsx', 'scripts/build.ts'], {
    cwd: webRoot,
    stdio: 'inherit',
    env: { ...process.env, WEB_OUT_DIR: outDir, VITE_SITE_URL: `http://127.0.0.1:${port}` },
  });

  const site = new StaticSite(outDir);
  const server = createServer((request, response) => {
    if ((request.url ?? '').startsWith('/api/')) {
      answerApi(request, response);
      return;
    }
    void site.serve(request).then(({ statusCode, headers, body }) => {
      response.writeHead(statusCode, { ...headers, ...securityHeaders() });
      response.end(body);
    });
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${port}`;

  const only = process.env.BENCH_ROUTES?.split(',').map((path) => path.trim());
  const pages = listPages(outDir).filter((page) => !only || only.includes(page.path));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const rows: Row[] = [];
  try {
    // Warm-up run (first Chromium navigation is slower), not reported.
    await runOnce(`${baseUrl}/`, chrome.port);
    for (const page of pages) {
      const weight = pageWeight(outDir, page);
      const lhr = await medianRun(`${baseUrl}${page.path}`, chrome.port);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failedAudits = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      const html = readFileSync(join(outDir, page.file), 'utf8');
      const row: Row = {
        path: page.path,
        noindex: html.includes('name="robots" content="noindex'),
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        jsKb: kb(weight.jsGzip),
        cssKb: kb(weight.cssGzip),
        transferKb: kb(lhr.audits['total-byte-weight']?.numericValue ?? 0),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        forbidden: forbiddenCode(outDir, weight),
        failedAudits,
      };
      rows.push(row);
      console.log(
        `  ${row.path}: ${row.performance}/${row.accessibility}/${row.bestPractices}/${row.seo}${failedAudits.length ? `  failed: ${failedAudits.join(', ')}` : ''}`,
      );
    }
  } finally {
    await chrome.kill();
    await new Promise<void>((r) => server.close(() => r()));
  }

  const header = [
    'Route',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'JS KB gz',
    'CSS KB gz',
    'Transfer KB',
    'LCP ms',
    'CLS',
    'Admin/dnd/chart',
  ];
  const lines = rows.map((row) => [
    row.path + (row.noindex ? ' (noindex)' : ''),
    String(row.performance),
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
    row.jsKb.toFixed(1),
    row.cssKb.toFixed(1),
    row.transferKb.toFixed(1),
    String(row.lcpMs),
    String(row.cls),
    row.forbidden.length ? row.forbidden.join(',') : 'none',
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`;
  console.log(
    `\n${format(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |\n${lines.map(format).join('\n')}`,
  );

  const misses: string[] = [];
  for (const row of rows) {
    if (row.performance < TARGETS.performance)
      misses.push(`${row.path}: performance ${row.performance} < ${TARGETS.performance}`);
    if (row.accessibility < TARGETS.accessibility) misses.push(`${row.path}: accessibility ${row.accessibility}`);
    if (row.bestPractices < TARGETS.bestPractices) misses.push(`${row.path}: best practices ${row.bestPractices}`);
    if (!row.noindex && row.seo < TARGETS.seo) misses.push(`${row.path}: SEO ${row.seo}`);
    if (row.jsKb > TARGETS.jsKb) misses.push(`${row.path}: ${row.jsKb} KB JS > ${TARGETS.jsKb} KB`);
    if (row.forbidden.length > 0) misses.push(`${row.path}: contains ${row.forbidden.join(', ')}`);
  }
  const home = rows.find((row) => row.path === '/');
  if (home && home.transferKb > TARGETS.homeTransferKb)
    misses.push(`/: ${home.transferKb} KB transferred > ${TARGETS.homeTransferKb} KB`);
  console.log(misses.length ? `\nTargets missed:\n  ${misses.join('\n  ')}` : '\nAll targets met.');
  console.log('(noindex pages are expected to score below 100 on SEO: they are deliberately not crawlable.)');

  const resultsDir = join(webRoot, 'bench-results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'bench.json'), `${JSON.stringify({ targets: TARGETS, rows, misses }, null, 2)}\n`);
  rmSync(outDir, { recursive: true, force: true });
  // The build writes the renderer bundle next to its output folder.
  rmSync(`${outDir}-renderer`, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
