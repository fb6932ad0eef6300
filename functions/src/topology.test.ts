import { describe, expect, it } from 'vitest';
import { areas } from './areas';
import { baseEnv, envGettersFor, eventBusEnv, notifyEnv, privacyEnv, reminderEnv, tableEnv } from './lib/env';
import { functionEntry } from './topology';

describe('functionEntry', () => {
  const entries = areas.flatMap((area) =>
    [...area.routes, ...area.rules.flatMap((rule) => rule.targets), ...area.schedules, ...area.targets].map(
      (entry) => [entry.handler, area, entry] as const,
    ),
  );

  it.each(entries)('finds %s in its area', (handler, area, entry) => {
    expect(functionEntry(area, handler)).toBe(entry);
  });

  it('fails loudly for a handler its area does not list', () => {
    const [leads] = areas;
    expect(() => functionEntry(leads!, 'leads/handlers/nothing')).toThrow(
      'leads/handlers/nothing has no entry in the leads area',
    );
  });
});

describe('envGettersFor', () => {
  it("derives a function's validated environment from its entry's needs", () => {
    expect(envGettersFor({ handler: 'x/handlers/y', method: 'GET' })).toEqual([baseEnv]);
    expect(
      envGettersFor({
        handler: 'x/consumers/y',
        items: { write: ['LEAD#*'] },
        publishesEvents: true,
        sendsEmail: true,
        usesPrivacyKey: true,
        schedulesReminders: true,
      }),
    ).toEqual([baseEnv, privacyEnv, tableEnv, eventBusEnv, notifyEnv, reminderEnv]);
  });
});
