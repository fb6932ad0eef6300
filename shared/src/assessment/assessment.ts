import * as z from '../zod';
import { emailSchema, optionalText } from '../fields';
import { scoreInputsShape } from '../leads/score-inputs';
import { consentSchema } from '../privacy/privacy-consent';

/**
 * The strategic readiness assessment's constants and scoring (docs/product/assessment.md#scoring;
 * docs/product/assessment.md#email-capture). The question wording lives in `assessment-questions.ts`.
 */

export const ASSESSMENT_QUESTION_COUNT = 20;
export const ASSESSMENT_MAX_RAW_SCORE = 80;

/** Four sections of five questions: ids 1-5, 6-10, 11-15, 16-20 (docs/product/assessment.md#questions). */
export const ASSESSMENT_SECTIONS = [
  { name: 'Strategic Translation', questionIds: [1, 2, 3, 4, 5] },
  { name: 'Execution Capability', questionIds: [6, 7, 8, 9, 10] },
  { name: 'Resource Alignment', questionIds: [11, 12, 13, 14, 15] },
  { name: 'Feedback and Adaptation', questionIds: [16, 17, 18, 19, 20] },
] as const;
export type AssessmentSectionName = (typeof ASSESSMENT_SECTIONS)[number]['name'];

export const ASSESSMENT_CATEGORIES = [
  'Strategic Execution Leader',
  'Strategic Execution Capable',
  'Strategic Execution Developing',
  'Strategic Execution at Risk',
] as const;
export type AssessmentCategory = (typeof ASSESSMENT_CATEGORIES)[number];

/** Answers keyed by question id ('1'..'20'), each an option value 1-4. */
export const assessmentAnswersSchema = z
  .record(z.string().regex(/^(?:[1-9]|1\d|20)$/, 'Unknown question id'), z.number().int().min(1).max(4))
  .refine((answers) => Object.keys(answers).length === ASSESSMENT_QUESTION_COUNT, {
    message: 'Please answer all 20 questions to calculate your score.',
  });
export type AssessmentAnswers = Record<string, number>;

/**
 * Assessment email submission plus the twenty answers (docs/product/assessment.md#email-capture).
 * The server recomputes percentage and category from `answers` and rejects a disagreeing `score`.
 * `name` and `company` are optional single-line text (docs/product/security.md#single-line-text);
 * company size, industry and urgency are optional scoring inputs (docs/product/leads.md#scoring-inputs).
 */
export const assessmentEmailSubmissionSchema = z.strictObject({
  email: emailSchema,
  name: optionalText(200).optional(),
  company: optionalText(200).optional(),
  assessmentType: z.literal('strategic_readiness'),
  score: z.number().int().min(0).max(100),
  category: z.enum(ASSESSMENT_CATEGORIES),
  results: z.strictObject({
    percentage: z.number().int().min(0).max(100),
    category: z.enum(ASSESSMENT_CATEGORIES),
    description: z.string().max(2000),
    recommendations: z.array(z.string().max(1000)).max(10),
  }),
  answers: assessmentAnswersSchema,
  /** What the visitor agreed to (docs/product/privacy.md#consent-records); optional for pages cached before it. */
  consent: consentSchema.optional(),
  /** Optional scoring inputs (docs/product/leads.md#scoring-inputs). */
  ...scoreInputsShape,
});
export type AssessmentEmailSubmission = z.output<typeof assessmentEmailSubmissionSchema>;

/** A display colour: a Tailwind palette name (e.g. `emerald`) and its 600-shade hex value. */
export interface AssessmentColour {
  token: 'emerald' | 'blue' | 'amber' | 'red';
  hex: string;
}

export interface AssessmentCategoryDetails {
  /** One-paragraph reading of the result, addressed to the respondent. */
  description: string;
  colour: AssessmentColour;
  /** Exactly five recommendations, most important first. */
  recommendations: readonly string[];
}

/**
 * Description, colour and five recommendations per assessment category (docs/product/assessment.md#recommendations).
 */
