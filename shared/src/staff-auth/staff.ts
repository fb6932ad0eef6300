import { emailSchema } from '../fields';
import * as z from '../zod';

/**
 * Staff accounts (docs/product/staff-accounts.md): the roles, the sign-in steps and the request and
 * response shapes of the sign-in, second-factor and account routes, shared by the handlers and the
 * CRM's sign-in screens so both validate with the same schemas.
 */

/** The roles of a staff account (docs/product/staff-accounts.md#roles). */
export const STAFF_ROLES = ['partner', 'consultant'] as const;
/** A staff role. */
export type StaffRole = (typeof STAFF_ROLES)[number];
/** A role, as requests carry it. */
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Role must be partner or consultant' });

/** Shortest accepted password, in characters (docs/product/staff-accounts.md#passwords). */
export const MIN_STAFF_PASSWORD_LENGTH = 12;
/** Longest accepted password, in characters (bounds the hashing work a request can cause). */
export const MAX_STAFF_PASSWORD_LENGTH = 1024;

/** A sign-in challenge: 32 random bytes as 43 base64url characters, valid for one sign-in. */
export const challengeSchema = z
  .string({ error: 'Challenge is required' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This sign-in has expired; please start again');

/**
 * A second-factor code as typed: a 6-digit TOTP code, or a recovery code (`xxxxx-xxxxx`, letters
 * and digits; case, spaces and the dash do not matter). At most 32 characters.
 */
export const factorCodeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(32, 'Code is too long');

/** Body of `POST /api/admin/login`: `{ email, password }`. */
export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_STAFF_PASSWORD_LENGTH, 'Password is too long'),
});
export type LoginRequest = z.output<typeof loginRequestSchema>;

/**
 * The next sign-in step after a right password: a TOTP code (a passkey may stand in for it), a
 * passkey (a user whose only second factor is a passkey), or enrolling a second factor first.
 */
export const loginStepSchema = z.object({ step: z.enum(['totp', 'passkey', 'enrol']), challenge: challengeSchema });
export type LoginStep = z.output<typeof loginStepSchema>;

/** Body of `POST /api/admin/mfa/totp/setup`. */
export const totpSetupRequestSchema = z.strictObject({ challenge: challengeSchema });
/** Answer of `POST /api/admin/mfa/totp/setup`: the new key in text and as an `otpauth://` URI (for the QR code). */
export const totpSetupSchema = z.object({
  secret: z.string().min(16),
  otpauthUri: z.string().startsWith('otpauth://'),
});
export type TotpSetup = z.output<typeof totpSetupSchema>;

/** Body of `POST /api/admin/mfa/totp/confirm` and `POST /api/admin/login/totp`: `{ challenge, code }`. */
export const factorCodeRequestSchema = z.strictObject({ challenge: challengeSchema, code: factorCodeSchema });
export type FactorCodeRequest = z.output<typeof factorCodeRequestSchema>;

/** A staff member as `GET /api/admin/me` answers: `{ id, name, email, role }`. */
export const staffUserSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
});
export type StaffUser = z.output<typeof staffUserSchema>;

/** Answer of `POST /api/admin/mfa/totp/confirm`: the ten recovery codes, shown once, and who signed in. */
export const totpConfirmSchema = z.object({ recoveryCodes: z.array(z.string()).length(10), user: staffUserSchema });
export type TotpConfirm = z.output<typeof totpConfirmSchema>;

/** Answer of `POST /api/admin/login/totp`: who signed in (the session travels in the cookie). */
export const signedInSchema = z.object({ user: staffUserSchema });
export type SignedIn = z.output<typeof signedInSchema>;
