import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../test/render-app';
import { ArticlesList } from './articles-list';
import { makeArticle, serveApi } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

const summary = (fields: Parameters<typeof makeArticle>[0]) => {
  const { content: _content, ...rest } = makeArticle(fields);
  return rest;
};

describe('articles list', () => {
  it('shows every article with its state, its dates in London time and its author', async () => {
    serveApi({
      'GET /api/admin/articles': () =>
        jsonResponse({
          items: [
            summary({ id: 'a', title: 'Draft piece', author: 'Ann Writer', createdAt: '2026-01-10T09:00:00.000Z' }),
            summary({
              id: 'b',
              title: 'Scheduled piece',
              state: 'scheduled',
              scheduledAt: '2026-07-01T08:30:00.000Z',
              updatedAt: '2026-06-30T23:30:00.000Z',
            }),
            summary({
              id: 'c',
              title: 'Live piece',
              state: 'published',
              published: true,
              publishedAt: '2026-03-29T01:00:00.000Z',
            }),
          ],
          nextCursor: null,
        }),
    });
    renderWithApp(<ArticlesList />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [draft, scheduled, live] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(draft).getByRole('link', { name: 'Draft piece' })).toHaveAttribute('href', '/admin/articles/a');
    expect(draft).toHaveTextContent('Draft');
    expect(draft).toHaveTextContent('Created10 Jan 2026, 09:00');
    expect(draft).toHaveTextContent('Ann Writer');
    // BST: 08:30 UTC is 09:30 in London; 23:30 UTC on 30 June is already 1 July
    expect(scheduled).toHaveTextContent('Scheduled');
    expect(scheduled).toHaveTextContent('Scheduled for1 Jul 2026, 09:30');
    expect(scheduled).toHaveTextContent('Updated1 Jul 2026, 00:30');
    // the first hour of summer time: 01:00 UTC is 02:00 in London
    expect(live).toHaveTextContent('Published29 Mar 2026, 02:00');
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute('href', '/admin/articles/new');
  });

  it('says when there is no article yet', async () => {
    serveApi({ 'GET /api/admin/articles': () => jsonResponse({ items: [], nextCursor: null }) });
    renderWithApp(<ArticlesList />);
    expect(await screen.findByText(/No articles yet/)).toBeInTheDocument();
  });

  it('shows why the list could not load, with Try again', async () => {
    serveApi({ 'GET /api/admin/articles': () => jsonResponse({ error: 'The table is unavailable' }, 503) });
    renderWithApp(<ArticlesList />);
    expect(await screen.findByText(/Could not load the articles: The table is unavailable/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
