import { singleLineText } from '../fields';
import * as z from '../zod';
import { challengeSchema, staffUserSchema } from './staff';

/**
 * Passkeys (WebAuthn) of staff accounts (docs/product/staff-accounts.md#passkeys): the request and
 * response shapes of the passkey enrolment, the passkey sign-in and the management of one's own
 * passkeys, shared by the handlers and the CRM. The browser's WebAuthn answers are checked here
 * only for their outline and size (base64url strings of bounded length); the cryptographic checks
 * are the server library's.
 */

/** Longest passkey name, in characters. */
export const MAX_PASSKEY_NAME_LENGTH = 60;

/** A passkey's name as the user gives it: one line, 1 to 60 characters. */
export const passkeyNameSchema = singleLineText(MAX_PASSKEY_NAME_LENGTH).pipe(
  z.string().min(1, 'Please give the passkey a name'),
);

/** A base64url string of at most `max` characters (WebAuthn's binary fields as JSON carries them). */
const base64url = (max: number) =>
  z
    .string({ error: 'This passkey answer is malformed' })
    .max(max, 'This passkey answer is too long')
    .regex(/^[A-Za-z0-9_-]*$/, 'This passkey answer is malformed');

/** A credential id: 1 to 1,023 bytes, as base64url (WebAuthn's limit). */
export const credentialIdSchema = base64url(1400).min(1, 'This passkey answer is malformed');

const credentialOutline = {
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  type: z.literal('public-key', { error: 'This passkey answer is malformed' }),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** The browser's answer to a registration (`startRegistration`), in outline. */
export const registrationResponseSchema = z.object({
  ...credentialOutline,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16384),
    transports: z.array(z.string().max(32)).max(10).optional(),
    authenticatorData: base64url(16384).optional(),
    publicKey: base64url(4096).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
});
export type RegistrationResponse = z.output<typeof registrationResponseSchema>;

/** The browser's answer to a sign-in (`startAuthentication`), in outline. */
export const authenticationResponseSchema = z.object({
  ...credentialOutline,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(16384),
    // Up to ML-DSA-87's 4,627 bytes (6,170 characters): the server offers ML-DSA-44 (2,420 bytes)
    // first where the runtime has it, and Chromium's authenticators answer with it.
    signature: base64url(6200),
    userHandle: base64url(256).optional(),
  }),
});
export type AuthenticationResponse = z.output<typeof authenticationResponseSchema>;

/** Body of `POST /api/admin/mfa/passkey/options`: the `enrol` challenge of the password step. */
export const passkeyEnrolOptionsRequestSchema = z.strictObject({ challenge: challengeSchema });

/** Body of `POST /api/admin/mfa/passkey/confirm`: the challenge, the browser's answer and a name. */
export const passkeyEnrolRequestSchema = z.strictObject({
  challenge: challengeSchema,
  response: registrationResponseSchema,
  name: passkeyNameSchema.optional(),
});

/** Body of `POST /api/admin/passkeys`: the browser's answer and a name (signed in). */
export const passkeyAddRequestSchema = z.strictObject({
  response: registrationResponseSchema,
  name: passkeyNameSchema.optional(),
});

/**
 * Body of `POST /api/admin/login/passkey/options`: empty for a sign-in with a passkey alone, or the
 * challenge of the password step to use a passkey as the second factor.
 */
export const passkeySignInOptionsRequestSchema = z.strictObject({ challenge: challengeSchema.optional() });

/** Body of `POST /api/admin/login/passkey`: the browser's answer. */
export const passkeySignInRequestSchema = z.strictObject({ response: authenticationResponseSchema });

/** Body of `PUT /api/admin/passkeys/{id}`: the new name. */
export const passkeyRenameRequestSchema = z.strictObject({ name: passkeyNameSchema });

/** Path of `PUT` and `DELETE /api/admin/passkeys/{id}`: the credential id. */
export const passkeyPathSchema = z.object({ id: credentialIdSchema });

/**
 * The options the browser passes to WebAuthn (`optionsJSON` of `startRegistration` or
 * `startAuthentication`); the server library makes them, the browser library reads them.
 */
export const webAuthnOptionsSchema = z.looseObject({ challenge: z.string() });
export type WebAuthnOptions = z.output<typeof webAuthnOptionsSchema>;

/** One of the signed-in user's passkeys as `GET /api/admin/passkeys` lists it. Times ISO-8601 UTC. */
export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().optional(),
});
export type PasskeySummary = z.output<typeof passkeySummarySchema>;

/** Answer of `GET /api/admin/passkeys`: the passkeys, oldest first, and whether TOTP is set up too. */
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySummarySchema), hasTotp: z.boolean() });
export type PasskeyList = z.output<typeof passkeyListSchema>;

/** Answer of a passkey sign-in or enrolment: who signed in (the session travels in the cookie). */
export const passkeySignedInSchema = z.object({ user: staffUserSchema });
