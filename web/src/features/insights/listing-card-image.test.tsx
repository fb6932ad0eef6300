import type { Article } from '@meridian/shared/articles/article';
import { BUILT_IN_ARTICLES } from '@meridian/shared/articles/builtin-articles';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render as renderOnServer } from '../../entry-server';
import { stubFetchForEachTest } from '../../test/fetch-mock';
import { hydrateAppAt, jsonResponse, plantServerHtml } from '../../test/render-app';
import { articleImage } from './format';

const fetchMock = stubFetchForEachTest();

afterEach(() => {
  for (const planted of document.querySelectorAll('[data-planted]')) planted.remove();
});

const [newest, older] = BUILT_IN_ARTICLES as [Article, Article];
const summary = ({ content: _content, ...rest }: Article) => rest;
const inline = 'data:image/svg+xml,%3csvg xmlns=%27http://www.w3.org/2000/svg%27/%3e';

/**
 * Renders `/insights` on the server with the newest article's image inline, plants it, and
 * hydrates it while the API answers with `answer`.
 */
async function hydrateListing(answer: Promise<Response>) {
  fetchMock.mockImplementation(() => answer);
  const inlineImages = { [articleImage(newest)]: inline, [articleImage(older)]: inline };
  const { html } = await renderOnServer('/insights', { articles: [newest, older], inlineImages });
  const container = plantServerHtml(html);
  const images = () => [...container.querySelectorAll('ul img')].map((image) => image.getAttribute('src'));
  const { root, errors } = await hydrateAppAt(container, '/insights');
  expect(errors).toEqual([]);
  return { images, root };
}

describe("the insights listing's first card image (docs/decisions/065-listing-first-card-image-inline.md)", () => {
  it('is inline in the prerendered page, the other cards by URL, and hydration keeps it with the same list', async () => {
    const { images, root } = await hydrateListing(Promise.resolve(jsonResponse([newest, older].map(summary))));
    expect(images()).toEqual([inline, articleImage(older)]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(images()).toEqual([inline, articleImage(older)]);
    act(() => root.unmount());
  });

  it('shows by URL a first article the page was not rendered with', async () => {
    const { images, root } = await hydrateListing(Promise.resolve(jsonResponse([older, newest].map(summary))));
    await vi.waitFor(() => expect(images()).toEqual([articleImage(older), articleImage(newest)]));
    act(() => root.unmount());
  });
});
