import {
  type ForecastFigure,
  type ForecastPeriodFigures,
  forecastFigure,
  forecastPeriodFigures,
  type VelocityFigures,
  velocityFigures,
} from './enough-data';
import type { ErasedOutcome } from './erased-outcome';
import { type OutcomeMetrics, outcomeMetrics } from './outcome-metrics';
import { pipelineVelocity, salesForecast, weightedValue } from './forecast';
import type { LeadRuleInput } from '../leads/lead';
import { LEAD_SOURCES, type LeadSource } from '../leads/options';
import { boardColumn, type ConvertibleStage, stageConversionRates, stageCounts } from './pipeline';
import { STAGE_KEYS, type StageKey } from './pipeline-stages';
import { type EmailCampaignMetrics, emailCampaignMetrics, percent } from './email-campaign-metrics';

/**
 * Everything the CRM dashboard widgets show (docs/product/dashboard.md#widgets). Money is in whole pounds sterling (`estimatedValueMin` is whole pounds); calendar
 * months are UTC.
 */

/** Monthly goals (docs/product/dashboard.md#revenue-goal): £50,000 revenue (whole pounds) and 30 new leads. */
export const MONTHLY_GOALS = { revenuePounds: 50_000, newLeads: 30 } as const;
/** Leads shown in the Recent Activity widget (docs/product/dashboard.md#widgets; the quick admin page shows 10). */
export const RECENT_ACTIVITY_COUNT = 4;
/** Leads shown on the quick admin page (docs/product/dashboard.md#widgets). */
export const QUICK_ADMIN_RECENT_COUNT = 10;
/** Expected Close is this share of the pipeline total (docs/product/dashboard.md#widgets). */
export const EXPECTED_CLOSE_SHARE = 0.25;
/** Dashboard hot prospects: priorityScore at least this (docs/product/dashboard.md#widgets). */
export const HOT_PROSPECT_MIN_PRIORITY = 8;
/** Sources counted as "Website" in the header badge and Lead Sources widget (docs/product/dashboard.md#widgets). */
export const WEBSITE_SOURCES: readonly LeadSource[] = ['assessment_tool', 'contact_form', 'consultation_booking'];

export interface RevenueMetrics {
  /** Sum of `estimatedValueMin` over open leads (not in Close; missing counts as 0), whole pounds. */
  pipelineTotal: number;
  /** Sum of weighted values of open leads (see `forecast.ts`), whole pounds. */
  weightedPipeline: number;
  /** Sum of the won value of every won deal, whole pounds (docs/product/dashboard.md#win-rate). */
  wonRevenue: number;
  /** Open leads with a value above 0: the leads the average and the projections rest on. */
  valuedOpenLeads: number;
  /** 25% of the pipeline total, whole pounds; null on fewer than 5 valued open leads. */
  expectedClose: ForecastFigure;
  /** Pipeline total / number of open leads with a value above 0, whole pounds; 0 when none. */
  averageDeal: number;
  /** Average deal x 365 / 90, whole pounds per year; null on fewer than 5 valued open leads. */
  annualRate: ForecastFigure;
  /** Pipeline total / 52, whole pounds per week; null on fewer than 5 valued open leads. */
  weeklyVelocity: ForecastFigure;
}

/** The month and quarter forecast as the dashboard shows it (docs/product/dashboard.md#not-enough-data). */
export interface ForecastFigures {
  thisMonth: ForecastPeriodFigures;
  thisQuarter: ForecastPeriodFigures;
}

export interface LeadSourceMetrics {
  /** assessment_tool + contact_form + consultation_booking. */
  website: number;
  linkedin: number;
  bySource: Record<LeadSource, number>;
}

export interface GoalProgress {
  target: number;
  actual: number;
  /** actual / target, whole percent, capped at 100 for progress bars. */
  percent: number;
}

export interface MonthlyGoalMetrics {
  /** Won value of deals closed this UTC calendar month, whole pounds (see `dashboardMetrics`). */
  revenue: GoalProgress;
  /** Leads created this UTC calendar month. */
  newLeads: GoalProgress;
}

