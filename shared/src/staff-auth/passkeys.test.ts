import { describe, expect, it } from 'vitest';
import { authenticationResponseSchema, passkeyNameSchema, registrationResponseSchema } from './passkeys';

const assertion = (response: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: 'AQID',
  rawId: 'AQID',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA', ...response },
  ...extra,
});

describe('passkey names', () => {
  it.each([
    ['Laptop', 'Laptop'],
    ['  Blue key  ', 'Blue key'],
    ['', null],
    ['   ', null],
    ['x'.repeat(61), null],
    ['two\nlines', null],
  ])('%j → %j', (name, parsed) => {
    const result = passkeyNameSchema.safeParse(name);
    expect(result.success ? result.data : null).toBe(parsed);
  });
});

describe('the outline of WebAuthn answers (hostile input: bounded base64url strings)', () => {
  it.each([
    ['a well-formed assertion', assertion({}), true],
    ['with a user handle', assertion({ userHandle: 'dXNlcg' }), true],
    ['a type other than public-key', assertion({}, { type: 'password' }), false],
    ['a signature that is not base64url', assertion({ signature: 'a+b/' }), false],
    ['an ML-DSA-44 signature (2,420 bytes)', assertion({ signature: 'A'.repeat(3227) }), true],
    ['an ML-DSA-87 signature (4,627 bytes)', assertion({ signature: 'A'.repeat(6170) }), true],
    ['a signature longer than any algorithm makes', assertion({ signature: 'A'.repeat(6201) }), false],
    ['an oversized client data', assertion({ clientDataJSON: 'a'.repeat(4097) }), false],
    ['a missing signature', assertion({ signature: undefined }), false],
  ])('%s', (_what, body, ok) => {
    expect(authenticationResponseSchema.safeParse(body).success).toBe(ok);
  });

  it('requires an attestation object in a registration answer', () => {
    const base = { id: 'AQID', rawId: 'AQID', type: 'public-key', response: { clientDataJSON: 'e30' } };
    expect(registrationResponseSchema.safeParse(base).success).toBe(false);
    const full = { ...base, response: { ...base.response, attestationObject: 'oA', transports: ['internal'] } };
    expect(registrationResponseSchema.safeParse(full).success).toBe(true);
  });
});
