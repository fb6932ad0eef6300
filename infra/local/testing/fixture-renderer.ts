import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A renderer bundle with the contract's export (`renderArticleFiles`, shared/src/articles/site-render.ts),
 * for tests of the local render path (docs/architecture.md#article-renderer). It renders each
 * article page as `<h1>title</h1>`, the listing as `<ul>` of the slugs separated by spaces and the
 * sitemap as `<urlset>` of the article count, so a test can read what the render function got.
 * Titles are written as they are: give it titles without markup.
 */
const FIXTURE_RENDERER_SOURCE = `export async function renderArticleFiles({ articles, slugs }) {
  const html = 'text/html; charset=utf-8';
  return [
    ...slugs.map((slug) => ({ key: 'insights/' + slug + '/index.html', body: '<h1>' + articles.find((a) => a.slug === slug).title + '</h1>', contentType: html })),
    { key: 'insights/index.html', body: '<ul>' + articles.map((a) => a.slug).join(' ') + '</ul>', contentType: html },
    { key: 'sitemap.xml', body: '<urlset>' + articles.length + '</urlset>', contentType: 'application/xml; charset=utf-8' },
  ];
}
`;

/**
 * Writes the fixture renderer bundle into a folder.
 *
 * @param dir - an existing folder (a test's temporary folder).
 * @returns the absolute path of the module written (`<dir>/renderer.mjs`), for `SITE_RENDERER_MODULE`.
 */
export function writeFixtureRenderer(dir: string): string {
  const path = join(dir, 'renderer.mjs');
  writeFileSync(path, FIXTURE_RENDERER_SOURCE);
  return path;
}
