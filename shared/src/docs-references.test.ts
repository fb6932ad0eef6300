/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every reference in the repository can be followed by someone who has only the repository
 * (docs/product/README.md#citing-these-pages):
 * - no file cites the product's original outside documents or a ticket number;
 * - every `docs/product/<file>.md#<anchor>` citation names an existing file and heading;
 * - every `docs/decisions/<file>.md` citation names an existing record;
 * - every relative Markdown link inside `docs/` resolves (file and heading).
 */

const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), '..', '..'));
/** This file, relative to the repository root. */
const THIS_FILE = 'shared/src/docs-references.test.ts';

/**
 * Outside documents and ticket numbers, built from pieces so that this file does not match
 * itself: the names of the three outside Markdown files, and the word for a ticket followed by a
 * number.
 */
const OUTSIDE_NAMES = [
  ['SP', 'EC'],
  ['DECI', 'SIONS'],
  ['HOUSE-', 'STYLE'],
].map((parts) => `${parts.join('')}\\.md`);
const FORBIDDEN_REFERENCE = new RegExp(`${OUTSIDE_NAMES.join('|')}|[Ii]${'ssue'} [0-9]`);

/** File kinds that hold comments, TSDoc, test names or docs. */
const SOURCE_PATTERN = /\.(?:ts|tsx|md)$/;
/** File kinds scanned for docs citations (configuration and scripts may cite docs too). */
const CITING_PATTERN = /\.(?:ts|tsx|md|js|mjs|cjs|json|ya?ml|html|css)$/;

/** A citation of a product page, e.g. `docs/product/leads.md#lead-score` (the anchor is optional). */
const PRODUCT_CITATION = /docs\/product\/([A-Za-z0-9_-]+\.md)(?:#([A-Za-z0-9_-]+))?/g;
/** A citation of a decision record, e.g. `docs/decisions/009-idempotency-with-processed-event-items.md`. */
const DECISION_CITATION = /docs\/decisions\/([A-Za-z0-9_.-]+\.md)/g;
/** A relative Markdown link target (no scheme, not site-absolute), with an optional anchor. */
const MARKDOWN_LINK = /\]\((?![a-z][a-z0-9+.-]*:|\/)([^)\s#]*)(?:#([^)\s]+))?\)/gi;

/** Files of the repository: tracked ones plus new ones not ignored, that still exist on disk. */
function repositoryFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = listing.split('\0').filter((file) => file !== '' && !file.split('/').includes('node_modules'));
  return [...new Set(files)].filter((file) => existsSync(join(ROOT, file)));
}

/**
 * The anchor GitHub gives a heading: inline code marks and link targets dropped, lower-cased,
 * characters other than letters, digits, spaces, hyphens and underscores removed, spaces to hyphens.
 */
function headingAnchor(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text's headings (outside fenced code); repeats get `-1`, `-2`, … */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = headingAnchor(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** One found problem, as `path:line: text`. */
type Finding = string;

/** Lines of `text` matching `pattern`, as findings of `file`. */
function forbiddenLines(file: string, text: string, pattern: RegExp): Finding[] {
  return text
    .split('\n')
    .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

/** Checks that `target` (a repository path) exists and, when given, holds heading `anchor`. */
function checkTarget(
  target: string,
  anchor: string | undefined,
  readAnchors: (path: string) => Set<string> | null,
): string | null {
  const anchors = readAnchors(target);
  if (anchors === null) return `${target} does not exist`;
  if (anchor !== undefined && !anchors.has(anchor)) return `${target} has no heading #${anchor}`;
  return null;
}

/**
 * Citations of product pages and decision records in one file whose target is missing, plus, for
 * Markdown files under `docs/`, relative links that do not resolve.
 */
function brokenCitations(file: string, text: string, readAnchors: (path: string) => Set<string> | null): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const match of line.matchAll(PRODUCT_CITATION)) {
      const problem = checkTarget(`docs/product/${match[1]}`, match[2], readAnchors);
      if (problem) findings.push(`${where}: ${problem}`);
    }
    for (const match of line.matchAll(DECISION_CITATION)) {
      const problem = checkTarget(`docs/decisions/${match[1]}`, undefined, readAnchors);
      if (problem) findings.push(`${where}: ${problem}`);
    }
    if (file.startsWith('docs/') && file.endsWith('.md')) {
      for (const match of line.matchAll(MARKDOWN_LINK)) {
        const path = match[1] ?? '';
        const target = path === '' ? file : normalize(join(dirname(file), path)).replace(/\\/g, '/');
        const anchor = target.endsWith('.md') ? match[2] : undefined;
        const problem = checkTarget(target, anchor, readAnchors);
        if (problem) findings.push(`${where}: ${problem}`);
      }
    }
  });
  return findings;
}

