import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NewPasswordField } from './new-password-field';

/** The new-password field's feedback (docs/product/staff-accounts.md#passwords). */

function Field() {
  const [value, setValue] = useState('');
  return <NewPasswordField value={value} onChange={setValue} user={{ name: 'Pat Partner' }} />;
}

describe('NewPasswordField', () => {
  it.each([
    ['short', 'The password must be at least 12 characters long', true],
    ['password1234', 'This password is too easy to guess.', true],
    ['Orbit-Kettle-Meadow-91', 'Strong enough.', false],
  ])('says of %s: %s', async (password, feedback, invalid) => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByLabelText('New password');
    await user.type(input, password);
    expect(await screen.findByText(new RegExp(`^${feedback.replace('.', '\\.')}`))).toBeInTheDocument();
    if (invalid) expect(input).toHaveAttribute('aria-invalid', 'true');
    else expect(input).not.toHaveAttribute('aria-invalid');
  });
});
