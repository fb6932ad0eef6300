import { ADMIN_PASSWORD_FORGOT_PATH, ADMIN_PASSWORD_RESET_PATH } from '@meridian/shared/admin-api-paths';
import { FORGOT_PASSWORD_ANSWER } from '@meridian/shared/staff-auth/password-reset';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchForEachTest } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders, requestBody } from '../../../test/render-app';
import { PASSWORDS_DIFFER_MESSAGE, ResetPasswordForm } from './reset-password-form';

const fetchMock = stubFetchForEachTest();
const CHALLENGE = 'c'.repeat(43);

describe('the forgotten-password card', () => {
  it('without a token, sends a link and shows the one answer', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(FORGOT_PASSWORD_ANSWER, 202));
    renderWithProviders(<ResetPasswordForm token={null} onStep={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), 'owner@meridian.test');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_ANSWER.message);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(ADMIN_PASSWORD_FORGOT_PATH);
    expect(requestBody(fetchMock)).toEqual({ email: 'owner@meridian.test' });
  });

  it('with a token, applies the password rule before the server, then hands the second step on', async () => {
    const onStep = vi.fn();
    fetchMock.mockResolvedValueOnce(jsonResponse({ step: 'totp', challenge: CHALLENGE }));
    renderWithProviders(<ResetPasswordForm token="v1.reset-password.n.1.s" onStep={onStep} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The password must be at least 12 characters long');
    await user.type(screen.getByLabelText('New password'), ' but longer now');
    await user.type(screen.getByLabelText('Repeat the new password'), 'something else entirely');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORDS_DIFFER_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'short but longer now');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(onStep).toHaveBeenCalledWith({ step: 'totp', challenge: CHALLENGE }));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(ADMIN_PASSWORD_RESET_PATH);
    expect(requestBody(fetchMock)).toEqual({ token: 'v1.reset-password.n.1.s', password: 'short but longer now' });
  });
});