export const ASSESSMENT_CATEGORY_DETAILS: Record<AssessmentCategory, AssessmentCategoryDetails> = {
  'Strategic Execution Leader': {
    description:
      'Your organisation turns strategy into results with unusual consistency. Priorities are clear, ownership is explicit and you adapt quickly when the evidence changes. The opportunity now is to protect that discipline as you scale and to use it as a competitive advantage.',
    colour: { token: 'emerald', hex: '#059669' },
    recommendations: [
      'Stress-test your three-year strategy against two or three plausible market scenarios, so the next shift finds you prepared rather than reacting.',
      'Build a leadership bench: name successors for every critical role and give them ownership of a strategic initiative this year.',
      'Codify how you plan, prioritise and review into a lightweight operating rhythm that new leaders and acquired teams can adopt quickly.',
      'Move from lagging to leading indicators: add two or three forward-looking measures per strategic priority to your monthly review.',
      'Reinvest a fixed share of capacity in bolder growth bets (new markets, adjacent services or acquisitions) with clear stage gates.',
    ],
  },
  'Strategic Execution Capable': {
    description:
      'You have solid foundations: a credible strategy and teams that can deliver. Execution is uneven, though, and value leaks between plan and delivery through competing priorities, stretched resources or slow feedback. Targeted improvements will turn good intentions into reliable results.',
    colour: { token: 'blue', hex: '#2563eb' },
    recommendations: [
      'Cut the strategic agenda to no more than five priorities and make the trade-offs explicit: what the business will stop doing as well as start.',
      'Give every priority a single accountable owner, a quarterly milestone and a measure of success that the leadership team reviews monthly.',
      'Align budgets and headcount to those priorities in the next planning cycle, so resources follow strategy rather than history.',
      'Introduce a monthly strategy review that separates performance reporting from decisions, and leaves with owners and dates.',
      "Close the feedback loop by capturing lessons from each completed initiative and feeding them into the next quarter's plan.",
    ],
  },
  'Strategic Execution Developing': {
    description:
      'Your strategy exists, but too little of it reaches day-to-day decisions. Teams are busy without always moving the business forward, and problems surface late. This is the most common position for growing companies, and the one where structured support pays back fastest.',
    colour: { token: 'amber', hex: '#d97706' },
    recommendations: [
      'Translate the strategy into a one-page plan: three to five priorities, the outcomes that define success and the owner of each.',
      'Cascade those priorities into team objectives within 30 days, so every manager can explain how their work contributes.',
      'Set up a simple scorecard of eight to ten measures and review it at a fixed monthly meeting with the whole leadership team.',
      'Free capacity by pausing or stopping the initiatives that do not serve the priorities, and tell the organisation why.',
      'Run a 90-day execution sprint on the single most important priority to build momentum and prove the approach.',
    ],
  },
  'Strategic Execution at Risk': {
    description:
      'There is a significant gap between what your organisation intends and what it delivers. Priorities are unclear or contested, resources are spread thin and issues are found too late to act on. Without deliberate change this gap tends to widen as the business grows, but it can be closed with focus and the right structure.',
    colour: { token: 'red', hex: '#dc2626' },
    recommendations: [
      'Hold a leadership offsite within the next month to agree the two or three outcomes that matter most over the next 12 months.',
      'Assign a senior owner with real authority to each of those outcomes, and make delivery part of how leaders are assessed.',
      'Stabilise the core: fix the cash, capacity or quality issues that consume management time before launching new initiatives.',
      'Install a weekly 30-minute leadership check-in on progress, risks and decisions, with actions recorded and followed up.',
      'Bring in experienced outside support for the first 90 days to build the planning and review disciplines while your team delivers.',
    ],
  },
};

/** Thresholds in percent (docs/product/assessment.md#categories): 85+ Leader, 70-84 Capable, 55-69 Developing, below 55 at Risk. */
export const ASSESSMENT_CATEGORY_THRESHOLDS = { leader: 85, capable: 70, developing: 55 } as const;

