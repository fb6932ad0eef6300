import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ada, fakeAdminApi, json, openDetail, renderDashboard } from './admin-dashboard.fixtures';

const api = fakeAdminApi();
const { fetchMock, calls } = api;

describe('AdminDashboard: lead edits', () => {
  it('marks email 1 as sent from the lead page: timestamp, status value_demo and version', async () => {
    const { user } = renderDashboard();
    const dialog = await openDetail(user, 'Ada Lovelace');
    // Visitor text is shown as text, never as HTML.
    expect(within(dialog).getByText('Hello <b>there</b>')).toBeInTheDocument();
    const email1 = within(dialog).getByRole('group', { name: 'Email 1' });
    await user.click(within(email1).getByRole('button', { name: 'Mark as Sent' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/admin/leads/ada'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = JSON.parse(String(put?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'value_demo', version: 1 });
    expect(Date.parse(String(body.email1SentDate))).not.toBeNaN();
    expect(await within(email1).findByRole('button', { name: 'Sent' })).toBeDisabled();
    expect(within(dialog).getByText('Value Demo', { selector: 'strong' })).toBeInTheDocument();

    // 'Mark as Sent' can be undone: the sent date is cleared (the shared undoEmailSentUpdate).
    await user.click(within(email1).getByRole('button', { name: 'Undo Mark as Sent for email 1' }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(2));
    const undo = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')[1];
    expect(JSON.parse(String(undo?.[1]?.body))).toEqual({ email1SentDate: null, version: 2 });
    expect(await within(email1).findByRole('button', { name: 'Mark as Sent' })).toBeEnabled();
  });

  it('says another change came first on 409 and reloads the lead', async () => {
    api.putHandler = () => json({ error: 'Version conflict' }, 409);
    const { user } = renderDashboard();
    const dialog = await openDetail(user, 'Ada Lovelace');
    await waitFor(() => expect(calls()).toContain('GET /api/admin/leads/ada'));
    const before = calls().length;
    const email2 = within(dialog).getByRole('group', { name: 'Email 2' });
    await user.click(within(email2).getByRole('button', { name: 'Mark as Sent' }));
    expect(await screen.findByText('Another change came first')).toBeInTheDocument();
    await waitFor(() => {
      const after = calls().slice(before);
      // The list, not shown beside the lead page, is marked stale and asked again when it shows.
      expect(after).toContain('GET /api/admin/leads/ada');
    });
    // The screen matches the server again: email 2 is not sent.
    expect(await within(email2).findByRole('button', { name: 'Mark as Sent' })).toBeEnabled();
  });

  it('validates the full edit form before saving', async () => {
    const { user } = renderDashboard();
    const detail = await openDetail(user, 'Ada Lovelace');
    await user.click(await within(detail).findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Lead: Ada Lovelace' });
    await user.clear(within(form).getByLabelText(/Full Name/));
    const email = within(form).getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'not-an-email');
    const priority = within(form).getByLabelText('Priority Score (1-10)');
    await user.clear(priority);
    await user.type(priority, '12');
    await user.type(within(form).getByLabelText('Estimated Value Min (£)'), '-3');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Full name is required')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Priority score must be between 1 and 10')).toBeInTheDocument();
    expect(within(form).getByText('Must be at least 0')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls().some((call) => call.startsWith('PUT'))).toBe(false);

    await user.type(within(form).getByLabelText(/Full Name/), 'Augusta Ada King');
    await user.clear(email);
    await user.type(email, 'ada@engines.test');
    await user.clear(priority);
    await user.clear(within(form).getByLabelText('Estimated Value Min (£)'));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/admin/leads/ada'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      name: 'Augusta Ada King',
      priorityScore: 5,
      // An emptied value is unknown: cleared, never £0 (docs/product/leads.md#prospects).
      estimatedValueMin: null,
      version: 1,
    });
  });

  it('opens the lead page from a board card, where Quick edit saves the contact details (docs/product/leads.md#lead-page)', async () => {
    api.leadPages = [[{ ...ada }]];
    const { user } = renderDashboard();
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('tab', { name: 'Sales Pipeline' }));
    const board = await screen.findByRole('region', { name: '7-Stage Sales Pipeline' });
    expect(within(board).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/leads/ada');
    await user.click(within(board).getByText('Analytical Engines'));
    const page = await screen.findByRole('main', { name: 'Lead page' });
    await within(page).findByRole('heading', { name: 'Ada Lovelace', level: 2 });
    await user.click(within(page).getByRole('button', { name: 'Quick edit' }));
    const simple = await screen.findByRole('dialog', { name: 'Quick edit: Ada Lovelace' });
    // The full lead's notes are in the form.
    expect(within(simple).getByLabelText('Notes')).toHaveValue('Call after Easter');
    await user.clear(within(simple).getByLabelText('Phone'));
    await user.type(within(simple).getByLabelText('Phone'), '+44 1234');
    await user.click(within(simple).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/admin/leads/ada'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ phone: '+44 1234', version: 1 });
  });
});
