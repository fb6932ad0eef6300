import type { LeadRuleInput } from './lead';
import {
  type BudgetAuthority,
  type CompanyRevenue,
  type EmployeeCount,
  GROWTH_STAGE_ALIASES,
  GROWTH_STAGES,
  type GrowthStage,
  type IndustryType,
  LEAD_SOURCE_LABELS,
  type LeadSource,
  type Urgency,
} from './options';
import { EMAIL_NUMBERS, emailFields, isPositiveResponse } from '../pipeline/pipeline';

/**
 * The lead score (`aiScore`, 0-100) with its band, factors and recommendations (docs/product/leads.md#lead-score). Computed on the server only.
 */

/** Points per scoring input (docs/product/leads.md#lead-score). Unlisted values score `other` (or nothing). */
export const SCORE_WEIGHTS = {
  employeeCount: { '500+': 25, '300-500': 20, '150-300': 15, '50-150': 10, other: 5 } satisfies Partial<
    Record<EmployeeCount, number>
  > & { other: number },
  companyRevenue: { '£75M+': 25, '£30-75M': 20, '£15-30M': 15, '£5-15M': 10, other: 5 } satisfies Partial<
    Record<CompanyRevenue, number>
  > & { other: number },
  industryType: {
    'Facility Services': 20,
    Manufacturing: 20,
    'Professional Services': 20,
    other: 10,
  } satisfies Partial<Record<IndustryType, number>> & { other: number },
  source: { assessment_tool: 15, consultation_booking: 12, contact_form: 8, linkedin: 5 } satisfies Record<
    LeadSource,
    number
  >,
  urgency: { Immediate: 15, Medium: 10, Low: 5 } satisfies Record<Urgency, number>,
  budgetAuthority: { Yes: 10, No: 5 } satisfies Partial<Record<BudgetAuthority, number>>,
  /** Points for a 'Yes' (Positive or Interested) response to email 1, 2, 3. */
  emailResponse: { 1: 3, 2: 3, 3: 4 },
  growthStage: { Growing: 5, Turnaround: 8 } satisfies Partial<Record<GrowthStage, number>>,
} as const;

/** The highest score; higher sums are capped. */
export const MAX_LEAD_SCORE = 100;

export const LEAD_SCORE_BANDS = ['hot', 'qualified', 'standard', 'nurture'] as const;
export type LeadScoreBand = (typeof LEAD_SCORE_BANDS)[number];

export interface LeadScoreBandDetails {
  /** Lowest score of the band (inclusive). */
  minScore: number;
  label: string;
  /** What to do with a lead of this band, most important first. */
  recommendations: readonly string[];
}

/** Bands (docs/product/leads.md#lead-score): 80+ hot, 60-79 qualified, 40-59 standard, below 40 nurture. */
export const LEAD_SCORE_BAND_DETAILS: Record<LeadScoreBand, LeadScoreBandDetails> = {
  hot: {
    minScore: 80,
    label: 'Hot Lead',
    recommendations: [
      'Contact within 24 hours, by phone first, and offer a 30-minute discovery call this week.',
      'Prepare a one-page point of view on their likely execution gaps before the call.',
      'Involve the founder personally: this lead merits senior attention from the first conversation.',
    ],
  },
  qualified: {
    minScore: 60,
    label: 'Qualified Lead',
    recommendations: [
      'Send a personalised follow-up within two working days that references their sector and challenges.',
      'Offer the free strategic readiness assessment as a low-commitment next step.',
      'Confirm budget, timing and decision-makers on the first call before shaping a proposal.',
    ],
  },
  standard: {
    minScore: 40,
    label: 'Standard Lead',
    recommendations: [
      'Continue the three-email sequence and share a relevant insight article with Email 2.',
      'Research the company for a trigger (new funding, leadership change, expansion) to personalise outreach.',
      'Review again in 30 days or as soon as they respond.',
    ],
  },
  nurture: {
    minScore: 0,
    label: 'Nurture Lead',
    recommendations: [
      'Add to the newsletter and share insight articles monthly rather than pursuing a sale now.',
      'Connect on LinkedIn and engage with their posts to stay visible.',
      'Re-score in a quarter, or sooner if company size, urgency or budget authority changes.',
    ],
  },
};

