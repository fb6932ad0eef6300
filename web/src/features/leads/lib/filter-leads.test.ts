import type { LeadSummary } from '@meridian/shared/lead';
import { describe, expect, it } from 'vitest';
import { filterLeads, toSearchable } from './filter-leads';

function lead(partial: Partial<LeadSummary> & Pick<LeadSummary, 'id' | 'name'>): LeadSummary {
  return {
    source: 'linkedin',
    status: 'new_lead',
    priorityScore: 5,
    probabilityPercent: 25,
    aiScore: 50,
    version: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...partial,
  };
}

const leads = toSearchable(
  [
    lead({ id: '1', name: 'Ada Lovelace', company: 'Engines Ltd', email: 'ada@engines.test', status: 'proposal' }),
    lead({ id: '2', name: 'Grace Hopper', company: 'Compilers plc', email: 'grace@navy.test' }),
    lead({ id: '3', name: 'Alan Turing' }),
  ],
  (l) => (l.status === 'proposal' ? 'proposal' : 'new_lead'),
);

describe('filterLeads', () => {
  it.each([
    ['', 'all', ['1', '2', '3']],
    ['ADA', 'all', ['1']],
    ['  compilers ', 'all', ['2']],
    ['navy.test', 'all', ['2']],
    ['a', 'proposal', ['1']],
    ['grace', 'proposal', []],
    ['', 'new_lead', ['2', '3']],
  ] as const)('search %j with status %s', (search, status, ids) => {
    expect(filterLeads(leads, search, status).map((l) => l.id)).toEqual(ids);
  });
});
