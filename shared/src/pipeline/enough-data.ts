import type { ForecastPeriod, PipelineVelocity } from './forecast';

/**
 * Forecast-type figures of the CRM dashboard (Expected Close, annual rate, weekly velocity, the
 * month and quarter forecast, the velocity figures) are shown only when they rest on at least this
 * many leads (docs/product/dashboard.md#not-enough-data).
 */
export const FORECAST_MIN_LEADS = 5;

/** What the dashboard shows instead of a forecast figure that rests on too few leads. */
export const NOT_ENOUGH_DATA = `Not enough data (fewer than ${FORECAST_MIN_LEADS} leads)`;

/** A forecast figure: its value, or null when it rests on fewer than {@link FORECAST_MIN_LEADS} leads. */
export type ForecastFigure = number | null;

/**
 * True when `leads` (the number of leads a figure rests on) reaches {@link FORECAST_MIN_LEADS}
 * (docs/product/dashboard.md#not-enough-data).
 */
export function hasEnoughData(leads: number): boolean {
  return leads >= FORECAST_MIN_LEADS;
}

/**
 * A forecast figure, or null when it rests on too few leads (docs/product/dashboard.md#not-enough-data).
 *
 * @param value - the computed figure (whole pounds, percent or days: the unit is the caller's).
 * @param leads - how many leads the figure rests on.
 * @returns `value`, or null when `leads` is below {@link FORECAST_MIN_LEADS}. Never throws.
 */
export function forecastFigure(value: number, leads: number): ForecastFigure {
  return hasEnoughData(leads) ? value : null;
}

/** The month or quarter forecast as the dashboard shows it: figures null below the threshold. */
export interface ForecastPeriodFigures {
  /** Sum of weighted values of the leads due in the period, whole pounds; null below the threshold. */
  weightedValue: ForecastFigure;
  /** Their mean confidence, whole percent; null below the threshold. */
  averageConfidence: ForecastFigure;
  /** Number of leads expected to close in the period (the figures rest on them). */
  count: number;
}

/** {@link ForecastPeriodFigures} of one period of `salesForecast`: its figures rest on its `count` leads. */
export function forecastPeriodFigures(period: ForecastPeriod): ForecastPeriodFigures {
  return {
    weightedValue: forecastFigure(period.weightedValue, period.count),
    averageConfidence: forecastFigure(period.averageConfidence, period.count),
    count: period.count,
  };
}

/** Pipeline velocity as the dashboard shows it: figures null below the threshold. */
export type VelocityFigures = { [K in keyof PipelineVelocity]: ForecastFigure } & {
  /** Open leads with a value above 0: the leads the velocity rests on. */
  leads: number;
};

/**
 * {@link VelocityFigures} of `pipelineVelocity`, resting on `leads` open leads with a value above 0
 * (docs/product/dashboard.md#velocity).
 */
export function velocityFigures(velocity: PipelineVelocity, leads: number): VelocityFigures {
  return {
    averageDaysToClose: forecastFigure(velocity.averageDaysToClose, leads),
    dealsPerMonth: forecastFigure(velocity.dealsPerMonth, leads),
    monthlyVelocity: forecastFigure(velocity.monthlyVelocity, leads),
    leads,
  };
}
