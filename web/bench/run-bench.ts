/**
 * `npm run bench:web`: builds the site into a temporary folder (canonical URLs
 * pointing at the local server), serves it the way CloudFront does (infra's StaticSite, with
 * the production security headers including the CSP) plus a small stand-in for the public API,
 * runs Lighthouse (mobile preset) in Chromium on every prerendered public route, and prints
 * each page's HTML bytes (raw, gzip, brotli), up-front JavaScript and CSS (gzip), and per run the
 * four scores, FCP, LCP and the LCP breakdown (Lighthouse's LCP breakdown insight: time to first
 * byte, resource load delay and duration, element render delay).
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium; Lighthouse launches it), BENCH_ROUTES (comma-separated paths to
 * limit the run), BENCH_RUNS (Lighthouse runs per page, each reported, default 3), BENCH_TRACES (a folder: each run's
 * Chromium trace goes there as `<route>-<run>.trace.json`, to open in the browser's performance panel). Results, with each
 * run's LCP element, are also written to web/bench-results/bench.json (git-ignored).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveSite } from '../scripts/site-server';
import { forbiddenCode, listPages, pageWeight } from '../scripts/page-assets';
import { PAGE_BUDGETS } from '../scripts/page-budgets';

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

/**
 * Targets (docs/decisions/036-critical-css-inline-boot-and-page-budgets.md): 100 in all four
 * categories in every run; on the pages of {@link PAINT_PAGES}, the largest contentful paint at
 * most 50 ms after the first; the page budgets of the build; the home page's transfer.
 */
const TARGETS = {
  score: 100,
  lcpAfterFcpMs: 50,
  jsKb: PAGE_BUDGETS.jsGzip / 1024,
  htmlBrotliKb: PAGE_BUDGETS.htmlBrotli / 1024,
  homeTransferKb: 350,
} as const;

/** The pages held to LCP = FCP: the home page, the contact page, an article and the privacy notice. */
const PAINT_PAGES = ['/', '/contact', '/insights/strategic-planning-mistakes', '/privacy'];

/** Lighthouse runs per page; every run is reported and held to the targets. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Where each run's trace goes (BENCH_TRACES), if anywhere. */
const TRACES = process.env.BENCH_TRACES;

