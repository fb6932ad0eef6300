import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routePattern } from '../lib/spa-routing';
import { StaticSite } from './static-files';

// readFile passes through, so a test can make one read lose a race with a delete.
const fsPromises = vi.hoisted(() => ({ readFile: vi.fn() }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs/promises')>();
  fsPromises.readFile.mockImplementation(original.readFile);
  return { ...original, readFile: fsPromises.readFile };
});

/** The parts of a request StaticSite reads. */
function request(url: string, method = 'GET', headers: Record<string, string> = {}): IncomingMessage {
  return { url, method, headers } as unknown as IncomingMessage;
}

function builtSite(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'static-site-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(dist, file, '..'), { recursive: true });
    writeFileSync(join(dist, file), content);
  }
  return dist;
}

const ROUTES = [
  '/',
  '/about',
  '/insights',
  '/insights/:slug',
  '/contact',
  '/login',
  '/admin',
  '/admin-quick',
  '/debug-analytics',
];

describe('StaticSite: client routes and unknown paths (like the web build)', () => {
  let dist: string;
  let site: StaticSite;
  beforeAll(() => {
    dist = builtSite({
      'index.html': '<title>home</title>',
      'about/index.html': '<title>about</title>',
      'insights/strategic-planning-mistakes/index.html': '<title>article</title>',
      'app-shell.html': '<title>shell</title>',
      '404.html': '<title>404 Page Not Found</title>',
      'spa-routes.json': JSON.stringify({ routes: ROUTES }),
    });
    site = new StaticSite(dist);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const body = async (url: string) => {
    const response = await site.serve(request(url));
    return { status: response.statusCode, text: response.body.toString('utf8'), headers: response.headers };
  };

  it('serves prerendered pages, not the shell', async () => {
    expect(await body('/')).toMatchObject({ status: 200, text: '<title>home</title>' });
    expect(await body('/about/')).toMatchObject({ status: 200, text: '<title>about</title>' });
    expect(await body('/insights/strategic-planning-mistakes')).toMatchObject({
      status: 200,
      text: '<title>article</title>',
    });
  });

  it('serves the empty app shell, not the home page, for routes that are not prerendered', async () => {
    for (const path of ['/login', '/admin', '/admin/', '/admin-quick?x=1', '/debug-analytics', '/LOGIN']) {
      const response = await body(path);
      expect(response.status, path).toBe(200);
      expect(response.text, path).toBe('<title>shell</title>');
      expect(response.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('answers paths no route matches with the prerendered 404 page and status 404', async () => {
    for (const path of ['/no-such-page', '/admin/leads/42', '/insights/a/b', '/about/team']) {
      const response = await body(path);
      expect(response.status, path).toBe(404);
      expect(response.text, path).toBe('<title>404 Page Not Found</title>');
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
    }
  });

  it('never answers a 404 page with 304, and keeps HEAD bodies empty', async () => {
    const first = await site.serve(request('/no-such-page'));
    const again = await site.serve(request('/no-such-page', 'GET', { 'if-none-match': first.headers.etag ?? '' }));
    expect(again.statusCode).toBe(404);
    const head = await site.serve(request('/no-such-page', 'HEAD'));
    expect(head.statusCode).toBe(404);
    expect(head.body.length).toBe(0);
  });
});

describe('StaticSite: the files of the render function over the build (docs/product/publishing.md#publishing)', () => {
  let dist: string;
  let siteDir: string;
  let site: StaticSite;
  beforeAll(() => {
    dist = builtSite({
      'index.html': '<title>home</title>',
      'insights/index.html': '<title>built listing</title>',
      'insights/built-article/index.html': '<title>built article</title>',
      'sitemap.xml': '<urlset>built</urlset>',
      'robots.txt': 'User-agent: *',
      'app-shell.html': '<title>shell</title>',
      '404.html': '<title>404 Page Not Found</title>',
      'spa-routes.json': JSON.stringify({ routes: ROUTES }),
    });
    siteDir = mkdtempSync(join(tmpdir(), 'rendered-site-'));
    site = new StaticSite(dist, siteDir);
  });
  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
    rmSync(siteDir, { recursive: true, force: true });
  });

  const render = (files: Record<string, string>) => {
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(join(siteDir, file, '..'), { recursive: true });
      writeFileSync(join(siteDir, file), content);
    }
  };
  const answer = async (url: string) => {
    const response = await site.serve(request(url));
    return {
      status: response.statusCode,
      text: response.body.toString('utf8'),
      type: response.headers['content-type'],
    };
  };

  it('serves the build while the site folder holds no rendered listing yet', async () => {
    expect(await answer('/insights')).toMatchObject({ status: 200, text: '<title>built listing</title>' });
    expect(await answer('/insights/built-article')).toMatchObject({
      status: 200,
      text: '<title>built article</title>',
    });
  });

  it('serves rendered pages, the rendered listing and sitemap over the built ones, and new articles without a rebuild', async () => {
    render({
      'insights/index.html': '<title>rendered listing</title>',
      'insights/new-article/index.html': '<title>new article</title>',
      'sitemap.xml': '<urlset>rendered</urlset>',
    });
    expect(await answer('/insights')).toMatchObject({ status: 200, text: '<title>rendered listing</title>' });
    expect(await answer('/insights/new-article')).toMatchObject({
      status: 200,
      text: '<title>new article</title>',
      type: 'text/html; charset=utf-8',
    });
    expect(await answer('/insights/new-article/')).toMatchObject({ status: 200, text: '<title>new article</title>' });
    expect(await answer('/sitemap.xml')).toMatchObject({ status: 200, text: '<urlset>rendered</urlset>' });
    expect(await answer('/robots.txt')).toMatchObject({ status: 200, text: 'User-agent: *' });
  });

  it('answers an article address without a page in the site folder with 404 and the app shell (Article Not Found), also when the build had one', async () => {
    for (const path of ['/insights/built-article', '/insights/never-published']) {
      expect(await answer(path), path).toMatchObject({ status: 404, text: '<title>shell</title>' });
    }
    rmSync(join(siteDir, 'insights', 'new-article'), { recursive: true });
    expect(await answer('/insights/new-article')).toMatchObject({ status: 404, text: '<title>shell</title>' });
  });

  it('answers a page deleted between its lookup and its read as missing (404 and the app shell), never as an error', async () => {
    render({ 'insights/going/index.html': '<title>going</title>' });
    const gone = Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' });
    // The render function's DeleteObject lands after the lookup found the page.
    fsPromises.readFile.mockImplementationOnce(async (path: string) => {
      rmSync(path);
      throw gone;
    });
    expect(await answer('/insights/going')).toMatchObject({ status: 404, text: '<title>shell</title>' });

    fsPromises.readFile.mockRejectedValueOnce(Object.assign(new Error('EIO: i/o error'), { code: 'EIO' }));
    await expect(answer('/insights')).rejects.toThrow('EIO');
  });
});

describe('StaticSite: builds without a route list', () => {
  it('serves app-shell.html for every other extension-less path (no 404 page guessing)', async () => {
    const dist = builtSite({
      'index.html': '<title>home</title>',
      'app-shell.html': '<title>shell</title>',
      '404.html': '<title>404</title>',
    });
    try {
      const response = await new StaticSite(dist).serve(request('/anything'));
      expect(response.statusCode).toBe(200);
      expect(response.body.toString('utf8')).toBe('<title>shell</title>');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('falls back to index.html when the build has no app-shell.html', async () => {
    const dist = builtSite({ 'index.html': '<title>home</title>' });
    try {
      const response = await new StaticSite(dist).serve(request('/admin'));
      expect(response.statusCode).toBe(200);
      expect(response.body.toString('utf8')).toBe('<title>home</title>');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('ignores a malformed route list rather than failing requests', async () => {
    const dist = builtSite({
      'index.html': 'home',
      'app-shell.html': 'shell',
      '404.html': '404',
      'spa-routes.json': '{not json',
    });
    try {
      const response = await new StaticSite(dist).serve(request('/whatever'));
      expect(response.statusCode).toBe(200);
      expect(response.body.toString('utf8')).toBe('shell');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('routePattern', () => {
  it.each([
    ['/', '/', true],
    ['/', '/about', false],
    ['/insights/:slug', '/insights/x-y', true],
    ['/insights/:slug', '/insights', false],
    ['/insights/:slug', '/insights/a/b', false],
    ['/admin-quick', '/admin', false],
    ['/docs/*', '/docs/a/b', true],
    ['/a.b', '/aXb', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(routePattern(pattern).test(path)).toBe(expected);
  });
});
