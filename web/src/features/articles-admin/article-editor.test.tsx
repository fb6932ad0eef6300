import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { jsonResponse, renderWithApp } from '../../test/render-app';
import { ArticleEditor } from './article-editor';
import { loadArticleDraft } from './article-draft';
import { apiCalls, makeArticle, type Routes, serveApi } from './test-utils';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function EditorRoute() {
  const { id = '' } = useParams();
  return <ArticleEditor id={id} />;
}

const LIST = '/api/admin/articles';
const list =
  (...articles: ReturnType<typeof makeArticle>[]) =>
  () =>
    jsonResponse({ items: articles.map(({ content: _c, ...rest }) => rest), nextCursor: null });

function open(id: string, routes: Routes) {
  const fetchMock = serveApi({ [`GET ${LIST}`]: list(), ...routes });
  renderWithApp(<EditorRoute />, { route: `/admin/articles/${id}`, path: '/admin/articles/:id' });
  return fetchMock;
}

describe('article editor: a new article', () => {
  it('derives the slug from the title until staff type their own', async () => {
    const user = userEvent.setup();
    open('new', {});
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    await user.type(title, 'Café growth & the 2027 plan!');
    expect(slug).toHaveValue('cafe-growth-and-the-2027-plan');
    expect(slug).toHaveAccessibleDescription(
      'Address: /insights/cafe-growth-and-the-2027-plan (made from the title until you change it)',
    );
    await user.clear(slug);
    await user.type(slug, 'my-own-slug');
    await user.type(title, ' Extra');
    expect(slug).toHaveValue('my-own-slug');
  });

  it('creates a draft with the default author and the least-used image of the theme, then opens it', async () => {
    const user = userEvent.setup();
    const created = makeArticle({ id: 'new-id', title: 'Plans', slug: 'plans', version: 1 });
    const fetchMock = open('new', {
      [`GET ${LIST}`]: list(
        makeArticle({ id: 'x', imageUrl: '/images/insights/library/strategy-1.svg' }),
        makeArticle({ id: 'y', imageUrl: '/images/insights/library/strategy-2.svg' }),
        makeArticle({ id: 'z', imageUrl: '/images/insights/library/growth-1.svg' }),
      ),
      [`POST ${LIST}`]: () => jsonResponse(created, 201),
      [`GET ${LIST}/new-id`]: () => jsonResponse(created),
    });
    expect(await screen.findByRole('radio', { name: 'Layered horizons (suggested)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Paths converging on a target' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Author/ })).toHaveValue('Daniel Hartley');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Image theme' }), 'growth');
    expect(screen.getByRole('radio', { name: 'Ascending bars (suggested)' })).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Plans');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'Strategic Planning');
    await user.type(screen.getByRole('textbox', { name: /^Excerpt/ }), 'Why plans matter.');
    await user.type(screen.getByRole('textbox', { name: /^Body/ }), 'Plans **work**.');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    expect(await screen.findByRole('heading', { name: 'Publishing' })).toBeInTheDocument();
    expect(apiCalls(fetchMock)).toContainEqual([
      `POST ${LIST}`,
      {
        title: 'Plans',
        slug: 'plans',
        category: 'Strategic Planning',
        excerpt: 'Why plans matter.',
        content: 'Plans **work**.',
        imageUrl: '/images/insights/library/growth-2.svg',
        author: 'Daniel Hartley',
      },
    ]);
    expect(loadArticleDraft('new')).toBeNull();
  });

  it('refuses empty fields with messages and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = open('new', {});
    await user.click(await screen.findByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('Enter a title')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveAccessibleDescription('Pick a category');
    expect(screen.getByText('Write the article body')).toBeInTheDocument();
    expect(apiCalls(fetchMock).filter(([call]) => call.startsWith('POST'))).toEqual([]);
  });

  it('previews the body as escaped text: no script, no event handler, read time from the words', async () => {
    const user = userEvent.setup();
    open('new', {});
    const body = await screen.findByRole('textbox', { name: /^Body/ });
    await user.click(body);
    await user.paste(
      `## Heading\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[bad](javascript:alert(1))\n\n${'word '.repeat(401)}`,
    );
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(within(preview).getByRole('heading', { name: 'Heading' })).toBeInTheDocument());
    expect(preview).toHaveTextContent('<script>alert(1)</script>');
    expect(preview).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(preview.querySelector('script, img, [onerror]')).toBeNull();
    expect(preview.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.getByText('Read time: 3 min')).toBeInTheDocument();
  });
});

