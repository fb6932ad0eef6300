import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { londonDateInput } from '../lib/london-time';
import { CloseOutcomeDialog } from './close-outcome-dialog';

function renderDialog() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<CloseOutcomeDialog lead={{ id: 'ada', name: 'Ada Lovelace' }} onConfirm={onConfirm} onCancel={onCancel} />);
  const dialog = screen.getByRole('dialog', { name: 'Close Ada Lovelace' });
  return { user: userEvent.setup(), dialog, onConfirm, onCancel };
}

describe('CloseOutcomeDialog', () => {
  it('asks for Won or Lost first and sends nothing without a choice', async () => {
    const { user, dialog, onConfirm } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close deal' }));
    expect(within(dialog).getByText('Choose Won or Lost')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('needs the deal value for Won and sends the value and the close date (noon UK time) in one change', async () => {
    const { user, dialog, onConfirm } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Won' }));
    expect(within(dialog).getByLabelText(/^Close date/)).toHaveValue(londonDateInput());
    await user.click(within(dialog).getByRole('button', { name: 'Close as Won' }));
    expect(within(dialog).getByLabelText(/^Deal value/)).toHaveAccessibleDescription('Enter the deal value in pounds');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/^Deal value/), '£12,000');
    await user.clear(within(dialog).getByLabelText(/^Close date/));
    await user.type(within(dialog).getByLabelText(/^Close date/), '2026-07-01');
    await user.click(within(dialog).getByRole('button', { name: 'Close as Won' }));
    expect(onConfirm).toHaveBeenCalledWith({
      status: 'close',
      outcome: { result: 'won', value: 12000 },
      dealClosedDate: '2026-07-01T11:00:00.000Z',
    });
  });

  it('refuses a value in pence or below zero with the shared messages', async () => {
    const { user, dialog, onConfirm } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Won' }));
    await user.type(within(dialog).getByLabelText(/^Deal value/), '12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Close as Won' }));
    expect(within(dialog).getByLabelText(/^Deal value/)).toHaveAccessibleDescription('Whole pounds only');
    await user.clear(within(dialog).getByLabelText(/^Deal value/));
    await user.type(within(dialog).getByLabelText(/^Deal value/), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Close as Won' }));
    expect(within(dialog).getByLabelText(/^Deal value/)).toHaveAccessibleDescription('Must be at least 0');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('needs a reason for Lost, offers the seven reasons and sends the optional note', async () => {
    const { user, dialog, onConfirm } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Lost' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close as Lost' }));
    const reason = within(dialog).getByRole('combobox', { name: /^Reason/ });
    expect(reason).toHaveAccessibleDescription('Choose a reason');
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a reason',
      'Price',
      'Timing',
      'Chose another provider',
      'No budget',
      'No response',
      'Not a fit',
      'Other',
    ]);
    await user.selectOptions(reason, 'Chose another provider');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Went with the big four');
    await user.click(within(dialog).getByRole('button', { name: 'Close as Lost' }));
    expect(onConfirm).toHaveBeenCalledWith({
      status: 'close',
      outcome: { result: 'lost', reason: 'Chose another provider', note: 'Went with the big four' },
    });
  });

  it('cancels without a change, by the button or Escape', async () => {
    const { user, dialog, onConfirm, onCancel } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
