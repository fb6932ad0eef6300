// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeLeadSummary } from '../../../test/lead-summary';
import { toSearchable } from './filter-leads';
import {
  DEFAULT_LIST_VIEW,
  filterListView,
  type LeadListView,
  parseListView,
  sortLeads,
  writeListView,
} from './list-view';

const lead = makeLeadSummary;
// Monday 23 November 2026, 10:00 London (GMT).
const NOW = new Date('2026-11-23T10:00:00.000Z');

const LEADS = [
  lead({
    id: 'a',
    name: 'Ada',
    aiScore: 80,
    estimatedValueMin: 20_000,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-23T09:00:00.000Z',
    source: 'contact_form',
    nextActionDate: '2026-11-23',
  }),
  lead({
    id: 'b',
    name: 'Bea',
    aiScore: 40,
    createdAt: '2026-11-22T23:30:00.000Z',
    updatedAt: '2026-11-22T23:30:00.000Z',
    source: 'linkedin',
    nextActionDate: '2026-11-20',
  }),
  lead({
    id: 'c',
    name: 'Cy',
    aiScore: 95,
    estimatedValueMin: 50_000,
    createdAt: '2026-06-30T23:30:00.000Z',
    updatedAt: '2026-07-01T00:00:00.000Z',
    source: 'assessment_tool',
  }),
  lead({
    id: 'd',
    name: 'Di',
    aiScore: 10,
    estimatedValueMin: 5_000,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    source: 'linkedin',
    nextActionDate: '2026-12-01',
  }),
];

const view = (partial: Partial<LeadListView>): LeadListView => ({ ...DEFAULT_LIST_VIEW, ...partial });
const ids = (leads: readonly { id: string }[]) => leads.map((l) => l.id);

describe('sortLeads', () => {
  it.each([
    ['newest', ['b', 'a', 'd', 'c']],
    ['score', ['c', 'a', 'b', 'd']],
    ['value', ['c', 'a', 'd', 'b']],
    ['next_action', ['b', 'a', 'd', 'c']],
  ] as const)('%s', (sort, expected) => {
    expect(ids(sortLeads(LEADS, sort))).toEqual(expected);
  });
});

describe('filterListView', () => {
  const searchable = toSearchable(LEADS, () => 'new_lead');
  it.each<[string, Partial<LeadListView>, string[]]>([
    ['nothing', {}, ['a', 'b', 'c', 'd']],
    ['source', { source: 'linkedin' }, ['b', 'd']],
    ['score range, both ends included', { scoreMin: 40, scoreMax: 80 }, ['a', 'b']],
    ['created from a London day (23:30 UTC on the 22nd is the 22nd in winter)', { createdFrom: '2026-11-22' }, ['b']],
    ['created up to a London day, included', { createdTo: '2026-11-20' }, ['a', 'c', 'd']],
    [
      'created on 1 July London time (23:30 UTC on 30 June is BST midnight-thirty)',
      { createdFrom: '2026-07-01', createdTo: '2026-07-01' },
      ['c'],
    ],
    ['due today', { flag: 'due_today' }, ['a']],
    ['overdue', { flag: 'overdue' }, ['b']],
    ['stale (no activity since July, no future date)', { flag: 'stale' }, ['c']],
    ['search and source together', { search: 'di', source: 'linkedin' }, ['d']],
    ['mine', { owner: 'mine' }, ['b']],
    ['unassigned', { owner: 'unassigned' }, ['a', 'c', 'd']],
    ['one person', { owner: 'me' }, ['b']],
  ])('%s', (_name, partial, expected) => {
    const owned = searchable.map((one) =>
      one.lead.id === 'b' ? { ...one, lead: { ...one.lead, ownerId: 'me' } } : one,
    );
    expect(ids(filterListView(owned, view(partial), NOW, 'me'))).toEqual(expected);
  });
});

describe('parseListView and writeListView', () => {
  it('reads every part back as it was written, keeping other parameters', () => {
    const written: LeadListView = {
      search: 'ada lovelace',
      status: 'proposal',
      source: 'assessment_tool',
      createdFrom: '2026-01-01',
      createdTo: '2026-03-31',
      scoreMin: 0,
      scoreMax: 70,
      sort: 'value',
      flag: 'stale',
      owner: 'mine',
    };
    const params = writeListView(new URLSearchParams('lead=abc'), written);
    expect(params.get('lead')).toBe('abc');
    expect(parseListView(params)).toEqual(written);
  });

  it('leaves defaults out of the address', () => {
    expect(writeListView(new URLSearchParams('sort=score&q=x'), DEFAULT_LIST_VIEW).toString()).toBe('');
  });

  it.each([
    ['status=nonsense', { status: 'all' }],
    ['source=fax', { source: 'all' }],
    ['created-from=2026-02-30', { createdFrom: '' }],
    ['created-to=23/11/2026', { createdTo: '' }],
    ['score-min=-5&score-max=101', { scoreMin: null, scoreMax: null }],
    ['score-min=abc', { scoreMin: null }],
    ['sort=oldest', { sort: 'newest' }],
    ['flag=urgent', { flag: null }],
    ['owner=<x>', { owner: '' }],
  ])('ignores a malformed %s', (query, expected) => {
    expect(parseListView(new URLSearchParams(query))).toEqual(view(expected as Partial<LeadListView>));
  });
});
