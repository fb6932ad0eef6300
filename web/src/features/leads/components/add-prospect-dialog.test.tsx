import { ADMIN_LEADS_PATH } from '@meridian/shared/admin-api-paths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { makeLeadSummary } from '../../../test/lead-summary';
import { jsonResponse, renderWithProviders } from '../../../test/render-app';
import { AddProspectDialog } from './add-prospect-dialog';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

async function openForm() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <AddProspectDialog />
      <Toaster />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Add Prospect' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Prospect' });
  return { user, dialog };
}

describe('AddProspectDialog', () => {
  it('says which fields are wrong and sends nothing', async () => {
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(/^Name(\s*\*)?$/), 'Ada Lovelace');
    await user.type(within(dialog).getByLabelText('LinkedIn URL'), 'linkedin profile of ada');
    await user.click(within(dialog).getByRole('button', { name: 'Add Prospect' }));
    expect(await within(dialog).findByText('Company name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid LinkedIn URL')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Company(\s*\*)?$/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('LinkedIn URL')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('says the maximum value must be at least the minimum and sends nothing', async () => {
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(/^Name(\s*\*)?$/), 'Ada Lovelace');
    await user.type(within(dialog).getByLabelText(/^Company(\s*\*)?$/), 'Engines Ltd');
    await user.type(within(dialog).getByLabelText('Estimated Value Min (£)'), '60000');
    await user.type(within(dialog).getByLabelText('Estimated Value Max (£)'), '50000');
    await user.click(within(dialog).getByRole('button', { name: 'Add Prospect' }));
    expect(await within(dialog).findByText('Maximum must be at least the minimum')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Estimated Value Max (£)')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('posts the prospect with the LinkedIn source and default priority, then closes', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(makeLeadSummary({ id: 'p1', name: 'Ada Lovelace', company: 'Engines Ltd' }), 201),
    );
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(/^Name(\s*\*)?$/), 'Ada Lovelace');
    await user.type(within(dialog).getByLabelText(/^Company(\s*\*)?$/), 'Engines Ltd');
    await user.type(within(dialog).getByLabelText('LinkedIn URL'), 'https://www.linkedin.com/in/ada');
    await user.selectOptions(within(dialog).getByLabelText('Industry'), 'Manufacturing');
    await user.type(within(dialog).getByLabelText('Estimated Value Min (£)'), '25000');
    await user.click(within(dialog).getByRole('button', { name: 'Add Prospect' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0] ?? [];
    expect(url).toBe(ADMIN_LEADS_PATH);
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Lovelace',
      company: 'Engines Ltd',
      linkedinUrl: 'https://www.linkedin.com/in/ada',
      industryType: 'Manufacturing',
      estimatedValueMin: 25000,
      priorityScore: 7,
      source: 'linkedin',
    });
    expect(await screen.findByText('Prospect added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Prospect' })).not.toBeInTheDocument());
  });

  it('keeps the form open and says the email is taken on 409', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'A lead with this email already exists' }, 409));
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(/^Name(\s*\*)?$/), 'Ada Lovelace');
    await user.type(within(dialog).getByLabelText(/^Company(\s*\*)?$/), 'Engines Ltd');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@engines.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add Prospect' }));
    const email = within(dialog).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('A lead with this email already exists')).toBeInTheDocument();
    expect(screen.getByText('Could not add the prospect')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Prospect' })).toBeEnabled();
    expect(email).toHaveValue('ada@engines.test');
  });
});
