import { describe, expect, it } from 'vitest';
import { open, SealedValueError, seal } from './secret-box';

const KEY = 'a privacy key of the test, long enough for HMAC';

describe('sealing TOTP keys at rest (AES-256-GCM)', () => {
  it('opens what it sealed for the same owner, and never shows the secret in the sealed value', () => {
    const sealed = seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'user-1', KEY);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(sealed).not.toContain('JBSWY3DP');
    expect(open(sealed, 'user-1', KEY)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  it('uses a fresh nonce every time', () => {
    expect(seal('same', 'user-1', KEY)).not.toBe(seal('same', 'user-1', KEY));
  });

  it('refuses another owner, another key, a tampered or malformed value', () => {
    const sealed = seal('secret', 'user-1', KEY);
    const [version, nonce, body = '', tag] = sealed.split('.');
    const flipped = `${body.slice(0, -1)}${body.endsWith('A') ? 'B' : 'A'}`;
    for (const [value, owner, key] of [
      [sealed, 'user-2', KEY],
      [sealed, 'user-1', `${KEY}!`],
      [[version, nonce, flipped, tag].join('.'), 'user-1', KEY],
      ['v1.x.y', 'user-1', KEY],
      ['v2.a.b.c', 'user-1', KEY],
    ] as const) {
      expect(() => open(value, owner, key)).toThrow(SealedValueError);
    }
  });
});