/** Extra recommendations triggered by individual factors (docs/product/leads.md#lead-score: "some factors add extra ones"). */
export const FACTOR_RECOMMENDATIONS = {
  immediateUrgency:
    'Urgency is immediate: propose a start date in the first conversation and mention interim executive cover.',
  noBudgetAuthority:
    'The contact has no budget authority: ask who signs off and aim to bring them into the discovery call.',
  unknownBudgetAuthority: 'Budget authority is unknown: establish who approves spend early in the next conversation.',
  positiveResponse: 'They have responded positively: move quickly to book the 30-minute discovery call.',
  turnaround: 'Turnaround situation: lead with interim executive and operational stabilisation support.',
  growing: 'Growing business: position Strategic Planning to keep execution in step with growth.',
  assessmentTool: 'Came through the assessment: open by walking through their results and weakest section.',
  largeCompany:
    'Large organisation (300+ employees): frame the conversation around Operational Transformation at scale.',
} as const;

/** One contribution to the score, for the lead page's score breakdown. */
export interface ScoreFactor {
  label: string;
  points: number;
}

/**
 * One row of a score's breakdown (docs/product/leads.md#lead-score): the factor, the lead's value
 * for it (null when not recorded) and the points it gave. The rows of a lead add up exactly to its
 * score; a `Capped at 100` row with negative points takes off what is over the cap.
 */
export interface ScoreBreakdownRow {
  factor: string;
  value: string | null;
  points: number;
}

/** Factor name of the row that takes a sum over 100 down to 100. */
export const SCORE_CAP_FACTOR = 'Capped at 100';

export interface LeadScore {
  /** 0-100, the sum of the factors capped at 100. */
  score: number;
  band: LeadScoreBand;
  bandLabel: string;
  /** Every input that added points, in scoring order. */
  factors: ScoreFactor[];
  /** Every factor in scoring order, with zero-point rows and the cap row; sums to `score`. */
  breakdown: ScoreBreakdownRow[];
  /** The band's recommendations followed by factor-specific ones. */
  recommendations: string[];
}

/** The scoring inputs. `growthStage` also accepts the prospect aliases 'Growth' and 'Mature'. */
export type LeadScoreInput = Omit<LeadRuleInput, 'growthStage'> & { growthStage?: string | null };

/**
 * A canonical growth stage (docs/product/leads.md#lead-score): 'Growth' becomes 'Growing', 'Mature' becomes
 * 'Established'; canonical values pass through.
 *
 * @returns the canonical stage, or undefined for anything unknown or unset.
 */
export function normaliseGrowthStage(value: string | null | undefined): GrowthStage | undefined {
  if (typeof value !== 'string') return undefined;
  if (Object.hasOwn(GROWTH_STAGE_ALIASES, value)) return GROWTH_STAGE_ALIASES[value];
  return (GROWTH_STAGES as readonly string[]).includes(value) ? (value as GrowthStage) : undefined;
}

/**
 * The band for a score (docs/product/leads.md#lead-score).
 *
 * @param score - 0-100.
 * @returns 'hot' at 80+, 'qualified' at 60-79, 'standard' at 40-59, otherwise 'nurture'.
 */
export function leadScoreBandFor(score: number): LeadScoreBand {
  if (score >= LEAD_SCORE_BAND_DETAILS.hot.minScore) return 'hot';
  if (score >= LEAD_SCORE_BAND_DETAILS.qualified.minScore) return 'qualified';
  if (score >= LEAD_SCORE_BAND_DETAILS.standard.minScore) return 'standard';
  return 'nurture';
}

function pointsFrom<K extends string>(table: Record<K, number> & { other: number }, value: string | null | undefined) {
  return value && Object.hasOwn(table, value) && value !== 'other' ? table[value as K] : table.other;
}

/**
 * Scores a lead (docs/product/leads.md#lead-score).
 *
 * Employees 500+ 25, 300-500 20, 150-300 15, 50-150 10, else (including unknown) 5; revenue
 * £75M+ 25, £30-75M 20, £15-30M 15, £5-15M 10, else 5; industry Facility Services,
 * Manufacturing, Professional Services 20, any other (including unknown) 10; source
 * assessment_tool 15, consultation_booking 12, contact_form 8, linkedin 5; urgency Immediate 15,
 * Medium 10, Low 5; budget authority Yes 10, No 5; a Positive or Interested response to email 1,
 * 2, 3 adds 3, 3, 4; growth stage Growing (or 'Growth') +5, Turnaround +8. Capped at 100.
 *
 * @param input - any lead shape; unset fields score as described above.
 * @returns score 0-100, band and its label, the factors that added points, the full breakdown
 *   (every factor, summing exactly to the score) and recommendations. Never throws.
 */
