import { CONTACT_PATH } from '@meridian/shared/api-paths';
import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/privacy/privacy-notice';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { stubFetchForEachTest } from '../../test/fetch-mock';
import { jsonResponse, renderWithApp, requestBody } from '../../test/render-app';
import { CONTACT_FAQ, ContactPage } from './contact-page';

const fetchMock = stubFetchForEachTest();

afterEach(() => {
  act(() => dismissToast());
});

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  fields: Partial<Record<'Name' | 'Email' | 'Company' | 'Phone' | 'Message', string>>,
) {
  for (const [label, value] of Object.entries(fields)) {
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(input);
    await user.click(input);
    await user.paste(value);
  }
}

const submit = () => screen.getByRole('button', { name: 'Request Free Consultation' });

describe('contact form', () => {
  it('marks name, email and message as required and the others optional, and links to the privacy notice', () => {
    renderWithApp(<ContactPage />);
    const form = screen.getByRole('form', { name: 'Consultation request' });
    expect(form).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/^Company/)).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-required');
    expect(screen.getByText(/Fields marked/)).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: /^How we use your details/ })).toHaveAttribute('href', '/privacy');
  });

  it('shows every validation message of docs/product/site.md#contact-form and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithApp(<ContactPage />);
    await user.click(submit());
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');

    await fill(user, { Name: 'A', Email: 'not-an-email', Message: 'Too short' });
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Requesting Consultation... while sending, then the confirmation and the success toast', async () => {
    let release: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    const user = userEvent.setup();
    renderWithApp(<ContactPage />);
    await fill(user, {
      Name: '  Jane Owner ',
      Email: 'jane@example.com',
      Company: 'Acme Ltd',
      Message: 'We need help with our three-year plan.',
    });
    await user.click(submit());
    const pending = await screen.findByRole('button', { name: 'Requesting Consultation...' });
    expect(pending).toBeDisabled();
    // The API client loads on the first submit, so the request follows a moment later.
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(CONTACT_PATH, expect.objectContaining({ method: 'POST' })),
    );
    expect(requestBody(fetchMock)).toEqual({
      name: 'Jane Owner',
      email: 'jane@example.com',
      company: 'Acme Ltd',
      message: 'We need help with our three-year plan.',
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION },
    });

    await act(async () => release(jsonResponse({ received: true, submissionId: 'sub-1' }, 202)));
    expect(await screen.findByRole('heading', { name: 'Message Sent Successfully!' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Consultation request' })).not.toBeInTheDocument();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByText("Thank you for your interest. We'll get back to you within 24 hours.")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('keeps the form and shows the error toast when sending fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Internal error' }, 500));
    const user = userEvent.setup();
    renderWithApp(<ContactPage />);
    await fill(user, {
      Name: 'Jane Owner',
      Email: 'jane@example.com',
      Message: 'We need help with our three-year plan.',
    });
    await user.click(submit());
    expect(await screen.findByText('Error sending message')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact us directly via email.')).toBeInTheDocument();
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Jane Owner');
    expect(screen.queryByText('Message Sent Successfully!')).not.toBeInTheDocument();
  });

  it("shows the highlights, the Let's Connect card and the four FAQ answers", async () => {
    const user = userEvent.setup();
    renderWithApp(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    for (const text of ['24 Hour', 'FREE', '£42M+']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Let's Connect" })).toBeInTheDocument();
    const faq = screen.getAllByRole('group').filter((group) => group.tagName === 'DETAILS');
    expect(faq.map((item) => item.querySelector('summary')?.textContent)).toEqual(
      CONTACT_FAQ.map((item) => item.question),
    );
    for (const item of faq) expect(item).not.toHaveAttribute('open');
    // One shared name: the browser keeps a single answer open (exclusive accordion).
    expect(new Set(faq.map((item) => item.getAttribute('name')))).toEqual(new Set(['contact-faq']));
    await user.click(screen.getByRole('heading', { name: 'How quickly can you start working with us?' }));
    expect(faq[0]).toHaveAttribute('open');
    expect(screen.getByText(/within 48-72 hours/)).toBeVisible();
  });

  it('asks company size, industry and how soon as optional one-tap groups and sends the answers', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ received: true, submissionId: 'sub-2' }, 202));
    const user = userEvent.setup();
    renderWithApp(<ContactPage />);
    const form = screen.getByRole('form', { name: 'Consultation request' });
    const size = within(form).getByRole('group', { name: 'Company size (employees) (optional)' });
    const industry = within(form).getByRole('group', { name: 'Industry (optional)' });
    const urgency = within(form).getByRole('group', { name: 'How soon do you need help? (optional)' });
    expect(
      within(size)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['10-50', '50-150', '150-300', '300-500', '500+', '']);
    for (const radio of within(form).getAllByRole('radio')) expect(radio).not.toBeChecked();
    await fill(user, { Name: 'Ivy Interim', Email: 'ivy@example.com', Message: 'Interim COO needed urgently.' });
    await user.click(within(size).getByRole('radio', { name: '50-150' }));
    await user.click(within(industry).getByRole('radio', { name: 'Manufacturing' }));
    await user.click(within(urgency).getByRole('radio', { name: 'Now' }));
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(CONTACT_PATH, expect.anything()));
    expect(requestBody(fetchMock)).toEqual({
      name: 'Ivy Interim',
      email: 'ivy@example.com',
      message: 'Interim COO needed urgently.',
      employeeCount: '50-150',
      industryType: 'Manufacturing',
      urgency: 'Immediate',
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION },
    });
  });

  it('sends nothing for a question answered "Not sure"', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ received: true, submissionId: 'sub-3' }, 202));
    const user = userEvent.setup();
    renderWithApp(<ContactPage />);
    const urgency = screen.getByRole('group', { name: 'How soon do you need help? (optional)' });
    await fill(user, { Name: 'Noel Notsure', Email: 'noel@example.com', Message: 'Just a question for now.' });
    await user.click(within(urgency).getByRole('radio', { name: 'Just exploring' }));
    await user.click(within(urgency).getByRole('radio', { name: 'Not sure' }));
    await user.click(screen.getByRole('radio', { name: 'Healthcare' }));
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(CONTACT_PATH, expect.anything()));
    const body = requestBody(fetchMock) as Record<string, unknown>;
    expect(body).toMatchObject({ industryType: 'Healthcare' });
    expect(body).not.toHaveProperty('urgency');
    expect(body).not.toHaveProperty('employeeCount');
  });
});
