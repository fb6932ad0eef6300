import type { LeadRuleInput } from '../leads/lead';
import { boardColumn, isPositiveResponse } from './pipeline';
import { LEAD_DEFAULTS, STAGE_BY_KEY } from './pipeline-stages';

/**
 * Pipeline analytics (docs/product/dashboard.md#forecast): weighted value, confidence, hot
 * prospect, expected close date, month and quarter forecast, velocity. A lead's stage is its board
 * column (docs/product/pipeline.md#stages). Money is in whole pounds sterling; calendar months and quarters
 * are UTC.
 */

const DAY_MS = 86_400_000;

/** Confidence adjustments in percentage points (docs/product/dashboard.md#forecast). */
export const CONFIDENCE_RULES = {
  emailResponseBonus: { 1: 10, 2: 10, 3: 15 },
  /** +10 when the minimum value is over £50,000, a further +15 over £100,000. */
  valueBonuses: [
    { overPounds: 50_000, points: 10 },
    { overPounds: 100_000, points: 15 },
  ],
  /** -20 when the last activity is over 30 days ago, a further -30 over 60 days. */
  inactivityPenalties: [
    { overDays: 30, points: -20 },
    { overDays: 60, points: -30 },
  ],
  min: 5,
  max: 95,
} as const;

/** Hot prospect (analytics): close probability at least 0.5 and minimum value at least £30,000. */
export const HOT_PROSPECT_RULE = { minProbability: 0.5, minValuePounds: 30_000 } as const;

/** The close probability (0-1) of a lead's board column (docs/product/pipeline.md#probabilities). */
export function closeProbability(lead: LeadRuleInput): number {
  return STAGE_BY_KEY[boardColumn(lead)].closeProbability;
}

/**
 * Weighted value (docs/product/pipeline.md#probabilities): `estimatedValueMin` (0 when missing) times the close
 * probability of the lead's board column.
 *
 * @returns whole pounds (rounded).
 */
export function weightedValue(lead: LeadRuleInput): number {
  return Math.round((lead.estimatedValueMin ?? 0) * closeProbability(lead));
}

function parseDate(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/**
 * The last activity of a lead (docs/product/dashboard.md#forecast): the latest of the three email sent dates, the
 * consultation booked date and the proposal sent date. Unparsable dates are ignored.
 *
 * @returns the date, or null when none is set.
 */
export function lastActivityDate(lead: LeadRuleInput): Date | null {
  const times = [
    lead.email1SentDate,
    lead.email2SentDate,
    lead.email3SentDate,
    lead.consultationBookedDate,
    lead.proposalSentDate,
  ]
    .map(parseDate)
    .filter((time): time is number => time !== null);
  return times.length === 0 ? null : new Date(Math.max(...times));
}

/**
 * Close confidence (docs/product/dashboard.md#forecast): `probabilityPercent` (default 25),
 * +10 / +10 / +15 for a Positive or Interested response to email 1 / 2 / 3, +10 when the minimum
 * value is over £50,000 and a further +15 over £100,000, -20 when the last activity is over 30
 * days before `now` and a further -30 over 60 days; clamped to 5-95. No activity date means no
 * inactivity penalty.
 *
 * @param now - the clock.
 * @returns percent, 5-95.
 */
export function confidence(lead: LeadRuleInput, now: Date): number {
  let value: number = lead.probabilityPercent ?? LEAD_DEFAULTS.probabilityPercent;
  const bonus = CONFIDENCE_RULES.emailResponseBonus;
  if (isPositiveResponse(lead.email1Response)) value += bonus[1];
  if (isPositiveResponse(lead.email2Response)) value += bonus[2];
  if (isPositiveResponse(lead.email3Response)) value += bonus[3];
  const minValue = lead.estimatedValueMin ?? 0;
  for (const rule of CONFIDENCE_RULES.valueBonuses) {
    if (minValue > rule.overPounds) value += rule.points;
  }
  const last = lastActivityDate(lead);
  if (last) {
    const idleDays = (now.getTime() - last.getTime()) / DAY_MS;
    for (const rule of CONFIDENCE_RULES.inactivityPenalties) {
      if (idleDays > rule.overDays) value += rule.points;
    }
  }
  return Math.min(CONFIDENCE_RULES.max, Math.max(CONFIDENCE_RULES.min, value));
}

/**
 * Hot prospect for the analytics (docs/product/pipeline.md#probabilities): close probability of the board column at
 * least 0.5 (assessment_offer or later) and minimum value at least £30,000. (The dashboard's "hot
 * prospects" widget uses priorityScore instead: see `dashboard.ts`.)
 */
export function isHotProspect(lead: LeadRuleInput): boolean {
  return (
    closeProbability(lead) >= HOT_PROSPECT_RULE.minProbability &&
    (lead.estimatedValueMin ?? 0) >= HOT_PROSPECT_RULE.minValuePounds
  );
}

/**
 * Expected close date (docs/product/pipeline.md#probabilities): `now` plus the expected days to close of the lead's
 * board column (90, 75, 60, 45, 30, 15, 0 from new_lead to close).
 *
 * @returns a new Date.
 */
export function expectedCloseDate(lead: LeadRuleInput, now: Date): Date {
  return new Date(now.getTime() + STAGE_BY_KEY[boardColumn(lead)].expectedDaysToClose * DAY_MS);
}

/** Forecast of one period. */
export interface ForecastPeriod {
  /** Sum of weighted values, whole pounds. */
  weightedValue: number;
  /** Mean confidence, whole percent; 0 when `count` is 0. */
  averageConfidence: number;
  /** Number of leads expected to close in the period. */
  count: number;
}

export interface SalesForecast {
  thisMonth: ForecastPeriod;
  thisQuarter: ForecastPeriod;
}

/** The last millisecond of `now`'s UTC calendar month. */
export function endOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - 1);
}

