import { describe, expect, it } from 'vitest';
import { AREA_NAMES, areas } from './areas';
import { routes } from './routes';
import { eventRules } from './rules';
import { schedules } from './schedules';
import { articlePublishTarget, bookingReminderTarget } from './targets';

describe('business areas', () => {
  it('give every route, rule, schedule and one-time schedule target exactly one area', () => {
    expect(areas.flatMap((area) => area.routes)).toHaveLength(routes.length);
    expect(new Set(areas.flatMap((area) => area.routes))).toEqual(new Set(routes));
    expect(new Set(areas.flatMap((area) => area.rules))).toEqual(new Set(eventRules));
    expect(areas.flatMap((area) => area.rules)).toHaveLength(eventRules.length);
    expect(areas.flatMap((area) => area.schedules)).toEqual([...schedules]);
    expect(areas.flatMap((area) => area.targets)).toHaveLength(2);
    expect(new Set(areas.flatMap((area) => area.targets))).toEqual(
      new Set([bookingReminderTarget, articlePublishTarget]),
    );
  });

  it('are named once each, in kebab-case', () => {
    expect(new Set(AREA_NAMES).size).toBe(AREA_NAMES.length);
    for (const name of AREA_NAMES) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(areas.map((area) => area.name)).toEqual([...AREA_NAMES]);
  });

  it('put the staff sign-in and the booking routes where their capability is', () => {
    const areaOf = (handler: string) =>
      areas.find((area) => area.routes.some((route) => route.handler === handler))?.name;
    expect(areaOf('staff-auth/handlers/login')).toBe('staff-auth');
    expect(areaOf('booking/handlers/put-booking-availability')).toBe('booking');
    expect(areaOf('leads/handlers/list-leads')).toBe('leads');
    expect(areaOf('articles/handlers/admin/publish')).toBe('articles');
  });
});
