import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../test/render-app';
import { OutreachOptOutPage } from './opt-out-page';

/** The opt-out page (docs/product/outreach.md#opting-out): posts the link's token once and says what happened. */

afterEach(() => vi.unstubAllGlobals());

function open(path: string) {
  window.history.replaceState(null, '', path);
  return renderWithApp(<OutreachOptOutPage />, { route: path });
}

describe('the opt-out page', () => {
  it('posts the token, takes it out of the address bar and confirms', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    open('/email/opt-out?token=v2.k1.outreach-opt-out.lead-0123456789abcdef.1999999999.sig');
    expect(await screen.findByText('Done: you will get no more emails from us.')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/outreach/opt-out');
    expect(JSON.parse(String(init?.body))).toEqual({
      token: 'v2.k1.outreach-opt-out.lead-0123456789abcdef.1999999999.sig',
    });
  });

  it.each([
    [
      'a refused token',
      '?token=bad',
      () => jsonResponse({ error: 'This link is invalid' }, 400),
      'This link is invalid or has expired',
    ],
    ['no token', '', () => jsonResponse({}), 'This link is incomplete. Please open the link from our email again.'],
    [
      'a server failure',
      '?token=t',
      () => jsonResponse({ error: 'Internal server error' }, 500),
      'We could not reach our server just now',
    ],
  ])('says so for %s', async (_, query, answer, text) => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => answer()),
    );
    open(`/email/opt-out${query}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