/** One Lighthouse run (mobile preset), retried when a category could not be scored; its trace saved as `traceName`. */
async function runOnce(url: string, port: number, traceName?: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result?.lhr;
    const scored = lhr && Object.values(lhr.categories).every((category) => typeof category.score === 'number');
    if (lhr && scored && TRACES && traceName) {
      mkdirSync(TRACES, { recursive: true });
      writeFileSync(join(TRACES, `${traceName}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    if (lhr && scored) return lhr;
    if (attempt >= 3)
      throw new Error(`Lighthouse could not score ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  }
}

/** One run's figures. */
interface Run {
  scores: [number, number, number, number];
  fcpMs: number;
  lcpMs: number;
  /** LCP breakdown subparts (ms), e.g. { timeToFirstByte: 40, elementRenderDelay: 150 }. */
  breakdown: Record<string, number>;
  /** The LCP element's selector, e.g. 'main#main > div.mx-auto > section.prose-article > p'. */
  lcpElement: string;
  /** Total blocking time (ms): the sum of each main-thread task's time beyond 50 ms, between FCP and interactive. */
  tbtMs: number;
  cls: number;
  transferKb: number;
  failedAudits: string[];
  /** The performance metrics that scored below 1, e.g. 'total-blocking-time 160 ms (0.93)'. */
  metricsBelowFull: string[];
}

/** The metrics of Lighthouse's performance score. */
const PERFORMANCE_METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

function runOf(lhr: Result): Run {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const items = (lhr.audits['lcp-breakdown-insight']?.details as { items?: unknown[] } | undefined)?.items;
  const table = (items?.[0] ?? {}) as { items?: { subpart: string; duration: number }[] };
  const node = items?.find((item) => (item as { type?: string }).type === 'node') as { selector?: string } | undefined;
  return {
    scores: [score('performance'), score('accessibility'), score('best-practices'), score('seo')],
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    breakdown: Object.fromEntries((table.items ?? []).map((item) => [item.subpart, Math.round(item.duration)])),
    lcpElement: node?.selector ?? '',
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    transferKb: kb(lhr.audits['total-byte-weight']?.numericValue ?? 0),
    failedAudits: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
    metricsBelowFull: PERFORMANCE_METRICS.flatMap((id) => {
      const audit = lhr.audits[id];
      return audit && audit.score !== null && audit.score < 1
        ? [`${id} ${audit.displayValue ?? ''} (${audit.score})`]
        : [];
    }),
  };
}

interface Row {
  path: string;
  noindex: boolean;
  htmlKb: [number, number, number];
  jsKb: number;
  cssKb: number;
  forbidden: string[];
  runs: Run[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const BREAKDOWN_LABELS: Record<string, string> = {
  timeToFirstByte: 'TTFB',
  resourceLoadDelay: 'load delay',
  resourceLoadDuration: 'load',
  elementRenderDelay: 'render delay',
};

/** The targets a page missed, one line each. */
function missesOf(row: Row): string[] {
  const misses: string[] = [];
  row.runs.forEach((run, index) => {
    const names = ['performance', 'accessibility', 'best practices', 'SEO'];
    run.scores.forEach((value, category) => {
      // noindex pages score below 100 on SEO on purpose: they are deliberately not crawlable.
      if (value < TARGETS.score && !(category === 3 && row.noindex))
        misses.push(
          `${row.path} run ${index + 1}: ${names[category]} ${value}${category === 0 ? `: ${run.metricsBelowFull.join(', ')}` : ''}`,
        );
    });
    if (PAINT_PAGES.includes(row.path) && run.lcpMs - run.fcpMs > TARGETS.lcpAfterFcpMs)
      misses.push(`${row.path} run ${index + 1}: LCP ${run.lcpMs} ms is ${run.lcpMs - run.fcpMs} ms after FCP`);
    if (run.cls > 0) misses.push(`${row.path} run ${index + 1}: CLS ${run.cls}`);
  });
  if (row.jsKb > TARGETS.jsKb) misses.push(`${row.path}: ${row.jsKb} KB JS > ${TARGETS.jsKb} KB`);
  if (row.htmlKb[2] > TARGETS.htmlBrotliKb) misses.push(`${row.path}: HTML ${row.htmlKb[2]} KB brotli`);
  if (row.forbidden.length > 0) misses.push(`${row.path}: contains ${row.forbidden.join(', ')}`);
  const home = row.path === '/' ? Math.max(...row.runs.map((run) => run.transferKb)) : 0;
  if (home > TARGETS.homeTransferKb) misses.push(`/: ${home} KB transferred > ${TARGETS.homeTransferKb} KB`);
  return misses;
}

function table(header: string[], lines: string[][]): string {
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`;
  return `${format(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |\n${lines.map(format).join('\n')}`;
}

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
  const server = await serveSite(outDir, port);

  const only = process.env.BENCH_ROUTES?.split(',').map((path) => path.trim());
  const pages = listPages(outDir).filter((page) => !only || only.includes(page.path));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const rows: Row[] = [];
  try {
    // Warm-up run (first Chromium navigation is slower), not reported.
    await runOnce(`${server.baseUrl}/`, chrome.port);
    for (const page of pages) {
      const weight = pageWeight(outDir, page);
      const runs: Run[] = [];
      const name = page.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      for (let i = 0; i < RUNS; i++)
        runs.push(runOf(await runOnce(`${server.baseUrl}${page.path}`, chrome.port, `${name}-${i + 1}`)));
      const html = readFileSync(join(outDir, page.file), 'utf8');
      const row: Row = {
        path: page.path,
        noindex: html.includes('name="robots" content="noindex'),
        htmlKb: [kb(weight.htmlRaw), kb(weight.htmlGzip), kb(weight.htmlBrotli)],
        jsKb: kb(weight.jsGzip),
        cssKb: kb(weight.cssGzip),
        forbidden: forbiddenCode(outDir, weight),
        runs,
      };
      rows.push(row);
      const failed = [...new Set(runs.flatMap((run) => run.failedAudits))];
      const elements = [...new Set(runs.map((run) => run.lcpElement))].join(' | ');
      console.log(
        `  ${row.path}: ${runs.map((run) => run.scores.join('/')).join(', ')}${failed.length ? `  failed: ${failed.join(', ')}` : ''}  LCP element: ${elements}`,
      );
    }
  } finally {
    await chrome.kill();
    await server.close();
  }

  const pageHeader = ['Route', 'HTML KB', 'gzip', 'brotli', 'JS KB gz', 'CSS KB gz', 'Admin/dnd/chart'];
  const pageLines = rows.map((row) => [
    row.path + (row.noindex ? ' (noindex)' : ''),
    ...row.htmlKb.map((value) => value.toFixed(1)),
    row.jsKb.toFixed(1),
    row.cssKb.toFixed(1),
    row.forbidden.length ? row.forbidden.join(',') : 'none',
  ]);
  const runHeader = [
    'Route',
    'Run',
    'Perf/A11y/BP/SEO',
    'FCP ms',
    'LCP ms',
    'LCP-FCP',
    'LCP breakdown (ms)',
    'TBT ms',
    'CLS',
    'KB',
  ];
  const runLines = rows.flatMap((row) =>
    row.runs.map((run, index) => [
      row.path,
      String(index + 1),
      run.scores.join('/'),
      String(run.fcpMs),
      String(run.lcpMs),
      String(run.lcpMs - run.fcpMs),
      Object.entries(run.breakdown)
        .map(([part, ms]) => `${BREAKDOWN_LABELS[part] ?? part} ${ms}`)
        .join(', '),
      String(run.tbtMs),
      String(run.cls),
      run.transferKb.toFixed(1),
    ]),
  );
  console.log(`\n${table(pageHeader, pageLines)}\n\n${table(runHeader, runLines)}`);

  const misses = rows.flatMap(missesOf);
  console.log(misses.length ? `\nTargets missed:\n  ${misses.join('\n  ')}` : '\nAll targets met.');

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
