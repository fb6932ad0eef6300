import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '@meridian/shared/api-paths';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetchForEachTest } from '../../test/fetch-mock';
import { jsonResponse, renderWithApp, requestBody } from '../../test/render-app';
import { NewsletterTokenPage } from './newsletter-token-page';

const fetchMock = stubFetchForEachTest();
const TOKEN = 'v1.confirm.c3Vic2NyaWJlcg.1766000000.c2lnbmF0dXJl';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** Opens the page of `action` as the email's link does: `?token=` in the address. */
function openLink(action: 'confirm' | 'unsubscribe', search: string) {
  const path = `/newsletter/${action}`;
  window.history.replaceState(null, '', `${path}${search}`);
  return renderWithApp(<NewsletterTokenPage action={action} />, { route: `${path}${search}` });
}

describe('newsletter link pages', () => {
  it('confirms with the token from the link, shows the server message and drops the token from the address', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'You will now receive our newsletter.' }));
    openLink('confirm', `?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your newsletter subscription' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your subscription...');
    expect(await screen.findByText('Your subscription is confirmed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You will receive one practical article a month in your inbox',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(NEWSLETTER_CONFIRM_PATH);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(requestBody(fetchMock)).toEqual({ token: TOKEN });
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/newsletter/confirm');
  });

  it('says when a link is invalid or expired, with the server reason and what to do next', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'This link has expired' }, 400));
    openLink('confirm', '?token=tampered');
    expect(await screen.findByText('This confirmation link is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This link has expired');
    expect(screen.getByRole('link', { name: 'Go to our Insights page' })).toHaveAttribute('href', '/insights');
  });

  it('sends nothing for a link without a token', async () => {
    openLink('unsubscribe', '');
    expect(await screen.findByText('This link is incomplete')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('unsubscribes without a login, and offers Try again when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'You will not receive any more newsletters.' }));
    const user = userEvent.setup();
    openLink('unsubscribe', `?token=${TOKEN}`);
    expect(await screen.findByText('We could not reach our server just now')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have been unsubscribed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You will not receive any more newsletters from us.');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    for (const [url] of fetchMock.mock.calls) expect(url).toBe(NEWSLETTER_UNSUBSCRIBE_PATH);
    expect(requestBody(fetchMock, 1)).toEqual({ token: TOKEN });
  });
});
