import type { AdminArticle } from '@meridian/shared/articles/article-admin';
import { vi } from 'vitest';
import { jsonResponse } from '../../test/render-app';

/** A stored article for tests; fields override the defaults (a draft, version 1). */
export function makeArticle(fields: Partial<AdminArticle> = {}): AdminArticle {
  return {
    id: 'article-1',
    slug: 'first-article',
    title: 'First article',
    excerpt: 'What the first article is about.',
    content: 'Some **bold** words.',
    category: 'Business Growth',
    readTime: 1,
    imageUrl: '/images/insights/library/strategy-1.svg',
    author: 'Daniel Hartley',
    published: false,
    publishedAt: '',
    createdAt: '2026-06-01T09:00:00.000Z',
    updatedAt: '2026-06-02T10:00:00.000Z',
    version: 1,
    state: 'draft',
    ...fields,
  };
}

/** A route of the mocked API: `METHOD path` and its answer (called with the request's JSON body). */
export type Routes = Record<string, (body: unknown) => Response | Promise<Response>>;

/**
 * Stubs `fetch` with `routes` (keyed `METHOD path`), answering anything else with 404; returns the
 * mock, whose calls the tests read.
 */
export function serveApi(routes: Routes) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const route = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return route ? route(body) : jsonResponse({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The `[method path, body]` of every call of a mocked fetch, in order. */
export function apiCalls(fetchMock: ReturnType<typeof serveApi>): [string, unknown][] {
  return fetchMock.mock.calls.map(([input, init]) => [
    `${init?.method ?? 'GET'} ${String(input)}`,
    typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  ]);
}
