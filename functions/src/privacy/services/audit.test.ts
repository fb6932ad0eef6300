import { describe, expect, it } from 'vitest';
import { editsContactFields } from './audit';

describe('editsContactFields (docs/product/privacy.md#audit-log)', () => {
  it.each<[Record<string, unknown>, boolean]>([
    [{ name: 'New Name' }, true],
    [{ email: null }, true],
    [{ company: 'Acme' }, true],
    [{ phone: '020 7946 0000' }, true],
    [{ jobTitle: 'CFO' }, true],
    [{ linkedinUrl: null }, true],
    [{ notes: 'x', status: 'qualified' }, false],
    [{ name: undefined }, false],
    [{}, false],
  ])('%j -> %s', (update, audited) => {
    expect(editsContactFields(update)).toBe(audited);
  });
});
