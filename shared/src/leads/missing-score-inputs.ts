import type { ScoreBreakdownRow } from './lead-score';

/**
 * The breakdown factors that describe the prospect's firm and situation, with the name the CRM
 * gives them when they are unknown (docs/product/leads.md#missing-inputs), in breakdown order.
 */
const SCORE_INPUT_NAMES: Readonly<Record<string, string>> = {
  'Company size': 'company size',
  Revenue: 'revenue',
  Industry: 'industry',
  Urgency: 'urgency',
  'Budget authority': 'budget authority',
  'Growth stage': 'growth stage',
};

/**
 * Whether a breakdown row is one of the scoring inputs that describe the prospect's firm and
 * situation (company size, revenue, industry, urgency, budget authority, growth stage), rather than
 * a factor the CRM derives (source, assessment, engagement).
 * @param factor - a breakdown row's `factor`.
 */
export function isScoreInputFactor(factor: string): boolean {
  return SCORE_INPUT_NAMES[factor] !== undefined;
}

/**
 * The scoring inputs a lead's score was computed without (docs/product/leads.md#missing-inputs):
 * the input factors of the breakdown whose value is not recorded. An unknown company size scores
 * like a small firm, so the CRM names what is unknown rather than let the score imply it.
 *
 * @param breakdown - the rows of `scoreLead(...).breakdown` (the API's `scoreBreakdown`).
 * @returns the unknown inputs' names in breakdown order, e.g. ['revenue', 'industry']; [] when all are known.
 */
export function missingScoreInputs(breakdown: readonly ScoreBreakdownRow[]): string[] {
  return breakdown.flatMap((row) => {
    const name = SCORE_INPUT_NAMES[row.factor];
    return name !== undefined && (row.value === null || row.value === '') ? [name] : [];
  });
}

/**
 * The missing-inputs line of the lead page (docs/product/leads.md#missing-inputs):
 * "Unknown: revenue, industry", or null when every input is known.
 */
export function missingScoreInputsText(breakdown: readonly ScoreBreakdownRow[]): string | null {
  const missing = missingScoreInputs(breakdown);
  return missing.length === 0 ? null : `Unknown: ${missing.join(', ')}`;
}
