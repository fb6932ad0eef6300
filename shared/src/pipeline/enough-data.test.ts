import { describe, expect, it } from 'vitest';
import {
  FORECAST_MIN_LEADS,
  forecastFigure,
  forecastPeriodFigures,
  hasEnoughData,
  NOT_ENOUGH_DATA,
  velocityFigures,
} from './enough-data';

describe('forecast figures need five leads (docs/product/dashboard.md#not-enough-data)', () => {
  it('sets the threshold at five and says so', () => {
    expect(FORECAST_MIN_LEADS).toBe(5);
    expect(NOT_ENOUGH_DATA).toBe('Not enough data (fewer than 5 leads)');
  });

  it.each<[number, number, number | null]>([
    [0, 0, null],
    [25_000, 1, null],
    [101_400, 4, null],
    [101_400, 5, 101_400],
    [0, 5, 0],
    [6_250, 12, 6_250],
  ])('value %s resting on %i leads -> %s', (value, leads, figure) => {
    expect(forecastFigure(value, leads)).toBe(figure);
    expect(hasEnoughData(leads)).toBe(figure !== null);
  });

  it.each([
    [4, { weightedValue: null, averageConfidence: null, count: 4 }],
    [5, { weightedValue: 30_000, averageConfidence: 55, count: 5 }],
  ])('a forecast period of %i leads', (count, figures) => {
    expect(forecastPeriodFigures({ weightedValue: 30_000, averageConfidence: 55, count })).toEqual(figures);
  });

  it.each([
    [1, { averageDaysToClose: null, dealsPerMonth: null, monthlyVelocity: null, leads: 1 }],
    [5, { averageDaysToClose: 15, dealsPerMonth: 10, monthlyVelocity: 11_333, leads: 5 }],
  ])('velocity resting on %i leads', (leads, figures) => {
    expect(velocityFigures({ averageDaysToClose: 15, dealsPerMonth: 10, monthlyVelocity: 11_333 }, leads)).toEqual(
      figures,
    );
  });
});
