import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../lib/security-headers';
import { type Runner, startRunner } from './runner';
import { collectingLogger, fixtures, rawRequest } from './testing/runner-test-helpers';

describe('local runner: the built SPA', () => {
  let runner: Runner;
  let dist: string;
  const bigScript = `console.log(${JSON.stringify('x'.repeat(5000))});`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'runner-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'about'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(dist, 'about', 'index.html'), '<!doctype html><title>about</title>');
    mkdirSync(join(dist, 'contact'));
    writeFileSync(join(dist, 'contact', 'index.html'), '<!doctype html><title>contact</title>');
    writeFileSync(join(dist, 'assets', 'index-a1b2c3.js'), bigScript);
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
    runner = await startRunner({
      port: 0,
      routes: [],
      rules: [],
      functionsDir: fixtures,
      webDist: dist,
      logger: collectingLogger([]),
    });
  });
  afterAll(async () => {
    await runner.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function page(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${runner.url}${path}`, { headers });
    return { response, text: await response.text() };
  }

  it('serves the app shell at / with no-cache', async () => {
    const { response, text } = await page('/');
    expect(response.status).toBe(200);
    expect(text).toContain('<title>shell</title>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves prerendered pages from <route>/index.html, with or without the trailing slash', async () => {
    expect((await page('/about')).text).toContain('<title>about</title>');
    expect((await page('/about/')).text).toContain('<title>about</title>');
    expect((await page('/contact')).text).toContain('<title>contact</title>');
    expect((await page('/contact/')).text).toContain('<title>contact</title>');
  });

  it('falls back to the app shell for client routes', async () => {
    for (const path of ['/admin', '/admin/leads/123']) {
      const { response, text } = await page(path);
      expect(response.status, path).toBe(200);
      expect(text).toContain('<title>shell</title>');
    }
  });

  it('answers an article address without a page with the app shell and 404 (Article Not Found)', async () => {
    const { response, text } = await page('/insights/some-article?x=1');
    expect(response.status).toBe(404);
    expect(text).toContain('<title>shell</title>');
  });

  it('answers a real 404 for a missing file with an extension', async () => {
    for (const path of ['/assets/index-missing.js', '/favicon.ico', '/about/photo.png']) {
      const { response } = await page(path);
      expect(response.status, path).toBe(404);
    }
  });

  it('never serves files outside the site folder', async () => {
    writeFileSync(join(dist, '..', `${dist.split('/').pop()}-secret.txt`), 'secret');
    for (const path of [
      '/%2e%2e/package.json',
      `/..%2f${dist.split('/').pop()}-secret.txt`,
      '/assets/..%2f..%2fsecret.txt',
    ]) {
      const response = await rawRequest(`${runner.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.body.toString('utf8')).not.toContain('secret');
    }
    rmSync(join(dist, '..', `${dist.split('/').pop()}-secret.txt`));
  });

  it('serves hashed assets as immutable for a year, other files revalidated on every use', async () => {
    const { response, text } = await page('/assets/index-a1b2c3.js');
    expect(response.status).toBe(200);
    expect(text).toBe(bigScript);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const robots = await page('/robots.txt');
    expect(robots.response.headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses text with brotli when accepted and revalidates with ETag', async () => {
    const compressed = await rawRequest(`${runner.url}/assets/index-a1b2c3.js`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body.length).toBeLessThan(bigScript.length / 10);
    expect(brotliDecompressSync(compressed.body).toString('utf8')).toBe(bigScript);

    const etag = String(compressed.headers.etag);
    const again = await rawRequest(`${runner.url}/assets/index-a1b2c3.js`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('sends the production security headers on pages, assets and 404s', async () => {
    for (const path of ['/', '/admin', '/assets/index-a1b2c3.js', '/missing.png']) {
      const { response } = await page(path);
      for (const [name, value] of Object.entries(securityHeaders())) {
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
      }
    }
  });

  it('answers HEAD without a body and refuses other methods on pages', async () => {
    const head = await rawRequest(`${runner.url}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const post = await fetch(`${runner.url}/about`, { method: 'POST' });
    expect(post.status).toBe(405);
  });

  it('explains when the web app is not built', async () => {
    const bare = await startRunner({
      port: 0,
      routes: [],
      rules: [],
      webDist: join(dist, 'does-not-exist'),
      logger: collectingLogger([]),
    });
    try {
      const response = await fetch(`${bare.url}/`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build -w web');
    } finally {
      await bare.close();
    }
  });
});
