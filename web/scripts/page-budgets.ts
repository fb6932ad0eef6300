/**
 * The budgets every prerendered public page is held to by the build
 * (docs/decisions/036-critical-css-inline-boot-and-page-budgets.md): its HTML with everything it
 * inlines fits in the first round trip of a new connection (at most 14 KB brotli, quality 11), and
 * its up-front JavaScript is at most 100 KB (gzip level 9, each file). `build.ts` prints the table
 * and fails when a page is over.
 */
import { listPages, type PageWeight, pageWeight } from './page-assets';

/** Budgets per page, in bytes (KB = 1024 bytes). */
export const PAGE_BUDGETS = { htmlBrotli: 14 * 1024, jsGzip: 100 * 1024 } as const;

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/**
 * Measures every prerendered page of a build (`<route>/index.html` and `404.html`).
 * @param dist - the build's output folder
 */
export function measurePages(dist: string): PageWeight[] {
  return [...listPages(dist), { path: '/404', file: '404.html' }].map((page) => pageWeight(dist, page));
}

/**
 * The pages over a budget, one line each (empty when all are within).
 * @param weights - the pages' weights ({@link measurePages})
 */
export function budgetMisses(weights: readonly PageWeight[]): string[] {
  const misses: string[] = [];
  for (const page of weights) {
    if (page.htmlBrotli > PAGE_BUDGETS.htmlBrotli)
      misses.push(`${page.path}: HTML ${kb(page.htmlBrotli)} KB brotli > ${kb(PAGE_BUDGETS.htmlBrotli)} KB`);
    if (page.jsGzip > PAGE_BUDGETS.jsGzip)
      misses.push(`${page.path}: JavaScript ${kb(page.jsGzip)} KB gzip > ${kb(PAGE_BUDGETS.jsGzip)} KB`);
  }
  return misses;
}

/**
 * The weights as a table: HTML raw, gzip and brotli, up-front JavaScript and CSS (gzip), in KB.
 * @param weights - the pages' weights ({@link measurePages})
 */
export function weightTable(weights: readonly PageWeight[]): string {
  const header = ['Page', 'HTML KB', 'gzip', 'brotli', 'JS KB gz', 'CSS KB gz'];
  const rows = weights.map((page) => [
    page.path,
    kb(page.htmlRaw),
    kb(page.htmlGzip),
    kb(page.htmlBrotli),
    kb(page.jsGzip),
    kb(page.cssGzip),
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/**
 * Prints the weights of a build's pages and throws when one is over its budget.
 * @param dist - the build's output folder
 * @throws Error listing every page over a budget
 */
export function enforcePageBudgets(dist: string): void {
  const weights = measurePages(dist);
  console.log(
    `${weightTable(weights)}\nBudgets: HTML ${kb(PAGE_BUDGETS.htmlBrotli)} KB brotli, JavaScript ${kb(PAGE_BUDGETS.jsGzip)} KB gzip per page.`,
  );
  const misses = budgetMisses(weights);
  if (misses.length > 0) throw new Error(`Pages over their budget:\n  ${misses.join('\n  ')}`);
}