/** Reads anchors of repository files from disk, once each; folders count as existing without anchors. */
function diskAnchors(): (path: string) => Set<string> | null {
  const cache = new Map<string, Set<string> | null>();
  return (path) => {
    if (!cache.has(path)) {
      const full = join(ROOT, path.replace(/\/$/, ''));
      if (!existsSync(full)) cache.set(path, null);
      else if (full.endsWith('.md')) cache.set(path, anchorsOf(readFileSync(full, 'utf8')));
      else cache.set(path, new Set());
    }
    return cache.get(path) ?? null;
  };
}

describe('heading anchors', () => {
  it.each([
    ['Lead score', 'lead-score'],
    ['Analytics and consent', 'analytics-and-consent'],
    ['Next-action hints', 'next-action-hints'],
    ['`aiScore` and its band', 'aiscore-and-its-band'],
    ['Emails 1-3: what (and when)?', 'emails-1-3-what-and-when'],
    ['See [the stages](pipeline.md#stages)', 'see-the-stages'],
  ])('%s -> #%s', (heading, anchor) => {
    expect(headingAnchor(heading)).toBe(anchor);
  });

  it('numbers repeated headings and ignores headings in fenced code', () => {
    const anchors = anchorsOf('# Title\n## Notes\n```\n# not a heading\n```\n## Notes\n');
    expect([...anchors]).toEqual(['title', 'notes', 'notes-1']);
  });
});

describe('reference checks on sample text', () => {
  const pages: Record<string, Set<string>> = {
    'docs/product/leads.md': new Set(['lead-score', 'dedupe']),
    'docs/decisions/009-idempotency.md': new Set(['009-idempotency']),
    'docs/product/README.md': new Set(['product-documentation']),
  };
  const sampleAnchors = (path: string) => pages[path] ?? null;

  it.each([
    ['an outside spec file', `see ${['SP', 'EC'].join('')}.md section 9`, true],
    ['an outside decisions file', `(${['DECI', 'SIONS'].join('')}.md item 4)`, true],
    ['a house style file', `${['HOUSE-', 'STYLE'].join('')}.md`, true],
    ['a ticket number', `(${'iss'}ue 4)`, true],
    ['a capitalised ticket number', `${'Iss'}ue 12 asks`, true],
    ['a product citation', 'docs/product/leads.md#lead-score', false],
    ['the word without a number', 'an issue with the cursor', false],
  ])('flags %s: %s', (_name, line, flagged) => {
    expect(forbiddenLines('x.ts', line, FORBIDDEN_REFERENCE).length > 0).toBe(flagged);
  });

  it('accepts citations whose file and heading exist', () => {
    const text = [
      '/** Score (docs/product/leads.md#lead-score; docs/decisions/009-idempotency.md). */',
      'see docs/product/leads.md and docs/product/README.md#product-documentation',
    ].join('\n');
    expect(brokenCitations('functions/a.ts', text, sampleAnchors)).toEqual([]);
  });

  it('reports a missing heading, a missing page and a missing record with file and line', () => {
    const text = [
      'ok docs/product/leads.md#dedupe',
      'bad docs/product/leads.md#lead-scores',
      'bad docs/product/lead.md#lead-score and docs/decisions/010-none.md',
    ].join('\n');
    expect(brokenCitations('web/b.tsx', text, sampleAnchors)).toEqual([
      'web/b.tsx:2: docs/product/leads.md has no heading #lead-scores',
      'web/b.tsx:3: docs/product/lead.md does not exist',
      'web/b.tsx:3: docs/decisions/010-none.md does not exist',
    ]);
  });

  it('checks relative links of Markdown files under docs/, and only there', () => {
    const text =
      '[score](leads.md#lead-score) [gone](leads.md#gone) [x](../decisions/009-idempotency.md) [web](https://a.b)';
    expect(brokenCitations('docs/product/README.md', text, sampleAnchors)).toEqual([
      'docs/product/README.md:1: docs/product/leads.md has no heading #gone',
    ]);
    expect(brokenCitations('README.md', '[gone](docs/nothing.md)', sampleAnchors)).toEqual([]);
  });
});

describe('references in this repository', () => {
  const files = repositoryFiles();

  it('finds the repository files', () => {
    expect(files).toContain(THIS_FILE);
    expect(files).toContain('docs/product/README.md');
  });

  it('cite no outside document and no ticket number in code, comments, test names or docs', () => {
    const findings = files
      .filter((file) => SOURCE_PATTERN.test(file))
      .flatMap((file) => forbiddenLines(file, readFileSync(join(ROOT, file), 'utf8'), FORBIDDEN_REFERENCE));
    expect(findings).toEqual([]);
  });

  it('point to product pages, headings and decision records that exist', () => {
    const readAnchors = diskAnchors();
    const findings = files
      // This file's samples cite missing pages on purpose; the sample tests above check them.
      .filter((file) => CITING_PATTERN.test(file) && file !== 'package-lock.json' && file !== THIS_FILE)
      .flatMap((file) => brokenCitations(file, readFileSync(join(ROOT, file), 'utf8'), readAnchors));
    expect(findings).toEqual([]);
  });
});