/** The last millisecond of `now`'s UTC calendar quarter (Jan-Mar, Apr-Jun, Jul-Sep, Oct-Dec). */
export function endOfQuarterUtc(now: Date): Date {
  const firstMonthOfNextQuarter = Math.floor(now.getUTCMonth() / 3) * 3 + 3;
  return new Date(Date.UTC(now.getUTCFullYear(), firstMonthOfNextQuarter, 1) - 1);
}

function forecastPeriod(leads: readonly LeadRuleInput[], now: Date, end: Date): ForecastPeriod {
  const due = leads.filter((lead) => expectedCloseDate(lead, now).getTime() <= end.getTime());
  const totalConfidence = due.reduce((sum, lead) => sum + confidence(lead, now), 0);
  return {
    weightedValue: due.reduce((sum, lead) => sum + weightedValue(lead), 0),
    averageConfidence: due.length === 0 ? 0 : Math.round(totalConfidence / due.length),
    count: due.length,
  };
}

/**
 * Sales forecast for this month and this quarter (docs/product/dashboard.md#forecast): over leads whose board column
 * is not `close` and whose expected close date falls by the end of the UTC month / quarter, the
 * sum of weighted values and the average confidence.
 *
 * @param now - the clock.
 */
export function salesForecast(leads: readonly LeadRuleInput[], now: Date): SalesForecast {
  const open = leads.filter((lead) => boardColumn(lead) !== 'close');
  return {
    thisMonth: forecastPeriod(open, now, endOfMonthUtc(now)),
    thisQuarter: forecastPeriod(open, now, endOfQuarterUtc(now)),
  };
}

export interface PipelineVelocity {
  /** Mean expected days to close, rounded to whole days; 0 when no lead qualifies. */
  averageDaysToClose: number;
  /** 30 / average days x number of leads, one decimal. */
  dealsPerMonth: number;
  /** Total weighted value / 3, whole pounds. */
  monthlyVelocity: number;
}

/**
 * Pipeline velocity (docs/product/dashboard.md#velocity) over leads that are not closed and have a minimum value
 * above 0: average expected days to close; deals per month = 30 / that average x count; monthly
 * velocity = their total weighted value / 3.
 *
 * @returns all zeros when no lead qualifies.
 */
export function pipelineVelocity(leads: readonly LeadRuleInput[]): PipelineVelocity {
  const open = leads.filter((lead) => boardColumn(lead) !== 'close' && (lead.estimatedValueMin ?? 0) > 0);
  if (open.length === 0) return { averageDaysToClose: 0, dealsPerMonth: 0, monthlyVelocity: 0 };
  const averageDays =
    open.reduce((sum, lead) => sum + STAGE_BY_KEY[boardColumn(lead)].expectedDaysToClose, 0) / open.length;
  const totalWeighted = open.reduce((sum, lead) => sum + weightedValue(lead), 0);
  return {
    averageDaysToClose: Math.round(averageDays),
    dealsPerMonth: Math.round((30 / averageDays) * open.length * 10) / 10,
    monthlyVelocity: Math.round(totalWeighted / 3),
  };
}
