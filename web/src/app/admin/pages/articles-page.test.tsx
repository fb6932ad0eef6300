import { ADMIN_AUTH_STATUS_PATH } from '@meridian/shared/admin-api-paths';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeArticle } from '../../../features/articles-admin/test-utils';
import { jsonResponse, renderWithApp } from '../../../test/render-app';
import { Component as ArticlesPage } from './articles-page';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url === ADMIN_AUTH_STATUS_PATH) return jsonResponse({ authenticated: true });
      if (url === '/api/admin/articles') return jsonResponse({ items: [], nextCursor: null });
      if (url === '/api/admin/articles/article-1') return jsonResponse(makeArticle());
      return jsonResponse({ error: 'Not found' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('articles page', () => {
  it.each([
    ['/admin/articles', '/admin/articles', 'Articles', 'link', 'New article'],
    ['/admin/articles/new', '/admin/articles/new', 'New Article', 'button', 'Create draft'],
    ['/admin/articles/article-1', '/admin/articles/:id', 'Edit Article', 'button', 'Save'],
  ] as const)('%s (route %s) shows the screen titled %s', async (route, path, heading, role, control) => {
    renderWithApp(<ArticlesPage />, { route, path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByRole(role, { name: control })).toBeInTheDocument();
  });
});
