import { BUILT_IN_ARTICLES } from '@meridian/shared/builtin-articles';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { jsonResponse, renderWithApp } from '../../test/render-app';
import { ArticlePage } from './article-page';
import { ARTICLES_ERROR_TEXT, InsightsPage } from './insights-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const serverArticle = {
  ...BUILT_IN_ARTICLES[2]!,
  id: 'a1',
  slug: 'board-ready-strategy',
  title: 'Making Your Strategy Board-Ready',
  excerpt: 'What boards look for in a strategic plan.',
  category: 'Strategic Planning',
  readTime: 5,
  publishedAt: '2025-03-04T09:00:00.000Z',
  content: '<p>Boards want clarity.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
};

describe('insights listing', () => {
  it('shows Loading insights... and then the server articles with badge, read time and en-US date', async () => {
    let release: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    renderWithApp(<InsightsPage newsletter={null} />);
    expect(screen.getByText('Loading insights...')).toBeInTheDocument();
    // The API client loads with the first call, so the request follows a moment later.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => release(jsonResponse([serverArticle])));
    const heading = await screen.findByRole('heading', { name: 'Making Your Strategy Board-Ready' });
    expect(screen.queryByText('Loading insights...')).not.toBeInTheDocument();
    const card = heading.closest('article')!;
    expect(within(card).getByText('Strategic Planning')).toBeInTheDocument();
    expect(within(card).getByText('5 min read')).toBeInTheDocument();
    expect(within(card).getByText('Mar 4, 2025')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: /^Share\s*on LinkedIn:\s*Making Your Strategy Board-Ready$/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: BUILT_IN_ARTICLES[0]!.title })).not.toBeInTheDocument();
  });

  it('falls back to the four built-in articles when the server returns none', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    renderWithApp(<InsightsPage newsletter={null} />);
    await vi.waitFor(() => expect(screen.queryByText('Loading insights...')).not.toBeInTheDocument());
    for (const article of BUILT_IN_ARTICLES)
      expect(screen.getByRole('heading', { name: article.title })).toBeInTheDocument();
    expect(screen.getByText('Jan 15, 2025')).toBeInTheDocument();
  });

  it('shows the error text when the articles cannot be loaded', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    renderWithApp(<InsightsPage newsletter={null} />);
    expect(await screen.findByText(ARTICLES_ERROR_TEXT)).toBeInTheDocument();
  });
});

describe('article page', () => {
  it('shows a server article with sanitised rich text and the closing call to action', async () => {
    fetchMock.mockResolvedValue(jsonResponse(serverArticle));
    renderWithApp(<ArticlePage slug="board-ready-strategy" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Making Your Strategy Board-Ready' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Boards want clarity.')).toBeInTheDocument();
    const body = screen.getByText('Boards want clarity.').parentElement!;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByRole('link', { name: /Back to Insights/ })).toHaveAttribute('href', '/insights');
    expect(screen.getByRole('heading', { name: 'Ready to Bridge Your Strategy-Execution Gap?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule Your Free Strategic Assessment' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(document.title).toBe('Making Your Strategy Board-Ready | Meridian Advisory');
  });

  it('falls back to the built-in article when the server does not have it', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Article not found' }, 404));
    const article = BUILT_IN_ARTICLES.find((a) => a.slug === 'strategic-planning-mistakes')!;
    renderWithApp(<ArticlePage slug={article.slug} />);
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '1. Planning in isolation' })).toBeInTheDocument();
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    expect(screen.getByText('Jan 15, 2025')).toBeInTheDocument();
  });

  it('shows Article Not Found for an unknown slug', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Article not found' }, 404));
    renderWithApp(<ArticlePage slug="no-such-article" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Insights' })).toHaveAttribute('href', '/insights');
  });
});
