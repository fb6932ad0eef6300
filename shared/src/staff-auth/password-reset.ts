import { emailSchema } from '../fields';
import * as z from '../zod';
import { MAX_STAFF_PASSWORD_LENGTH, MIN_STAFF_PASSWORD_LENGTH } from './staff';
import { newPasswordSchema } from './staff-users';

/**
 * A forgotten password (docs/product/staff-accounts.md#forgotten-password): the request for a
 * reset link and the new password, shared by the handlers and the CRM's forms.
 */

/**
 * What is wrong with a new password's length (docs/product/staff-accounts.md#passwords), for the
 * reset form's check before it calls the server; the server also applies the strength rule.
 *
 * @param password - the new password as typed.
 * @returns the message to show, or undefined when the password is acceptable.
 */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < MIN_STAFF_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters long`;
  }
  if (password.length > MAX_STAFF_PASSWORD_LENGTH) {
    return `The password must be at most ${MAX_STAFF_PASSWORD_LENGTH} characters long`;
  }
  return undefined;
}

/** Body of `POST /api/admin/password/forgot`: `{ email }`. */
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });

/** The one answer of `POST /api/admin/password/forgot` (202), whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER = {
  message: 'If this address belongs to a staff account, we have sent it a link to set a new password.',
} as const;

/** Body of `POST /api/admin/password/reset`: the link's token and the new password. */
export const resetPasswordRequestSchema = z.strictObject({
  token: z
    .string({ error: 'This link is not valid' })
    .min(1, 'This link is not valid')
    .max(512, 'This link is not valid'),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.output<typeof resetPasswordRequestSchema>;

/** The CRM page a reset link opens (`?token=…`). */
export const ADMIN_RESET_PASSWORD_PAGE = '/admin/reset-password';
