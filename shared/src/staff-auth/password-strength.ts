import { MAX_STAFF_PASSWORD_LENGTH, MIN_STAFF_PASSWORD_LENGTH } from './staff';

/**
 * The rule of every new staff password (docs/product/staff-accounts.md#passwords,
 * docs/decisions/039-invitations-and-account-management.md): at least 12 characters, and a
 * strength score of at least 3 of 4 from the zxcvbn estimator (`@zxcvbn-ts`, with its common and
 * English dictionaries), which also judges the password against the user's own name and address.
 * The estimator and its dictionaries (about 1 MB) load only on demand ({@link loadStrengthEstimator}),
 * so that no page that does not set a password downloads them.
 */

/** Lowest accepted zxcvbn score (0 = too guessable … 4 = very unguessable). */
export const MIN_PASSWORD_SCORE = 3;

/** What the estimator says of a password. */
export interface StrengthEstimate {
  /** 0 to 4. */
  score: number;
  /** Why it is guessable, or '' (English). */
  warning: string;
  /** How to make it stronger (English). */
  suggestions: string[];
}

/** The estimator: a password and the user's own words (name, address) → its estimate. */
export type StrengthEstimator = (password: string, userInputs: readonly string[]) => StrengthEstimate;

/** Message of a password under {@link MIN_PASSWORD_SCORE}, before the estimator's feedback. */
export const WEAK_PASSWORD_MESSAGE = 'This password is too easy to guess.';

let loading: Promise<StrengthEstimator> | undefined;

/**
 * Loads the zxcvbn estimator with the common and English dictionaries, once per process or page.
 * @returns the estimator.
 */
export function loadStrengthEstimator(): Promise<StrengthEstimator> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const factory = new ZxcvbnFactory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
    });
    return (password, userInputs) => {
      const { score, feedback } = factory.check(password, [...userInputs]);
      return { score, warning: feedback.warning ?? '', suggestions: feedback.suggestions };
    };
  })();
  return loading;
}

/** The words of a user's name and address that a password should not lean on. */
export function userInputsOf(user: { name?: string; email?: string }): string[] {
  const words = `${user.name ?? ''} ${user.email ?? ''}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/**
 * Checks a new password against the rule.
 * @param password - the new password as typed.
 * @param estimate - the estimator ({@link loadStrengthEstimator}).
 * @param userInputs - the user's own words ({@link userInputsOf}).
 * @returns null when the password is acceptable, else the message to show: the length rule, or
 *   {@link WEAK_PASSWORD_MESSAGE} followed by the estimator's warning and suggestions.
 */
export function passwordProblem(
  password: string,
  estimate: StrengthEstimator,
  userInputs: readonly string[] = [],
): string | null {
  if (password.length < MIN_STAFF_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters long`;
  }
  if (password.length > MAX_STAFF_PASSWORD_LENGTH) return 'Password is too long';
  const { score, warning, suggestions } = estimate(password, userInputs);
  if (score >= MIN_PASSWORD_SCORE) return null;
  return [WEAK_PASSWORD_MESSAGE, warning, ...suggestions].filter((part) => part !== '').join(' ');
}
