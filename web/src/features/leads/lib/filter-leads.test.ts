// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeLeadSummary } from '../../../test/lead-summary';
import { filterLeads, toSearchable } from './filter-leads';

const lead = makeLeadSummary;

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
