import { notFoundPageFunction } from '@meridian/functions/articles/area';
import { serviceNameFor } from '@meridian/functions/environment';
import { routes } from '@meridian/functions/routes';
import { eventRules } from '@meridian/functions/rules';
import { schedules } from '@meridian/functions/schedules';
import { targetFunctions } from '@meridian/functions/targets';
import { describe, expect, it } from 'vitest';
import { templates } from './assembly';
import { type Access, EXPECTED, SESSION } from './table-access-expected';
import { actionsOf, iamOf, isTableStatement, leadingKeysOf } from './iam';

/**
 * Each function's table access as its role grants it, against the rows of
 * `table-access-expected.ts` (docs/product/security.md#iam).
 */

const { mainJson: json } = templates();
const { functionsByServiceName, statementsOf } = iamOf(json);
const byServiceName = functionsByServiceName();

/** The access of one function as its role grants it. */
function grantedAccess(handler: string): Required<Access> {
  const fnId = byServiceName.get(serviceNameFor(handler));
  if (fnId === undefined) throw new Error(`No function for ${handler}`);
  const table = statementsOf(fnId).filter(isTableStatement);
  const keysWhere = (test: (actions: string[]) => boolean) =>
    table.filter((statement) => test(actionsOf(statement))).flatMap(leadingKeysOf);
  return {
    read: keysWhere((actions) => actions.includes('dynamodb:GetItem')),
    write: keysWhere((actions) => actions.includes('dynamodb:UpdateItem')),
    append: keysWhere((actions) => actions.length === 1 && actions[0] === 'dynamodb:PutItem'),
  };
}

const sorted = (values: readonly string[]) => [...values].sort();

const handlers = [
  ...routes.map((route) => route.handler),
  ...eventRules.flatMap((rule) => rule.targets.map((target) => target.handler)),
  ...schedules.map((entry) => entry.handler),
  // The missing-article origin at the edge has its own role without any table (`missing-article.ts`).
  ...targetFunctions.filter((entry) => entry !== notFoundPageFunction).map((entry) => entry.handler),
];

describe('the table access of every function (docs/product/security.md#iam)', () => {
  it('lists every function of the tables, and only those', () => {
    expect(sorted(Object.keys(EXPECTED))).toEqual(sorted(handlers));
  });

  it.each(handlers)('%s', (handler) => {
    const expected = EXPECTED[handler] ?? {};
    const granted = grantedAccess(handler);
    expect(sorted(granted.read), 'reads (with what it writes)').toEqual(
      sorted([...(expected.read ?? []), ...(expected.write ?? [])]),
    );
    expect(sorted(granted.write), 'writes').toEqual(sorted(expected.write ?? []));
    expect(sorted(granted.append), 'appends').toEqual(sorted(expected.append ?? []));
  });

  it('grants every table action only with a LeadingKeys condition, and each statement one kind of access', () => {
    for (const handler of handlers) {
      const fnId = byServiceName.get(serviceNameFor(handler)) ?? '';
      for (const statement of statementsOf(fnId).filter(isTableStatement)) {
        expect(leadingKeysOf(statement).length, handler).toBeGreaterThan(0);
        const actions = actionsOf(statement);
        const kinds = ['dynamodb:GetItem', 'dynamodb:UpdateItem'].filter((action) => actions.includes(action));
        expect(kinds.length === 1 || (actions.length === 1 && actions[0] === 'dynamodb:PutItem'), handler).toBe(true);
      }
    }
  });

  it('gives read-only routes no write beyond the session check, and audit entries appended only', () => {
    for (const route of routes.filter((entry) => entry.method === 'GET')) {
      const granted = grantedAccess(route.handler);
      expect(
        granted.write.filter((pattern) => pattern !== SESSION),
        route.handler,
      ).toEqual([]);
      expect(
        granted.append.filter((pattern) => pattern !== 'AUDIT#*'),
        route.handler,
      ).toEqual([]);
    }
    for (const handler of handlers) {
      const granted = grantedAccess(handler);
      expect([...granted.read, ...granted.write], `${handler} may update or delete audit entries`).not.toContain(
        'AUDIT#*',
      );
    }
  });

  it('keeps the public routes from writing settings, and the render function to published articles', () => {
    for (const route of routes.filter((entry) => !entry.path.startsWith('/api/admin/'))) {
      const granted = grantedAccess(route.handler);
      expect([...granted.write, ...granted.append], route.handler).not.toContain('SETTING');
    }
    expect(grantedAccess('articles/consumers/render-site')).toEqual({
      read: ['ARTICLES_PUBLISHED'],
      write: [],
      append: [],
    });
  });
});