/** The result shown after the assessment and stored with the lead (docs/product/assessment.md#scoring; docs/product/assessment.md#email-capture). */
export interface AssessmentResult {
  /** Sum of the 20 answer values, 20-80. */
  rawScore: number;
  /** `Math.round(rawScore / 80 * 100)`, 25-100. */
  percentage: number;
  category: AssessmentCategory;
  description: string;
  colour: AssessmentColour;
  /** The category's five recommendations. */
  recommendations: string[];
  /** Percent (0-100, rounded) of each section's maximum of 20 points, keyed by section name. */
  sectionScores: Record<AssessmentSectionName, number>;
}

/** Thrown when assessment answers are incomplete or hold an unknown question or an invalid value. */
export class InvalidAssessmentAnswersError extends Error {
  override readonly name = 'InvalidAssessmentAnswersError';
}

/**
 * The assessment category for a percentage (docs/product/assessment.md#categories).
 *
 * @param percentage - whole or fractional percent, 0-100.
 * @returns 'Strategic Execution Leader' at 85 or more, 'Capable' at 70-84, 'Developing' at 55-69,
 *   otherwise 'Strategic Execution at Risk'.
 */
export function assessmentCategoryFor(percentage: number): AssessmentCategory {
  if (percentage >= ASSESSMENT_CATEGORY_THRESHOLDS.leader) return 'Strategic Execution Leader';
  if (percentage >= ASSESSMENT_CATEGORY_THRESHOLDS.capable) return 'Strategic Execution Capable';
  if (percentage >= ASSESSMENT_CATEGORY_THRESHOLDS.developing) return 'Strategic Execution Developing';
  return 'Strategic Execution at Risk';
}

const QUESTION_IDS = ASSESSMENT_SECTIONS.flatMap((section) => section.questionIds.map(String));

/**
 * Scores a completed strategic readiness assessment (docs/product/assessment.md#scoring; docs/product/assessment.md#email-capture).
 *
 * @param answers - option values (integers 1-4) keyed by question id '1'..'20'; all 20 required.
 * @returns raw score (20-80), percentage `Math.round(raw / 80 * 100)`, category with its
 *   description, colour and five recommendations, and per-section percentages (0-100).
 * @throws InvalidAssessmentAnswersError when a question is unanswered, an unknown question id is
 *   present, or a value is not an integer from 1 to 4.
 */
export function computeAssessmentResult(answers: Record<string, number>): AssessmentResult {
  const unknown = Object.keys(answers).filter((id) => !QUESTION_IDS.includes(id));
  if (unknown.length > 0) {
    throw new InvalidAssessmentAnswersError(`Unknown assessment question id(s): ${unknown.join(', ')}`);
  }
  const missing = QUESTION_IDS.filter((id) => answers[id] === undefined);
  if (missing.length > 0) {
    throw new InvalidAssessmentAnswersError(
      `Please answer all 20 questions to calculate your score. Unanswered: ${missing.join(', ')}`,
    );
  }
  const invalid = QUESTION_IDS.filter((id) => {
    const value = answers[id];
    return value === undefined || !Number.isInteger(value) || value < 1 || value > 4;
  });
  if (invalid.length > 0) {
    throw new InvalidAssessmentAnswersError(
      `Answers must be whole numbers from 1 to 4; invalid for question(s): ${invalid.join(', ')}`,
    );
  }

  const answerOf = (id: number): number => answers[String(id)] ?? 0;
  const rawScore = QUESTION_IDS.reduce((sum, id) => sum + (answers[id] ?? 0), 0);
  const percentage = Math.round((rawScore / ASSESSMENT_MAX_RAW_SCORE) * 100);
  const category = assessmentCategoryFor(percentage);
  const details = ASSESSMENT_CATEGORY_DETAILS[category];
  const sectionScores = Object.fromEntries(
    ASSESSMENT_SECTIONS.map((section) => {
      const sum = section.questionIds.reduce((total, id) => total + answerOf(id), 0);
      return [section.name, Math.round((sum / (section.questionIds.length * 4)) * 100)];
    }),
  ) as Record<AssessmentSectionName, number>;

  return {
    rawScore,
    percentage,
    category,
    description: details.description,
    colour: details.colour,
    recommendations: [...details.recommendations],
    sectionScores,
  };
}
