import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAppAt } from '../../test/render-app';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(jsonResponse([]));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/insights', () => {
  it('composes the article listing with the newsletter sign-up in its band', async () => {
    renderAppAt('/insights');
    expect(await screen.findByRole('heading', { level: 2, name: 'Latest articles' })).toBeInTheDocument();
    const band = screen.getByRole('heading', { level: 2, name: 'Get our insights in your inbox' }).closest('section');
    expect(band).not.toBeNull();
    expect(within(band as HTMLElement).getByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
  });
});
