import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminApi, pollFor, uniqueSuffix } from '../support/api';
import { canonicalOf, getSite, siteState } from '../support/site';

/**
 * Journey 16: scheduled publishing (docs/product/publishing.md#scheduling). Through the admin API,
 * staff create an article and schedule its publication about 20 s ahead: until then its address
 * answers 404 and neither `/insights` nor `sitemap.xml` names it; at its time the local one-time
 * schedule stand-in publishes it and the render function writes its prerendered page, the listing
 * and the sitemap; after Unpublish the page answers 404 and is gone from both.
 */

let api: AdminApi;
const suffix = uniqueSuffix();
/** How far ahead the publication is scheduled. */
const AHEAD_MS = 20_000;
/** How long the site may take to show a change (docs/product/publishing.md#publishing). */
const LIVE_WITHIN_MS = 15_000;

beforeAll(async () => {
  api = await AdminApi.login('198.51.100.161');
});

afterAll(async () => {
  await api?.logout();
});

interface StoredArticle {
  id: string;
  slug: string;
  version: number;
  state: 'draft' | 'scheduled' | 'published';
  scheduledAt?: string;
}

/** An admin API call that must answer `status`; returns its JSON body. */
async function call<T>(method: string, path: string, status: number, body?: unknown): Promise<T> {
  const response = await api.request(method, path, body);
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBe(status);
  return JSON.parse(text) as T;
}

/** The visitor address of this journey's site requests. */
const SITE_IP = '198.51.100.162';

describe('journey 16: scheduled publishing', () => {
  it('keeps a scheduled article off the site until its time, then serves it prerendered, and removes it on Unpublish', async () => {
    const title = `Scheduled journey ${suffix}`;
    const draft = await call<StoredArticle>('POST', '/api/admin/articles', 201, {
      title,
      category: 'Strategic Planning',
      excerpt: `Excerpt of ${title}.`,
      content: `## Planned in advance\n\nThis article went live **by itself** at its time.`,
      author: 'Meridian Advisory',
    });
    const { slug } = draft;

    // A whole second: schedules have a resolution of one second.
    const at = new Date(Math.ceil((Date.now() + AHEAD_MS) / 1000) * 1000);
    const scheduled = await call<StoredArticle>('POST', `/api/admin/articles/${draft.id}/publish`, 200, {
      at: at.toISOString(),
      version: draft.version,
    });
    expect(scheduled.state).toBe('scheduled');
    expect(Date.parse(scheduled.scheduledAt ?? '')).toBe(at.getTime());

    // Before its time: not on the site.
    const before = await siteState(slug, SITE_IP);
    expect(Date.now(), 'checked before the scheduled time').toBeLessThan(at.getTime());
    expect(before).toEqual({ page: 404, listed: false, inSitemap: false });

    // At its time: the page, the listing and the sitemap, within the usual delay.
    const live = await pollFor(
      `/insights/${slug} to go live`,
      async () => {
        const answer = await getSite(`/insights/${slug}`, SITE_IP);
        return answer.status === 200 ? { html: answer.html, seenAt: Date.now() } : undefined;
      },
      AHEAD_MS + LIVE_WITHIN_MS,
    );
    expect(live.seenAt, 'not served before its time').toBeGreaterThanOrEqual(at.getTime());
    expect(live.seenAt - at.getTime(), 'served within 15 s of its time').toBeLessThanOrEqual(LIVE_WITHIN_MS);
    expect(live.html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(live.html, 'the body is prerendered').toContain('<strong>by itself</strong>');
    expect(canonicalOf(live.html)).toMatch(new RegExp(`^https?://[^/]+/insights/${slug}$`));
    await expect
      .poll(() => siteState(slug, SITE_IP), { timeout: LIVE_WITHIN_MS })
      .toEqual({
        page: 200,
        listed: true,
        inSitemap: true,
      });
    const published = await call<StoredArticle>('GET', `/api/admin/articles/${draft.id}`, 200);
    expect(published.state).toBe('published');

    await call<StoredArticle>('POST', `/api/admin/articles/${draft.id}/unpublish`, 200, {
      version: published.version,
    });
    await expect
      .poll(() => siteState(slug, SITE_IP), { timeout: LIVE_WITHIN_MS })
      .toEqual({
        page: 404,
        listed: false,
        inSitemap: false,
      });
  });
});
