import { NEWSLETTER_PATH } from '@meridian/shared/api-paths';
import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/privacy/privacy-notice';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchForEachTest } from '../../test/fetch-mock';
import { jsonResponse, renderWithApp, requestBody } from '../../test/render-app';
import { NewsletterForm } from './newsletter-form';

const fetchMock = stubFetchForEachTest();

describe('newsletter sign-up', () => {
  it('signs up with the notice version and asks the visitor to confirm from their inbox', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === NEWSLETTER_PATH ? jsonResponse({ subscribed: true }, 202) : jsonResponse([]),
    );
    const user = userEvent.setup();
    renderWithApp(<NewsletterForm />);
    const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByText('Please enter your email address')).toBeInTheDocument();

    await user.click(within(form).getByLabelText(/Email address/));
    await user.paste('reader@example.com');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(/^Please check your inbox/);
    expect(status).toHaveTextContent('We have emailed you a link to confirm your subscription; it works for 7 days.');
    const call = fetchMock.mock.calls.findIndex(([url]) => url === NEWSLETTER_PATH);
    expect(requestBody(fetchMock, call)).toEqual({
      email: 'reader@example.com',
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION },
    });
  });

  it('links to the privacy notice in a new tab', () => {
    renderWithApp(<NewsletterForm />);
    const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
    const link = within(form).getByRole('link', { name: 'How we use your details (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
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
