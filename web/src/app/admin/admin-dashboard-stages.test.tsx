import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAdminApi, json, openDetail, renderDashboard } from './admin-dashboard.fixtures';

const api = fakeAdminApi();
const { fetchMock, calls } = api;

describe('AdminDashboard: stage moves', () => {
  it('moves a lead with the Move to Stage buttons, the current stage disabled', async () => {
    const { user } = renderDashboard();
    const dialog = await openDetail(user, 'Ada Lovelace');
    const stages = within(dialog).getByRole('group', { name: 'Move to Stage' });
    expect(within(stages).getByRole('button', { name: 'Initial Contact' })).toBeDisabled();
    await user.click(within(stages).getByRole('button', { name: 'Consultation' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/admin/leads/ada'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: 'consultation', version: 1 });
  });

  it('moves a card with the Move to… menu on the board and reverts on failure with an error toast', async () => {
    api.putHandler = () => json({ error: 'Database unavailable' }, 500);
    const { user } = renderDashboard();
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('tab', { name: 'Sales Pipeline' }));
    const board = await screen.findByRole('region', { name: '7-Stage Sales Pipeline' });
    await user.click(within(board).getByRole('button', { name: 'Move Ada Lovelace to…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Proposal' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/admin/leads/ada'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: 'proposal', version: 1 });
    expect(await screen.findByText('Could not save the change')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    const initialContact = screen.getByRole('region', { name: 'Initial Contact' });
    expect(await within(initialContact).findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('asks Won or Lost before a move to Close: Cancel leaves the card, Won sends the outcome in the same PUT', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('tab', { name: 'Sales Pipeline' }));
    const board = await screen.findByRole('region', { name: '7-Stage Sales Pipeline' });
    await user.click(within(board).getByRole('button', { name: 'Move Ada Lovelace to…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Close' }));
    let dialog = await screen.findByRole('dialog', { name: 'Close Ada Lovelace' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls().some((call) => call.startsWith('PUT'))).toBe(false);
    expect(
      within(screen.getByRole('region', { name: 'Initial Contact' })).getByRole('article', { name: 'Ada Lovelace' }),
    ).toBeInTheDocument();

    await user.click(within(board).getByRole('button', { name: 'Move Ada Lovelace to…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Close' }));
    dialog = await screen.findByRole('dialog', { name: 'Close Ada Lovelace' });
    await user.click(within(dialog).getByRole('radio', { name: 'Won' }));
    await user.type(within(dialog).getByLabelText(/^Deal value/), '12000');
    await user.click(within(dialog).getByRole('button', { name: 'Close as Won' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/admin/leads/ada'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      status: 'close',
      outcome: { result: 'won', value: 12000 },
      version: 1,
    });
    const close = screen.getByRole('region', { name: 'Close' });
    const card = await within(close).findByRole('article', { name: 'Ada Lovelace' });
    expect(within(card).getByText('Won')).toBeInTheDocument();
  });

  it('asks Won or Lost from the Move to Stage buttons of the lead page too', async () => {
    const { user } = renderDashboard();
    const detail = await openDetail(user, 'Ada Lovelace');
    await user.click(within(detail).getByRole('button', { name: 'Close', pressed: false }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Ada Lovelace' });
    await user.click(within(dialog).getByRole('radio', { name: 'Lost' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Reason/ }), 'Timing');
    await user.click(within(dialog).getByRole('button', { name: 'Close as Lost' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/admin/leads/ada'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      status: 'close',
      outcome: { result: 'lost', reason: 'Timing' },
      version: 1,
    });
    expect(await within(detail).findByText('Lost')).toBeInTheDocument();
    expect(within(detail).getByText('Close', { selector: 'strong' })).toBeInTheDocument();
  });
});
