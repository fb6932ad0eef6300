import { describe, expect, it } from 'vitest';
import {
  type Assignee,
  chooseOwner,
  initialsOf,
  matchesOwner,
  mayAssignTo,
  mayChangeLead,
  type OwnerChoiceInput,
  ownerFilterOf,
  ownerFilterValue,
} from './lead-owners';

const person = (id: string, over: Partial<Assignee> = {}): Assignee => ({
  id,
  role: 'consultant',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  takesNewLeads: true,
  services: [],
  ...over,
});

const c1 = person('c1', { createdAt: '2026-01-01T00:00:00.000Z', services: ['Strategic Planning'] });
const c2 = person('c2', { createdAt: '2026-01-02T00:00:00.000Z', services: ['Interim Executive'] });
const c3 = person('c3', { createdAt: '2026-01-03T00:00:00.000Z', services: ['Strategic Planning'] });
const p1 = person('p1', { role: 'partner', createdAt: '2025-01-01T00:00:00.000Z', takesNewLeads: false });
const p2 = person('p2', { role: 'partner', createdAt: '2025-02-01T00:00:00.000Z', takesNewLeads: false });

const input = (over: Partial<OwnerChoiceInput>): OwnerChoiceInput => ({
  rule: 'round_robin',
  people: [c3, p2, c1, p1, c2],
  cursors: { consultants: null, partners: null },
  ...over,
});

describe('chooseOwner', () => {
  it.each([
    ['first consultant by joining date', {}, 'c1', 'consultants'],
    ['the one after the cursor', { cursors: { consultants: 'c1', partners: null } }, 'c2', 'consultants'],
    ['wraps after the last', { cursors: { consultants: 'c3', partners: null } }, 'c1', 'consultants'],
    ['a cursor of someone gone starts over', { cursors: { consultants: 'zz', partners: null } }, 'c1', 'consultants'],
    [
      'skips a disabled consultant',
      { people: [c1, { ...c2, active: false }, c3, p1], cursors: { consultants: 'c1', partners: null } },
      'c3',
      'consultants',
    ],
    [
      'skips one who takes no new leads',
      { people: [c1, { ...c2, takesNewLeads: false }, c3], cursors: { consultants: 'c1', partners: null } },
      'c3',
      'consultants',
    ],
    [
      'a disabled cursor person still orders the next',
      { people: [c1, { ...c2, active: false }, c3], cursors: { consultants: 'c2', partners: null } },
      'c3',
      'consultants',
    ],
    ['by service: first who covers it', { rule: 'by_service', service: 'Strategic Planning' }, 'c1', 'consultants'],
    [
      'by service: round robin among those who cover it',
      { rule: 'by_service', service: 'Strategic Planning', cursors: { consultants: 'c1', partners: null } },
      'c3',
      'consultants',
    ],
    ['by service: only one covers it', { rule: 'by_service', service: 'Interim Executive' }, 'c2', 'consultants'],
    [
      'by service: nobody covers it → partners',
      { rule: 'by_service', service: 'Operational Transformation' },
      'p1',
      'partners',
    ],
    ['by service: no service → partners', { rule: 'by_service' }, 'p1', 'partners'],
    ['partners in turn', { rule: 'by_service', cursors: { consultants: null, partners: 'p1' } }, 'p2', 'partners'],
    ['no consultants → partners', { people: [p1, p2] }, 'p1', 'partners'],
    ['a disabled partner is skipped', { people: [{ ...p1, active: false }, p2] }, 'p2', 'partners'],
  ] as const)('%s', (_name, over, ownerId, pool) => {
    expect(chooseOwner(input(over as Partial<OwnerChoiceInput>))).toEqual({ ownerId, pool });
  });

  it('leaves the lead unassigned when nobody active is left', () => {
    expect(
      chooseOwner(
        input({
          people: [
            { ...c1, active: false },
            { ...p1, active: false },
          ],
        }),
      ),
    ).toEqual({
      ownerId: null,
      pool: null,
    });
    expect(chooseOwner(input({ people: [] }))).toEqual({ ownerId: null, pool: null });
  });

  it('goes round the whole pool in order', () => {
    let cursor: string | null = null;
    const order: string[] = [];
    for (let turn = 0; turn < 4; turn += 1) {
      const choice = chooseOwner(input({ cursors: { consultants: cursor, partners: null } }));
      order.push(String(choice.ownerId));
      cursor = choice.ownerId;
    }
    expect(order).toEqual(['c1', 'c2', 'c3', 'c1']);
  });
});

describe('mayChangeLead', () => {
  it.each([
    ['partner, someone else’s lead', { id: 'p1', role: 'partner' }, { ownerId: 'c1' }, true],
    ['partner, unowned', { id: 'p1', role: 'partner' }, {}, true],
    ['consultant, own lead', { id: 'c1', role: 'consultant' }, { ownerId: 'c1' }, true],
    ['consultant, unowned', { id: 'c1', role: 'consultant' }, {}, true],
    ['consultant, someone else’s lead', { id: 'c1', role: 'consultant' }, { ownerId: 'c2' }, false],
    ['consultant, a partner’s lead', { id: 'c1', role: 'consultant' }, { ownerId: 'p1' }, false],
  ] as const)('%s', (_name, actor, lead, expected) => {
    expect(mayChangeLead(actor, lead)).toBe(expected);
  });
});

describe('mayAssignTo', () => {
  it.each([
    ['partner to anyone', { id: 'p1', role: 'partner' }, 'c2', true],
    ['partner to nobody', { id: 'p1', role: 'partner' }, null, true],
    ['consultant to themselves', { id: 'c1', role: 'consultant' }, 'c1', true],
    ['consultant to nobody', { id: 'c1', role: 'consultant' }, null, true],
    ['consultant to someone else', { id: 'c1', role: 'consultant' }, 'c2', false],
  ] as const)('%s', (_name, actor, ownerId, expected) => {
    expect(mayAssignTo(actor, ownerId)).toBe(expected);
  });
});

describe('owner filter', () => {
  it.each([
    [null, 'all'],
    ['', 'all'],
    ['mine', 'mine'],
    ['unassigned', 'unassigned'],
    ['abc-123', { userId: 'abc-123' }],
    ['<script>', 'all'],
  ] as const)('reads %j', (value, filter) => {
    expect(ownerFilterOf(value)).toEqual(filter);
    if (filter !== 'all') expect(ownerFilterValue(filter)).toBe(value);
  });

  it.each([
    ['all', {}, true],
    ['mine', { ownerId: 'me' }, true],
    ['mine', { ownerId: 'c2' }, false],
    ['mine', {}, false],
    ['unassigned', {}, true],
    ['unassigned', { ownerId: 'me' }, false],
  ] as const)('%s matches %j: %s', (filter, lead, expected) => {
    expect(matchesOwner(lead, filter, 'me')).toBe(expected);
  });

  it('matches one person', () => {
    expect(matchesOwner({ ownerId: 'c2' }, { userId: 'c2' }, 'me')).toBe(true);
    expect(matchesOwner({}, { userId: 'c2' }, 'me')).toBe(false);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Jane van Dyke', 'JD'],
    ['ada', 'A'],
    ['  ', '?'],
    ['Émile Zola', 'ÉZ'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
