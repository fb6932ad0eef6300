import { siteConfig } from '@meridian/shared/site-config';
import type { Article } from '@meridian/shared/articles/article';
import { BUILT_IN_ARTICLES } from '@meridian/shared/articles/builtin-articles';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { render as renderOnServer } from '../../entry-server';
import { stubFetchForEachTest } from '../../test/fetch-mock';
import { hydrateAppAt, jsonResponse, plantServerHtml, renderWithApp } from '../../test/render-app';
import { ArticlePage } from './article-page';
import { articleImage } from './format';
import { ARTICLES_ERROR_TEXT, InsightsPage } from './insights-page';
import { ARTICLE_ATTRIBUTE, ARTICLE_BODY_ATTRIBUTE, ARTICLES_ATTRIBUTE } from './published-articles';

const fetchMock = stubFetchForEachTest();

afterEach(() => {
  act(() => dismissToast());
  for (const planted of document.querySelectorAll('[data-planted]')) planted.remove();
});

const serverArticle: Article = {
  ...BUILT_IN_ARTICLES[2]!,
  id: 'a1',
  slug: 'board-ready-strategy',
  title: 'Making Your Strategy Board-Ready',
  excerpt: 'What boards look for in a strategic plan.',
  category: 'Strategic Planning',
  readTime: 5,
  publishedAt: '2025-03-04T09:00:00.000Z',
  updatedAt: '2025-03-04T09:00:00.000Z',
  content:
    '## What boards want\n\nBoards want **clarity**.\n\n<img src="x" onerror="alert(1)"><script>alert(2)</script>\n',
};
const { content: _content, ...serverSummary } = serverArticle;

/** Puts markup into the page outside the rendered app, as a prerendered page would have it. */
function plant(html: string): void {
  const holder = document.createElement('div');
  holder.dataset.planted = '';
  holder.innerHTML = html;
  document.body.append(holder);
}

/** Escapes a value for a double-quoted attribute. */
const attribute = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

describe('insights listing', () => {
  it('promises in the sign-up section the cadence the confirmation page and the welcome email promise', () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    renderWithApp(<InsightsPage newsletter={null} />);
    const section = screen.getByRole('region', { name: 'Get our insights in your inbox' });
    expect(section).toHaveTextContent(
      `Our newsletter brings you ${siteConfig.newsletterCadence} on strategy execution`,
    );
  });

  it('shows Loading insights... and then the server articles with badge, read time and en-US date', async () => {
    let release: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    renderWithApp(<InsightsPage newsletter={null} />);
    expect(screen.getByText('Loading insights...')).toBeInTheDocument();
    // The API client loads with the first call, so the request follows a moment later.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => release(jsonResponse([serverSummary])));
    const heading = await screen.findByRole('heading', { name: 'Making Your Strategy Board-Ready' });
    expect(screen.queryByText('Loading insights...')).not.toBeInTheDocument();
    const card = heading.closest('article')!;
    expect(within(card).getByText('Strategic Planning')).toBeInTheDocument();
    expect(within(card).getByText('5 min read')).toBeInTheDocument();
    expect(within(card).getByText('4 Mar 2025')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: /^Share\s*on LinkedIn:\s*Making Your Strategy Board-Ready$/ }),
    ).toBeInTheDocument();
  });

  it('lists the articles the page was prerendered with until the API answers, then the API list', async () => {
    plant(`<ul ${ARTICLES_ATTRIBUTE}="${attribute([serverSummary])}"></ul>`);
    let release: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    renderWithApp(<InsightsPage newsletter={null} />);
    expect(screen.getByRole('heading', { name: serverSummary.title })).toBeInTheDocument();
    // Over a list, no loading text: the answer changes nothing when the list is the same.
    expect(screen.queryByText('Loading insights...')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const other = { ...serverSummary, slug: 'another-article', title: 'Another Article' };
    await act(async () => release(jsonResponse([other])));
    expect(await screen.findByRole('heading', { name: 'Another Article' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: serverSummary.title })).not.toBeInTheDocument();
  });

  it('shows the error text when the articles cannot be loaded, keeping the prerendered list', async () => {
    plant(`<ul ${ARTICLES_ATTRIBUTE}="${attribute([serverSummary])}"></ul>`);
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    renderWithApp(<InsightsPage newsletter={null} />);
    expect(await screen.findByText(ARTICLES_ERROR_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: serverSummary.title })).toBeInTheDocument();
  });
});

