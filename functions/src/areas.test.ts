import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areas } from './areas';
import { routes } from './routes';
import { eventRules } from './rules';
import { schedules } from './schedules';
import { targetFunctions } from './targets';

const handlersOf = (area: (typeof areas)[number]) => [
  ...area.routes.map((route) => route.handler),
  ...area.rules.flatMap((rule) => rule.targets.map((target) => target.handler)),
  ...area.schedules.map((schedule) => schedule.handler),
  ...area.targets.map((target) => target.handler),
  ...(area.mailReceivers ?? []).map((receiver) => receiver.handler),
];

describe('business areas', () => {
  it('are named once each, in kebab-case', () => {
    const names = areas.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it.each(areas.map((area) => [area.name, area] as const))(
    'keep the handlers of %s in its own folder',
    (name, area) => {
      const handlers = handlersOf(area);
      expect(handlers.length).toBeGreaterThan(0);
      for (const handler of handlers) expect(handler.startsWith(`${area.folder ?? name}/`)).toBe(true);
    },
  );

  it('make up the tables, each entry in one area', () => {
    expect(routes).toEqual(areas.flatMap((area) => area.routes));
    expect(eventRules).toEqual(areas.flatMap((area) => area.rules));
    expect(schedules).toEqual(areas.flatMap((area) => area.schedules));
    const targets = areas.flatMap((area) => area.targets);
    expect(targetFunctions.slice(0, targets.length)).toEqual(targets);
    const routeKeys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(routeKeys).size).toBe(routeKeys.length);
    const ruleNames = eventRules.map((rule) => rule.name);
    expect(new Set(ruleNames).size).toBe(ruleNames.length);
  });

  it('are each fenced by the lint: another area may not import their data, handlers, consumers or scheduled jobs', () => {
    const biome = readFileSync(new URL('../../biome.json', import.meta.url), 'utf8');
    for (const { name, folder } of areas) {
      for (const layer of ['data', 'handlers', 'consumers', 'scheduled']) {
        expect(biome, `${name}/${layer}`).toContain(`"**/${folder ?? name}/${layer}/**"`);
      }
    }
  });
});