export function scoreLead(input: LeadScoreInput): LeadScore {
  const rows: (ScoreBreakdownRow & { label: string })[] = [];
  const add = (factor: string, value: string | null | undefined, points: number, label?: string) =>
    rows.push({ factor, value: value ?? null, points, label: label ?? `${factor}: ${value ?? 'not recorded'}` });

  add(
    'Company size',
    input.employeeCount,
    pointsFrom(SCORE_WEIGHTS.employeeCount, input.employeeCount),
    input.employeeCount ? `Company size: ${input.employeeCount} employees` : undefined,
  );
  add('Revenue', input.companyRevenue, pointsFrom(SCORE_WEIGHTS.companyRevenue, input.companyRevenue));
  add('Industry', input.industryType, pointsFrom(SCORE_WEIGHTS.industryType, input.industryType));
  const source = input.source && Object.hasOwn(SCORE_WEIGHTS.source, input.source) ? input.source : undefined;
  add('Source', source && LEAD_SOURCE_LABELS[source], source ? SCORE_WEIGHTS.source[source] : 0);
  const urgency = input.urgency && Object.hasOwn(SCORE_WEIGHTS.urgency, input.urgency) ? input.urgency : undefined;
  add('Urgency', urgency, urgency ? SCORE_WEIGHTS.urgency[urgency] : 0);
  const authority = input.budgetAuthority;
  add(
    'Budget authority',
    authority,
    authority === 'Yes' || authority === 'No' ? SCORE_WEIGHTS.budgetAuthority[authority] : 0,
  );
  const positiveEmails = EMAIL_NUMBERS.filter((email) => isPositiveResponse(input[emailFields(email).response]));
  for (const email of EMAIL_NUMBERS) {
    const positive = positiveEmails.includes(email);
    add(
      `Email ${email} response`,
      input[emailFields(email).response],
      positive ? SCORE_WEIGHTS.emailResponse[email] : 0,
      `Positive response to Email ${email}`,
    );
  }
  const growthStage = normaliseGrowthStage(input.growthStage);
  add(
    'Growth stage',
    growthStage,
    growthStage === 'Growing' || growthStage === 'Turnaround' ? SCORE_WEIGHTS.growthStage[growthStage] : 0,
  );

  const sum = rows.reduce((total, row) => total + row.points, 0);
  const score = Math.min(MAX_LEAD_SCORE, sum);
  const band = leadScoreBandFor(score);
  const breakdown = rows.map(({ factor, value, points }) => ({ factor, value, points }));
  if (sum > score) breakdown.push({ factor: SCORE_CAP_FACTOR, value: null, points: score - sum });
  const factors = rows.filter((row) => row.points > 0).map(({ label, points }) => ({ label, points }));

  const extras: string[] = [];
  if (input.source === 'assessment_tool') extras.push(FACTOR_RECOMMENDATIONS.assessmentTool);
  if (positiveEmails.length > 0) extras.push(FACTOR_RECOMMENDATIONS.positiveResponse);
  if (input.urgency === 'Immediate') extras.push(FACTOR_RECOMMENDATIONS.immediateUrgency);
  if (input.budgetAuthority === 'No') extras.push(FACTOR_RECOMMENDATIONS.noBudgetAuthority);
  if (input.budgetAuthority === 'Unknown') extras.push(FACTOR_RECOMMENDATIONS.unknownBudgetAuthority);
  if (growthStage === 'Turnaround') extras.push(FACTOR_RECOMMENDATIONS.turnaround);
  if (growthStage === 'Growing') extras.push(FACTOR_RECOMMENDATIONS.growing);
  if (input.employeeCount === '500+' || input.employeeCount === '300-500')
    extras.push(FACTOR_RECOMMENDATIONS.largeCompany);

  return {
    score,
    band,
    bandLabel: LEAD_SCORE_BAND_DETAILS[band].label,
    factors,
    breakdown,
    recommendations: [...LEAD_SCORE_BAND_DETAILS[band].recommendations, ...extras],
  };
}

/**
 * The recommendations of a score's band (docs/product/leads.md#lead-score), as the lead page
 * shows them beside the breakdown.
 *
 * @param score - an `aiScore`, 0-100.
 * @returns the band's label and its recommendations, most important first.
 */
export function bandRecommendations(score: number): {
  band: LeadScoreBand;
  label: string;
  recommendations: readonly string[];
} {
  const band = leadScoreBandFor(score);
  return {
    band,
    label: LEAD_SCORE_BAND_DETAILS[band].label,
    recommendations: LEAD_SCORE_BAND_DETAILS[band].recommendations,
  };
}
