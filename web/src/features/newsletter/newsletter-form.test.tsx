import { NEWSLETTER_PATH } from '@meridian/shared/api-paths';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, requestBody } from '../../test/render-app';
import { NewsletterForm } from './newsletter-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('newsletter sign-up', () => {
  it('signs up to the newsletter and shows the success and error states', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === NEWSLETTER_PATH ? jsonResponse({ subscribed: true }, 201) : jsonResponse([]),
    );
    const user = userEvent.setup();
    renderWithApp(<NewsletterForm />);
    const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByText('Please enter your email address')).toBeInTheDocument();

    await user.click(within(form).getByLabelText(/Email address/));
    await user.paste('reader@example.com');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    const call = fetchMock.mock.calls.findIndex(([url]) => url === NEWSLETTER_PATH);
    expect(requestBody(fetchMock, call)).toEqual({ email: 'reader@example.com' });
  });

  it('keeps the newsletter form with an error when the sign-up fails', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === NEWSLETTER_PATH ? new Response('nope', { status: 500 }) : jsonResponse([]),
    );
    const user = userEvent.setup();
    renderWithApp(<NewsletterForm />);
    const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
    await user.click(within(form).getByLabelText(/Email address/));
    await user.paste('reader@example.com');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('We could not sign you up just now');
  });
});
