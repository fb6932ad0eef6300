// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageWeight } from './page-assets';
import { budgetMisses, enforcePageBudgets, PAGE_BUDGETS } from './page-budgets';

const page = (path: string, htmlBrotli: number, jsGzip: number): PageWeight => ({
  path,
  file: 'index.html',
  jsFiles: [],
  cssFiles: [],
  jsGzip,
  cssGzip: 0,
  htmlRaw: 0,
  htmlGzip: 0,
  htmlBrotli,
});

describe('page budgets', () => {
  it('are 14 KB of brotli HTML and 100 KB of gzip JavaScript per page', () => {
    expect(PAGE_BUDGETS).toEqual({ htmlBrotli: 14_336, jsGzip: 102_400 });
  });

  it('lets a page at its budgets pass and names each page over one', () => {
    expect(budgetMisses([page('/', 14_336, 102_400)])).toEqual([]);
    expect(budgetMisses([page('/', 14_337, 102_400), page('/insights', 9_000, 102_401)])).toEqual([
      '/: HTML 14.0 KB brotli > 14.0 KB',
      '/insights: JavaScript 100.0 KB gzip > 100.0 KB',
    ]);
  });

  describe('on a build', () => {
    const dist = mkdtempSync(join(tmpdir(), 'page-budgets-'));
    afterAll(() => rmSync(dist, { recursive: true, force: true }));

    it('fails when a prerendered page loads more JavaScript than its budget', () => {
      // Incompressible bytes: random data gzips to about its own size.
      const random = Buffer.from(Array.from({ length: 110 * 1024 }, () => Math.floor(Math.random() * 256)));
      writeFileSync(join(dist, 'big.js'), random);
      writeFileSync(
        join(dist, 'index.html'),
        '<html><head><script type="module" src="/big.js"></script></head></html>',
      );
      writeFileSync(join(dist, '404.html'), '<html></html>');
      expect(() => enforcePageBudgets(dist)).toThrow(/^Pages over their budget:\n {2}\/: JavaScript 1\d\d\.\d KB gzip/);
    });
  });
});
