import { TOTP } from 'otpauth';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from './start';
import { writeFixtureRenderer } from './testing/fixture-renderer';

const PASSWORD = 'local-article-scheduling-password';

describe('scheduled article publication on the local stack (docs/product/publishing.md#scheduling)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'local-articles-'));
  // The render function gets a fixture renderer, so the test renders the same with or without a web build.
  const rendererModule = writeFixtureRenderer(dataDir);
  let stack: LocalStack | undefined;
  afterAll(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a draft scheduled a few seconds ahead goes live by itself through the one-time schedule stand-in', async () => {
    stack = await startLocalStack({
      port: 0,
      dynamodbPort: 0,
      sesPort: 0,
      smtpPort: 0,
      dataDir,
      adminPassword: PASSWORD,
      rendererModule,
      quiet: true,
    });
    const api = async (method: string, path: string, body?: unknown, session?: string) => {
      const response = await fetch(`${stack?.runner.url}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(session ? { cookie: `__Host-meridian-session=${session}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const cookie = response.headers.getSetCookie()[0] ?? '';
      return { status: response.status, body: (await response.json()) as Record<string, unknown>, cookie };
    };
    // The first partner's sign-in: password, then enrolling TOTP with a code from the app.
    const login = await api('POST', '/api/admin/login', { email: stack.adminEmail, password: PASSWORD });
    expect(login.body.step).toBe('enrol');
    const { challenge } = login.body;
    const setup = await api('POST', '/api/admin/mfa/totp/setup', { challenge });
    const code = new TOTP({ secret: String(setup.body.secret) }).generate();
    const confirmed = await api('POST', '/api/admin/mfa/totp/confirm', { challenge, code });
    expect(confirmed.status).toBe(200);
    const session = /^__Host-meridian-session=([^;]+);/.exec(confirmed.cookie)?.[1] ?? '';
    const created = await api(
      'POST',
      '/api/admin/articles',
      {
        title: 'Scheduled on the local stack',
        category: 'Business Growth',
        excerpt: 'It goes live by itself.',
        content: 'A body with <script>alert(1)</script> typed in.',
        author: 'Staff Writer',
      },
      session,
    );
    expect(created.status).toBe(201);
    const { id, slug } = created.body as { id: string; slug: string };
    expect((await api('GET', `/api/articles/${slug}`)).status).toBe(404);
    const page = join(dataDir, 'site', 'insights', slug, 'index.html');
    const listing = join(dataDir, 'site', 'insights', 'index.html');
    // The start-up render wrote the seeded articles' pages, and no page for the draft.
    expect(readFileSync(listing, 'utf8')).not.toContain(slug);
    expect(existsSync(page)).toBe(false);

    // Far enough ahead that the publish call and the check after it finish first on a busy machine
    // (the schedule runs at the whole second, up to 1 s early).
    const at = new Date(Date.now() + 5_000).toISOString();
    const scheduled = await api('POST', `/api/admin/articles/${id}/publish`, { at, version: 1 }, session);
    expect(scheduled).toMatchObject({ status: 200, body: { state: 'scheduled' } });
    expect((await api('GET', `/api/articles/${slug}`)).status).toBe(404);
    expect(existsSync(page)).toBe(false);

    await expect
      .poll(async () => (await api('GET', `/api/articles/${slug}`)).status, { timeout: 15_000, interval: 500 })
      .toBe(200);
    const article = await api('GET', `/api/admin/articles/${id}`, undefined, session);
    expect(article.body).toMatchObject({ state: 'published', version: 3 });
    expect(article.body).not.toHaveProperty('scheduledAt');
    // The publication event reaches the render function, which writes the page and the listing.
    await expect
      .poll(() => (existsSync(page) ? readFileSync(page, 'utf8') : undefined), { timeout: 15_000, interval: 200 })
      .toBe('<h1>Scheduled on the local stack</h1>');
    await expect.poll(() => readFileSync(listing, 'utf8').split(/[<> ]/), { timeout: 15_000 }).toContain(slug);
  }, 90_000);
});
