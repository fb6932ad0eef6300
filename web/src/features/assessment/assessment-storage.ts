/** Session storage key of the in-progress assessment answers (docs/product/assessment.md#scoring). */
export const ANSWERS_STORAGE_KEY = 'strategic-assessment-answers';

/** Answers keyed by question id ('1'..'20'), each an option value 1-4. */
export type Answers = Record<string, number>;

/** Reads saved answers, ignoring anything malformed. */
export function loadAnswers(): Answers {
  try {
    const raw = window.sessionStorage.getItem(ANSWERS_STORAGE_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const answers: Answers = {};
    for (const [id, value] of Object.entries(parsed)) {
      if (
        /^(?:[1-9]|1\d|20)$/.test(id) &&
        typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= 1 &&
        value <= 4
      ) {
        answers[id] = value;
      }
    }
    return answers;
  } catch {
    return {};
  }
}

/** Saves answers so they survive a reload until the results are shown. */
export function saveAnswers(answers: Answers): void {
  try {
    window.sessionStorage.setItem(ANSWERS_STORAGE_KEY, JSON.stringify(answers));
  } catch {
    // storage full or unavailable: answers live for this page only
  }
}

/** Forgets saved answers (once the results are shown). */
export function clearAnswers(): void {
  try {
    window.sessionStorage.removeItem(ANSWERS_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
