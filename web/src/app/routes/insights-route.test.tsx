import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetchForEachTest } from '../../test/fetch-mock';
import { jsonResponse, renderAppAt } from '../../test/render-app';

const fetchMock = stubFetchForEachTest();

beforeEach(() => {
  fetchMock.mockResolvedValue(jsonResponse([]));
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