describe('article page', () => {
  it('renders a Markdown body from the API with any HTML in it as text, and the closing call to action', async () => {
    fetchMock.mockResolvedValue(jsonResponse(serverArticle));
    renderWithApp(<ArticlePage slug="board-ready-strategy" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Making Your Strategy Board-Ready' }),
    ).toBeInTheDocument();
    const subheading = await screen.findByRole('heading', { level: 2, name: 'What boards want' });
    const body = subheading.parentElement!;
    expect(within(body).getByText('clarity').tagName).toBe('STRONG');
    expect(body.querySelector('script, img')).toBeNull();
    expect(body.textContent).toContain('<img src="x" onerror="alert(1)"><script>alert(2)</script>');
    expect(screen.getByRole('link', { name: /Back to Insights/ })).toHaveAttribute('href', '/insights');
    expect(screen.getByRole('heading', { name: 'Ready to Bridge Your Strategy-Execution Gap?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule Your Free Strategic Assessment' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(document.title).toBe('Making Your Strategy Board-Ready | Meridian Advisory');
  });

  const prerendered = (body: string) =>
    plant(
      `<article ${ARTICLE_ATTRIBUTE}="${attribute(serverSummary)}"><div ${ARTICLE_BODY_ATTRIBUTE}="${serverSummary.slug}">${body}</div></article>`,
    );

  it('keeps the prerendered body when the API answers with the same version', async () => {
    prerendered('<p>Rendered on the server.</p>');
    let release: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    renderWithApp(<ArticlePage slug={serverSummary.slug} />);
    expect(screen.getByRole('heading', { level: 1, name: serverSummary.title })).toBeInTheDocument();
    expect(screen.getAllByText('Rendered on the server.')).toHaveLength(2);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => release(jsonResponse(serverArticle)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Rendered on the server.')).toHaveLength(2);
    expect(screen.queryByRole('heading', { level: 2, name: 'What boards want' })).not.toBeInTheDocument();
  });

  it('renders the newer body when the API has a later version of the prerendered article', async () => {
    prerendered('<p>Rendered on the server.</p>');
    fetchMock.mockResolvedValue(jsonResponse({ ...serverArticle, updatedAt: '2025-03-05T09:00:00.000Z' }));
    renderWithApp(<ArticlePage slug={serverSummary.slug} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'What boards want' })).toBeInTheDocument();
    expect(screen.getAllByText('Rendered on the server.')).toHaveLength(1);
  });

  it('shows Article Not Found when the API no longer has a prerendered article', async () => {
    prerendered('<p>Rendered on the server.</p>');
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Article not found' }, 404));
    renderWithApp(<ArticlePage slug={serverSummary.slug} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
  });

  it('shows Article Not Found for an unknown slug', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Article not found' }, 404));
    renderWithApp(<ArticlePage slug="no-such-article" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Insights' })).toHaveAttribute('href', '/insights');
  });
});

describe('an article whose hero the page carries inline', () => {
  const inline = 'data:image/svg+xml,%3csvg xmlns=%27http://www.w3.org/2000/svg%27/%3e';
  const path = `/insights/${serverArticle.slug}`;

  /** Renders the article on the server with its hero inline, plants it and hydrates it. */
  async function hydrateInline(answer: Promise<Response>) {
    fetchMock.mockImplementation(() => answer);
    const inlineImages = { [articleImage(serverArticle)]: inline };
    const { html } = await renderOnServer(path, { articles: [serverArticle], inlineImages });
    const container = plantServerHtml(html);
    const hero = () => container.querySelector('img[data-article-hero]');
    expect(hero()).toHaveAttribute('src', inline);
    const { root, errors } = await hydrateAppAt(container, path);
    expect(errors).toEqual([]);
    return { hero, root };
  }

  it('hydrates with the same inline src and keeps it when the API answers with the same article', async () => {
    const { hero, root } = await hydrateInline(Promise.resolve(jsonResponse(serverArticle)));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(hero()).toHaveAttribute('src', inline);
    act(() => root.unmount());
  });

  it("shows the image's URL once the API answers with another hero image", async () => {
    const imageUrl = '/images/insights/library/growth-2.svg';
    const { hero, root } = await hydrateInline(Promise.resolve(jsonResponse({ ...serverArticle, imageUrl })));
    await vi.waitFor(() => expect(hero()).toHaveAttribute('src', imageUrl));
    act(() => root.unmount());
  });
});

describe('hydration of server-rendered insights pages', () => {
  it.each([`/insights/${serverArticle.slug}`, '/insights'])(
    '%s hydrates without a mismatch before the API answers',
    async (path) => {
      fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
      const { html } = await renderOnServer(path, { articles: [serverArticle] });
      expect(html).toContain(serverArticle.title);
      const container = plantServerHtml(html);
      const { root, errors } = await hydrateAppAt(container, path, { strict: true });
      expect(errors).toEqual([]);
      expect(within(container).getAllByText(serverArticle.title).length).toBeGreaterThan(0);
      act(() => root.unmount());
    },
  );
});
