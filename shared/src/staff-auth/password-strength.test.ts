import { describe, expect, it } from 'vitest';
import {
  loadStrengthEstimator,
  MIN_PASSWORD_SCORE,
  passwordProblem,
  type StrengthEstimator,
  userInputsOf,
  WEAK_PASSWORD_MESSAGE,
} from './password-strength';

/** The rule of every new staff password (docs/product/staff-accounts.md#passwords). */

const scoring =
  (score: number): StrengthEstimator =>
  () => ({ score, warning: score < MIN_PASSWORD_SCORE ? 'Too common.' : '', suggestions: ['Add a word.'] });

describe('passwordProblem with a given score', () => {
  it.each([
    ['eleven char', 4, 'The password must be at least 12 characters long'],
    ['x'.repeat(1025), 4, 'Password is too long'],
    ['twelve chars', 4, null],
    ['twelve chars', 3, null],
    ['twelve chars', 2, `${WEAK_PASSWORD_MESSAGE} Too common. Add a word.`],
    ['twelve chars', 0, `${WEAK_PASSWORD_MESSAGE} Too common. Add a word.`],
  ])('%s scored %i → %s', (password, score, expected) => {
    expect(passwordProblem(password, scoring(score))).toBe(expected);
  });
});

describe('passwordProblem with the zxcvbn estimator', () => {
  it.each([
    ['password1234', false],
    ['qwertyuiopas', false],
    ['aaaaaaaaaaaa', false],
    ['Orbit-Kettle-Meadow-91', true],
    ['correct horse battery staple', true],
  ])('%s acceptable: %s', async (password, acceptable) => {
    const problem = passwordProblem(password, await loadStrengthEstimator());
    if (acceptable) expect(problem).toBeNull();
    else expect(problem).toMatch(new RegExp(`^${WEAK_PASSWORD_MESSAGE}`));
  });

  it("counts the user's own name and address against the password", async () => {
    const estimate = await loadStrengthEstimator();
    const user = { name: 'Zorblax Quimby', email: 'zorblax.quimby@meridian.test' };
    expect(estimate('zorblaxquimby1', userInputsOf(user)).score).toBeLessThan(estimate('zorblaxquimby1', []).score);
  });
});

describe('userInputsOf', () => {
  it.each([
    [{ name: 'Ann Lee', email: 'ann.lee@x.test' }, ['ann', 'lee', 'test']],
    [{ name: 'Zoë Ångström' }, ['zoë', 'ångström']],
    [{}, []],
  ])('%j → %j', (user, words) => {
    expect(userInputsOf(user)).toEqual(words);
  });
});