export interface DashboardMetrics<T extends LeadRuleInput> {
  totalLeads: number;
  revenue: RevenueMetrics;
  /** Leads with priorityScore 8 or more. */
  hotProspects: number;
  leadSources: LeadSourceMetrics;
  /** Leads per board column (docs/product/pipeline.md#stages). */
  stageCounts: Record<StageKey, number>;
  /** Whole percent per stage, null for a stage without leads (docs/product/dashboard.md#widgets). */
  conversionRates: Record<ConvertibleStage, number | null>;
  emailCampaign: EmailCampaignMetrics[];
  /** Month and quarter forecast; figures null when they rest on fewer than 5 leads. */
  forecast: ForecastFigures;
  /** Pipeline velocity; figures null when they rest on fewer than 5 leads. */
  velocity: VelocityFigures;
  monthlyGoals: MonthlyGoalMetrics;
  outcomes: OutcomeMetrics;
  /** The 4 most recently created or updated leads, newest first. */
  recentActivity: T[];
}

function time(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

function goal(target: number, actual: number): GoalProgress {
  return { target, actual, percent: Math.min(100, percent(actual, target)) };
}

/** Latest of createdAt and updatedAt in ms; unparsable or missing dates sort last. */
function activityTime(lead: LeadRuleInput): number {
  return Math.max(time(lead.createdAt) ?? Number.NEGATIVE_INFINITY, time(lead.updatedAt) ?? Number.NEGATIVE_INFINITY);
}

/** True for a lead in the Close column: out of the pipeline (docs/product/dashboard.md#widgets). */
export function isClosedLead(lead: LeadRuleInput): boolean {
  return boardColumn(lead) === 'close';
}

/** The won value of a lead in Close whose outcome is won, else 0 (whole pounds). */
export function wonValue(lead: LeadRuleInput): number {
  return isClosedLead(lead) && lead.outcome?.result === 'won' ? lead.outcome.value : 0;
}

/**
 * When a won deal closed: `dealClosedDate`, or `updatedAt` for a lead closed without one.
 */
function closedTime(lead: LeadRuleInput): number | null {
  return time(lead.dealClosedDate) ?? time(lead.updatedAt);
}

/**
 * The value total of each board column (docs/product/dashboard.md#widgets): for the six open
 * columns the sum of `estimatedValueMin` of their leads (missing counts as 0); for Close the sum of
 * won values, so closed deals never count toward the pipeline and a lost deal counts nothing.
 *
 * @returns whole pounds per stage key.
 */
export function boardColumnTotals(leads: readonly LeadRuleInput[]): Record<StageKey, number> {
  const totals = Object.fromEntries(STAGE_KEYS.map((key) => [key, 0])) as Record<StageKey, number>;
  for (const lead of leads) {
    const column = boardColumn(lead);
    totals[column] += column === 'close' ? wonValue(lead) : (lead.estimatedValueMin ?? 0);
  }
  return totals;
}

/**
 * The n most recently created or updated leads, newest first (docs/product/dashboard.md#widgets, Recent Activity).
 *
 * @param count - how many; `RECENT_ACTIVITY_COUNT` (4) by default, 10 on the quick admin page.
 */
export function recentLeads<T extends LeadRuleInput>(leads: readonly T[], count: number = RECENT_ACTIVITY_COUNT): T[] {
  return [...leads].sort((a, b) => activityTime(b) - activityTime(a)).slice(0, Math.max(0, count));
}

/**
 * Lead counts per source, with website (assessment_tool, contact_form, consultation_booking) and
 * LinkedIn totals (docs/product/dashboard.md#widgets: header badges and the Lead Sources widget). Leads without a
 * known source are not counted.
 */
export function leadSourceCounts(leads: readonly LeadRuleInput[]): LeadSourceMetrics {
  const bySource = Object.fromEntries(LEAD_SOURCES.map((source) => [source, 0])) as Record<LeadSource, number>;
  for (const lead of leads) {
    if (lead.source && Object.hasOwn(bySource, lead.source)) bySource[lead.source] += 1;
  }
  return {
    website: WEBSITE_SOURCES.reduce((sum, source) => sum + bySource[source], 0),
    linkedin: bySource.linkedin,
    bySource,
  };
}

/**
 * The CRM dashboard's numbers (docs/product/dashboard.md#widgets).
 *
 * - Revenue: pipeline total = sum of `estimatedValueMin` of open leads (not in Close; whole
 *   pounds); weighted pipeline of open leads; Expected Close = 25% of the total; average deal =
 *   total / open leads with a value; annual rate = average deal x 365 / 90; weekly velocity =
 *   total / 52; won revenue = sum of won values. All rounded to whole pounds. Expected Close,
 *   annual rate, weekly velocity, the forecast and the velocity are null when they rest on fewer
 *   than `FORECAST_MIN_LEADS` (5) leads (docs/product/dashboard.md#not-enough-data).
 * - Hot prospects: priorityScore 8 or more. Lead sources, stage counts (board column) and
 *   conversion rates, email campaign counts and rates, month/quarter forecast and velocity (open
 *   leads only), outcomes (win rate, won and lost by source, lost reasons).
 * - Monthly goals (£50,000, 30 leads) for `now`'s UTC calendar month: revenue = won value of deals
 *   won this month (by `dealClosedDate`, else `updatedAt`); new leads = leads whose `createdAt` is
 *   this month.
 * - Recent activity: the 4 most recently created or updated leads.
 *
 * @param leads - lead summaries or full leads; the recent-activity entries are the same objects.
 * @param now - the clock.
 * @param erased - the outcomes kept of erased leads: they count in the outcomes, won revenue and the
 *   revenue goal (docs/product/dashboard.md#win-rate).
 * @returns the metrics. Never throws; unparsable dates are ignored.
 */
export function dashboardMetrics<T extends LeadRuleInput>(
  leads: readonly T[],
  now: Date,
  erased: readonly ErasedOutcome[] = [],
): DashboardMetrics<T> {
  const open = leads.filter((lead) => !isClosedLead(lead));
  const pipelineTotal = open.reduce((sum, lead) => sum + (lead.estimatedValueMin ?? 0), 0);
  const withValue = open.filter((lead) => (lead.estimatedValueMin ?? 0) > 0).length;
  const averageDeal = withValue === 0 ? 0 : pipelineTotal / withValue;

  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const nextMonthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  const inMonth = (ms: number | null) => ms !== null && ms >= monthStart && ms < nextMonthStart;
  const wonThisMonth = leads
    .filter((lead) => wonValue(lead) > 0 && inMonth(closedTime(lead)))
    .reduce((sum, lead) => sum + wonValue(lead), 0);
  const erasedWonThisMonth = erased
    .filter((kept) => inMonth(time(kept.closedAt)))
    .reduce((sum, kept) => sum + (kept.result === 'won' ? kept.value : 0), 0);
  const newLeads = leads.filter((lead) => inMonth(time(lead.createdAt))).length;
  const outcomes = outcomeMetrics(leads, erased);
  const forecast = salesForecast(open, now);

  return {
    totalLeads: leads.length,
    revenue: {
      pipelineTotal,
      weightedPipeline: open.reduce((sum, lead) => sum + weightedValue(lead), 0),
      wonRevenue: outcomes.wonValue,
      valuedOpenLeads: withValue,
      expectedClose: forecastFigure(Math.round(pipelineTotal * EXPECTED_CLOSE_SHARE), withValue),
      averageDeal: Math.round(averageDeal),
      annualRate: forecastFigure(Math.round((averageDeal * 365) / 90), withValue),
      weeklyVelocity: forecastFigure(Math.round(pipelineTotal / 52), withValue),
    },
    hotProspects: leads.filter((lead) => (lead.priorityScore ?? 0) >= HOT_PROSPECT_MIN_PRIORITY).length,
    leadSources: leadSourceCounts(leads),
    stageCounts: stageCounts(leads),
    conversionRates: stageConversionRates(leads),
    emailCampaign: emailCampaignMetrics(leads),
    forecast: {
      thisMonth: forecastPeriodFigures(forecast.thisMonth),
      thisQuarter: forecastPeriodFigures(forecast.thisQuarter),
    },
    velocity: velocityFigures(pipelineVelocity(open), withValue),
    monthlyGoals: {
      revenue: goal(MONTHLY_GOALS.revenuePounds, wonThisMonth + erasedWonThisMonth),
      newLeads: goal(MONTHLY_GOALS.newLeads, newLeads),
    },
    outcomes,
    recentActivity: recentLeads(leads),
  };
}
