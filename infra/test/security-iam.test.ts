import { LEADING_KEYS } from '@meridian/functions/table/keys';
import { routes } from '@meridian/functions/routes';
import { eventRules } from '@meridian/functions/rules';
import { OUTREACH_OPT_OUT_PATH } from '@meridian/shared/api-paths';
import { EVENT_SOURCES } from '@meridian/shared/event-names';
import { describe, expect, it } from 'vitest';
import { resourcesOfType, templates } from './assembly';
import { actionsOf, iamOf, isTableStatement, leadingKeysOf, type Statement } from './iam';

/** Per-function IAM (docs/product/security.md#iam): item types by `dynamodb:LeadingKeys`, event sources, SES. */

const { mainJson: json } = templates();
const { functionForRoute, consumerFunctions, statementsOf } = iamOf(json);
const actions = actionsOf;
const leadingKeys = leadingKeysOf;
const isWrite = (statement: Statement) => actions(statement).includes('dynamodb:PutItem');
const isTable = isTableStatement;

/** The item patterns a function may read and those it may write. */
function itemsOf(fnId: string): { read: string[]; write: string[] } {
  const table = statementsOf(fnId).filter(isTable);
  for (const statement of table)
    expect(leadingKeys(statement).length, `${fnId}: unconditioned table statement`).toBeGreaterThan(0);
  return {
    read: table.filter((s) => !isWrite(s)).flatMap(leadingKeys),
    write: table.filter(isWrite).flatMap(leadingKeys),
  };
}

const PUBLIC_ROUTES = routes.filter((route) => !route.path.startsWith('/api/admin/'));
const FORBIDDEN_TO_PUBLIC = [
  LEADING_KEYS.lead,
  LEADING_KEYS.leadEmail,
  LEADING_KEYS.leadIndex,
  LEADING_KEYS.session,
  LEADING_KEYS.sessionIndex,
  LEADING_KEYS.adminCredential,
  LEADING_KEYS.staffUser,
  LEADING_KEYS.staffEmail,
];

/**
 * Public routes that reach one lead by a signed token naming it, and only that lead's item (and
 * its timeline in the same partition): the outreach opt-out (docs/product/outreach.md#opting-out)
 * marks the lead the link names "do not email". Nothing else of the list above.
 */
const SIGNED_LEAD_ROUTES: Record<string, readonly string[]> = {
  [`POST ${OUTREACH_OPT_OUT_PATH}`]: [LEADING_KEYS.lead],
};

describe('table access per function, by item type', () => {
  it('conditions every table statement of every application function on dynamodb:LeadingKeys', () => {
    for (const route of routes.filter((r) => r.items !== undefined))
      itemsOf(functionForRoute(`${route.method} ${route.path}`));
    for (const fnId of consumerFunctions()) itemsOf(fnId);
  });

  it.each(PUBLIC_ROUTES.map((route) => [`${route.method} ${route.path}`]))(
    'keeps the public route %s away from leads, staff accounts, sessions and the credential',
    (routeKey) => {
      const { read, write } = itemsOf(functionForRoute(routeKey));
      const allowed = SIGNED_LEAD_ROUTES[routeKey] ?? [];
      for (const pattern of FORBIDDEN_TO_PUBLIC.filter((forbidden) => !allowed.includes(forbidden))) {
        expect(read, `${routeKey} reads ${pattern}`).not.toContain(pattern);
        expect(write, `${routeKey} writes ${pattern}`).not.toContain(pattern);
      }
    },
  );

  it('lets only the sign-in steps start sessions, and no function touch the old shared credential', () => {
    const starters = ['POST /api/admin/mfa/totp/confirm', 'POST /api/admin/login/totp'].map((key) =>
      itemsOf(functionForRoute(key)),
    );
    for (const step of starters) expect(step.write).toEqual(expect.arrayContaining([LEADING_KEYS.session]));
    expect(itemsOf(functionForRoute('POST /api/admin/login')).write).not.toContain(LEADING_KEYS.session);
    const everyFunction = [...routes.map((r) => functionForRoute(`${r.method} ${r.path}`)), ...consumerFunctions()];
    for (const fnId of everyFunction) {
      const { read, write } = itemsOf(fnId);
      expect([...read, ...write], fnId).not.toContain(LEADING_KEYS.adminCredential);
    }
  });

  it('keeps event consumers away from staff accounts, sessions, login counters and the credential', () => {
    for (const fnId of consumerFunctions()) {
      const { read, write } = itemsOf(fnId);
      for (const pattern of [
        LEADING_KEYS.session,
        LEADING_KEYS.loginFailures,
        LEADING_KEYS.adminCredential,
        LEADING_KEYS.staffUser,
        LEADING_KEYS.signInChallenge,
      ]) {
        expect([...read, ...write], `${fnId} may use ${pattern}`).not.toContain(pattern);
      }
    }
  });
});

describe('events and email', () => {
  const putEvents = (fnId: string) => statementsOf(fnId).filter((s) => actions(s).includes('events:PutEvents'));

  it('lets each publisher put events with its own source only', () => {
    for (const route of routes.filter((r) => r.publishesEvents === true)) {
      const [statement, ...others] = putEvents(functionForRoute(`${route.method} ${route.path}`));
      expect(others).toHaveLength(0);
      expect(statement?.Condition?.StringEquals?.['events:source']).toEqual(
        route.eventSources ?? [EVENT_SOURCES.website],
      );
    }
    const publishingConsumers = eventRules.flatMap((rule) => rule.targets).filter((t) => t.publishesEvents === true);
    const conditions = consumerFunctions()
      .flatMap(putEvents)
      .map((s) => JSON.stringify(s.Condition?.StringEquals?.['events:source']));
    const expected = publishingConsumers.map((t) => JSON.stringify(t.eventSources ?? [EVENT_SOURCES.leads]));
    expect(conditions.sort()).toEqual(expected.sort());
  });

  it('grants ses:SendEmail only, never the unused ses:SendRawEmail', () => {
    const all = resourcesOfType(json, 'AWS::IAM::Policy').flatMap(([, policy]) =>
      ((policy.Properties?.PolicyDocument as { Statement?: Statement[] } | undefined)?.Statement ?? []).flatMap(
        actions,
      ),
    );
    expect(all).toContain('ses:SendEmail');
    expect(all).not.toContain('ses:SendRawEmail');
  });
});
