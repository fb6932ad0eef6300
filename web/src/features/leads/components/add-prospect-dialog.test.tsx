import { ADMIN_LEADS_PATH } from '@meridian/shared/admin-api-paths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { stubFetchForEachTest } from '../../../test/fetch-mock';
import { makeLeadSummary } from '../../../test/lead-summary';
import { jsonResponse, renderWithProviders } from '../../../test/render-app';
import { AddProspectDialog } from './add-prospect-dialog';

const fetchMock = stubFetchForEachTest();

afterEach(() => {
  localStorage.clear();
});

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

async function openForm(onOpenLead: (id: string) => void = () => {}) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <AddProspectDialog onOpenLead={onOpenLead} />
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
    // A fresh answer per request: the form also asks for the lead list (duplicates).
    fetchMock.mockImplementation(async () =>
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
    fetchMock.mockImplementation(async () => jsonResponse({ error: 'A lead with this email already exists' }, 409));
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

const existing = [
  makeLeadSummary({ id: 'ada', name: 'Ada Lovelace', email: 'ada@engines.test', company: 'Analytical Engines Ltd' }),
  makeLeadSummary({ id: 'charles', name: 'Charles Babbage', company: 'Difference Engines Limited' }),
];

/** The lead list answers with `existing`; a POST answers 201 with the new lead. */
function serveExistingLeads() {
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'POST') return jsonResponse(makeLeadSummary({ id: 'new', name: 'Charles Babbage' }), 201);
    if (String(input) === ADMIN_LEADS_PATH) return jsonResponse({ items: existing, nextCursor: null });
    return jsonResponse({ error: 'unexpected' }, 500);
  });
}

describe('AddProspectDialog: duplicates (docs/product/leads.md#duplicates)', () => {
  it('warns of the same name and company as typed, opens the lead, and adds nothing', async () => {
    serveExistingLeads();
    const onOpenLead = vi.fn();
    const { user, dialog } = await openForm(onOpenLead);
    await user.type(within(dialog).getByLabelText(/^Name(\s*\*)?$/), 'charles  BABBAGE');
    await user.type(within(dialog).getByLabelText(/^Company(\s*\*)?$/), 'Difference Engines, Ltd.');
    const status = await within(dialog).findByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent('Possible duplicate: Charles Babbage at Difference Engines Limited'),
    );
    expect(status).toHaveTextContent('Merge with…');
    const open = within(status).getByRole('button', { name: 'Open lead' });
    expect(open).toHaveAccessibleDescription('Possible duplicate: Charles Babbage at Difference Engines Limited');
    await user.click(open);
    expect(onOpenLead).toHaveBeenCalledWith('charles');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Prospect' })).not.toBeInTheDocument());
    expect(posts()).toHaveLength(0);
  });

  it('still adds a possible duplicate with "Add anyway"', async () => {
    serveExistingLeads();
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(/^Name(\s*\*)?$/), 'Charles Babbage');
    await user.type(within(dialog).getByLabelText(/^Company(\s*\*)?$/), 'Difference Engines');
    await user.click(await within(dialog).findByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toMatchObject({
      name: 'Charles Babbage',
      company: 'Difference Engines',
    });
    expect(await screen.findByText('Prospect added')).toBeInTheDocument();
  });

  it('says a lead already has the email, whatever its case, and keeps "Add Prospect"', async () => {
    serveExistingLeads();
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(/^Name(\s*\*)?$/), 'A. Lovelace');
    await user.type(within(dialog).getByLabelText(/^Company(\s*\*)?$/), 'Somewhere Else');
    await user.type(within(dialog).getByLabelText('Email'), 'ADA@Engines.test');
    const status = within(dialog).getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent('A lead with this email already exists: Ada Lovelace (Analytical Engines Ltd)'),
    );
    expect(status).toHaveTextContent('A second lead cannot have this email');
    expect(within(dialog).getByRole('button', { name: 'Add Prospect' })).toBeEnabled();
  });

  it('shows the warning first when Add is pressed before it appeared, and adds on the next press', async () => {
    serveExistingLeads();
    const { user, dialog } = await openForm();
    const name = within(dialog).getByLabelText(/^Name(\s*\*)?$/);
    const company = within(dialog).getByLabelText(/^Company(\s*\*)?$/);
    // Pasted at once, then Add pressed at once: no pause for the warning to come.
    await user.click(name);
    await user.paste('Charles Babbage');
    await user.click(company);
    await user.paste('Difference Engines');
    await user.click(within(dialog).getByRole('button', { name: 'Add Prospect' }));
    const addAnyway = await within(dialog).findByRole('button', { name: 'Add anyway' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Possible duplicate: Charles Babbage');
    expect(posts()).toHaveLength(0);
    await user.click(addAnyway);
    await waitFor(() => expect(posts()).toHaveLength(1));
  });

  it('warns of nothing for another person at the same company', async () => {
    serveExistingLeads();
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(/^Name(\s*\*)?$/), 'Ada Byron');
    await user.type(within(dialog).getByLabelText(/^Company(\s*\*)?$/), 'Analytical Engines Ltd');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
    expect(within(dialog).getByRole('button', { name: 'Add Prospect' })).toBeInTheDocument();
  });
});
