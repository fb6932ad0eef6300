import { describe, expect, it } from 'vitest';
import { forgotPasswordRequestSchema, newPasswordProblem, resetPasswordRequestSchema } from './password-reset';

describe('the new-password rule (docs/product/staff-accounts.md#passwords)', () => {
  it.each([
    ['', 'The password must be at least 12 characters long'],
    ['elevenchars', 'The password must be at least 12 characters long'],
    ['twelve chars', undefined],
    ['a'.repeat(1024), undefined],
    ['a'.repeat(1025), 'The password must be at most 1024 characters long'],
  ])('%j → %s', (password, problem) => {
    expect(newPasswordProblem(password)).toBe(problem);
  });
});

describe('the forgotten-password bodies', () => {
  it.each([
    [{ email: 'owner@meridian.test' }, true],
    [{ email: 'not an address' }, false],
    [{ email: 'owner@meridian.test', extra: 1 }, false],
    [{}, false],
  ])('forgot %j → %s', (body, ok) => {
    expect(forgotPasswordRequestSchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    [{ token: 'v1.reset-password.abc.1.sig', password: 'twelve chars' }, true],
    [{ token: 'v1.reset-password.abc.1.sig', password: 'short' }, false],
    [{ token: '', password: 'twelve chars' }, false],
    [{ token: 'x'.repeat(513), password: 'twelve chars' }, false],
    [{ password: 'twelve chars' }, false],
  ])('reset %j → %s', (body, ok) => {
    expect(resetPasswordRequestSchema.safeParse(body).success).toBe(ok);
  });
});