describe('article editor: a stored article', () => {
  const ONE = '/api/admin/articles/article-1';

  it('keeps what was typed on a 409, keeps a draft, and reloads the latest version on request', async () => {
    const user = userEvent.setup();
    const newer = makeArticle({ title: 'Their title', version: 3 });
    const reads = [makeArticle({ version: 2 }), newer];
    open('article-1', {
      [`GET ${ONE}`]: () => jsonResponse(reads.length > 1 ? reads.shift() : reads[0]),
      [`PUT ${ONE}`]: () =>
        jsonResponse({ error: 'The article was changed by someone else; reload and try again' }, 409),
    });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'My better title');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/changed by someone else/)).toHaveTextContent('What you typed is kept here.');
    expect(title).toHaveValue('My better title');
    expect(loadArticleDraft('article-1')).toMatchObject({ values: { title: 'My better title' }, baseVersion: 2 });

    await user.click(screen.getByRole('button', { name: 'Reload the latest version' }));
    await waitFor(() => expect(title).toHaveValue('Their title'));
    expect(loadArticleDraft('article-1')).toBeNull();
  });

  it('saves with the version it loaded, and fixes the slug of a published article', async () => {
    const user = userEvent.setup();
    const published = makeArticle({ state: 'published', published: true, publishedAt: '2026-06-03T09:00:00.000Z' });
    const fetchMock = open('article-1', {
      [`GET ${ONE}`]: () => jsonResponse(published),
      [`PUT ${ONE}`]: (body) => jsonResponse({ ...published, ...(body as object), version: 2 }),
      [`GET ${ONE}/send`]: () => jsonResponse({ state: 'none', total: 0, sent: 0, skipped: 0, failed: 0 }),
    });
    const slug = await screen.findByRole('textbox', { name: 'Slug' });
    expect(slug).toHaveAttribute('readonly');
    expect(slug).toHaveAccessibleDescription(/Fixed since the article was published/);
    await user.type(screen.getByRole('textbox', { name: /^Excerpt/ }), ' More.');
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    const put = apiCalls(fetchMock).find(([call]) => call === `PUT ${ONE}`);
    expect(put?.[1]).toMatchObject({
      slug: 'first-article',
      excerpt: 'What the first article is about. More.',
      version: 1,
    });
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeEnabled();
  });

  it('keeps a draft and says the server could not be reached when the network fails', async () => {
    const user = userEvent.setup();
    open('article-1', {
      [`GET ${ONE}`]: () => jsonResponse(makeArticle()),
      [`PUT ${ONE}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const body = await screen.findByRole('textbox', { name: /^Body/ });
    await user.type(body, ' More.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/the server could not be reached/)).toBeInTheDocument();
    expect(body).toHaveValue('Some **bold** words. More.');
    expect(loadArticleDraft('article-1')?.values.content).toBe('Some **bold** words. More.');
  });

  it('shows the field problems of a refused save beside their fields', async () => {
    const user = userEvent.setup();
    open('article-1', {
      [`GET ${ONE}`]: () => jsonResponse(makeArticle()),
      [`PUT ${ONE}`]: () => jsonResponse({ error: 'Another article already uses this slug' }, 409),
    });
    const slug = await screen.findByRole('textbox', { name: 'Slug' });
    await user.clear(slug);
    await user.type(slug, 'taken-slug');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(slug).toHaveAccessibleDescription(/Another article already uses this slug/));
    expect(screen.queryByRole('button', { name: 'Reload the latest version' })).toBeNull();
  });

  it('schedules at a London date and time converted to UTC across the clock change', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T12:00:00.000Z') });
    const user = userEvent.setup();
    const fetchMock = open('article-1', {
      [`GET ${ONE}`]: () => jsonResponse(makeArticle({ version: 4 })),
      [`POST ${ONE}/publish`]: (body) =>
        jsonResponse(makeArticle({ version: 5, state: 'scheduled', scheduledAt: (body as { at: string }).at })),
    });
    const date = await screen.findByLabelText('Publish on');
    const time = screen.getByLabelText('At');
    await user.clear(date);
    await user.type(date, '2026-03-29');
    await user.clear(time);
    await user.type(time, '01:30');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByText(/That time does not exist in London/)).toBeInTheDocument();

    await user.clear(time);
    await user.type(time, '09:00');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Scheduled for 29 Mar 2026, 09:00 (London time).')).toBeInTheDocument();
    expect(apiCalls(fetchMock).filter(([call]) => call.startsWith('POST'))).toEqual([
      [`POST ${ONE}/publish`, { version: 4, at: '2026-03-29T08:00:00.000Z' }],
    ]);
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
  });
});
