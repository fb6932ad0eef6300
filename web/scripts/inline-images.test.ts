// @vitest-environment node
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heroImageUris, inlineFavicon, MAX_INLINE_SVG_BYTES, svgDataUri } from './inline-images';

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0b2545"/></svg>\n';
const TEMPLATE = '<head>\n    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />\n</head>';

let publicDir: string;

beforeAll(async () => {
  publicDir = await mkdtemp(join(tmpdir(), 'inline-images-'));
  await mkdir(join(publicDir, 'images/insights/library'), { recursive: true });
  await writeFile(join(publicDir, 'favicon.svg'), ICON);
  await writeFile(join(publicDir, 'images/insights/default.svg'), ICON);
  await writeFile(join(publicDir, 'images/insights/library/strategy-1.svg'), ICON);
  await writeFile(join(publicDir, 'images/insights/notes.txt'), 'not an image');
  const large = ICON.replace('</svg>', `<!--${'x'.repeat(MAX_INLINE_SVG_BYTES)}--></svg>`);
  await writeFile(join(publicDir, 'images/insights/large.svg'), large);
});

afterAll(() => rm(publicDir, { recursive: true, force: true }));

/** Runs the plugin's index.html hook as Vite does. */
async function transform(html: string): Promise<string> {
  const hook = inlineFavicon(publicDir).transformIndexHtml as (html: string) => Promise<string>;
  return hook(html);
}

describe('svgDataUri', () => {
  it('encodes an SVG as a compact data URI that decodes back to the same document', () => {
    const uri = svgDataUri(ICON);
    expect(uri).toMatch(/^data:image\/svg\+xml,/);
    expect(uri).not.toMatch(/["'#&<>]/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(ICON.trim().replace(/"/g, "'"));
  });
});

describe('inlineFavicon', () => {
  it("replaces the favicon link's href with the icon's data URI, nothing else", async () => {
    const html = await transform(TEMPLATE);
    expect(html).toBe(TEMPLATE.replace('/favicon.svg', svgDataUri(ICON)));
    expect(html).not.toContain('/favicon.svg');
  });

  it('fails the build when the template has no favicon link to inline', async () => {
    await expect(transform('<head></head>')).rejects.toThrow('index.html lacks <link rel="icon"');
  });

  it('matches the link of the real index.html', async () => {
    const html = await readFile(join(import.meta.dirname, '..', 'index.html'), 'utf8');
    expect(await transform(html)).toContain(`<link rel="icon" href="${svgDataUri(ICON)}" type="image/svg+xml" />`);
  });
});

describe('heroImageUris', () => {
  it('maps every small SVG under images/insights by its site path, the library included', async () => {
    expect(await heroImageUris(publicDir)).toEqual({
      '/images/insights/default.svg': svgDataUri(ICON),
      '/images/insights/library/strategy-1.svg': svgDataUri(ICON),
    });
  });

  it("covers every built-in artwork and library image of the site's public folder", async () => {
    const uris = await heroImageUris(join(import.meta.dirname, '..', 'public'));
    expect(Object.keys(uris)).toContain('/images/insights/strategic-planning-mistakes.svg');
    expect(Object.keys(uris).filter((path) => path.startsWith('/images/insights/library/'))).toHaveLength(15);
  });
});
