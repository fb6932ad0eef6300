import { loadStrengthEstimator, passwordProblem, userInputsOf } from '@meridian/shared/staff-auth/password-strength';
import { ValidationError } from '../../lib/errors';

/**
 * The rule of every new staff password, on the server (docs/product/staff-accounts.md#passwords):
 * the shared rule of `@meridian/shared/staff-auth/password-strength` (12 characters, zxcvbn score
 * of at least 3), so the CRM's hint and the server's answer are the same.
 */

/** 400: a new password breaks the rule; the message says why and how to do better. */
export class WeakNewPasswordError extends ValidationError {}

/**
 * Checks a new password.
 * @param password - the new password.
 * @param user - the user's name and address (a password should not lean on them).
 * @throws WeakNewPasswordError (400) with the estimator's feedback when the password breaks the rule.
 */
export async function assertStrongPassword(password: string, user: { name?: string; email?: string }): Promise<void> {
  const problem = passwordProblem(password, await loadStrengthEstimator(), userInputsOf(user));
  if (problem !== null) throw new WeakNewPasswordError(problem);
}
