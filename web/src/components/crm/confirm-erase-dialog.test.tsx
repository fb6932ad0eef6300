import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmEraseDialog, matchesConfirmation } from './confirm-erase-dialog';

describe('matchesConfirmation', () => {
  it.each([
    ['jane@example.com', ['jane@example.com', 'Jane Owner'], true],
    ['  JANE@EXAMPLE.COM ', ['jane@example.com', 'Jane Owner'], true],
    ['jane owner', ['jane@example.com', 'Jane Owner'], true],
    ['Jane', ['jane@example.com', 'Jane Owner'], false],
    ['jane@example.co', ['jane@example.com', 'Jane Owner'], false],
    ['', ['', undefined], false],
    ['   ', ['jane@example.com'], false],
    ['Jane Owner', [undefined, 'Jane Owner'], true],
  ] as const)('%j against %j is %s', (typed, accepted, expected) => {
    expect(matchesConfirmation(typed, accepted)).toBe(expected);
  });
});

describe('ConfirmEraseDialog', () => {
  it('erases only once the identifying text is typed, and shows a failure in the dialog', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <ConfirmEraseDialog
        open
        onOpenChange={() => undefined}
        title="Erase Jane Owner"
        description={<p>Removes everything.</p>}
        label="Type the lead's email or name to confirm"
        accepted={['jane@example.com', 'Jane Owner']}
        pending={false}
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Erase Jane Owner' });
    expect(dialog).toHaveAccessibleDescription('Removes everything.');
    const erase = screen.getByRole('button', { name: 'Erase permanently' });
    expect(erase).toBeDisabled();
    const field = screen.getByLabelText("Type the lead's email or name to confirm");
    await user.type(field, 'Jane{Enter}');
    expect(erase).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(field, ' owner{Enter}');
    expect(erase).toBeEnabled();
    expect(onConfirm).toHaveBeenCalledTimes(1);

    rerender(
      <ConfirmEraseDialog
        open
        onOpenChange={() => undefined}
        title="Erase Jane Owner"
        description={<p>Removes everything.</p>}
        label="Type the lead's email or name to confirm"
        accepted={['jane@example.com', 'Jane Owner']}
        pending={false}
        error="404: Lead not found"
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('404: Lead not found');
  });
});
