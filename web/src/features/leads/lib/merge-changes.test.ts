// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeLeadSummary } from '../../../test/lead-summary';
import type { LeadList } from '../api/leads-api';
import { bringInIncoming, changesWatermark, mergeLeadChanges } from './merge-changes';

const lead = makeLeadSummary;
const ada = lead({ id: 'ada', name: 'Ada', version: 2, updatedAt: '2026-11-23T10:00:00.000Z' });
const bob = lead({ id: 'bob', name: 'Bob', version: 1, updatedAt: '2026-11-22T10:00:00.000Z' });
const list: LeadList = { items: [ada, bob], complete: true, incoming: [] };

describe('changesWatermark', () => {
  it.each<[string, LeadList, string]>([
    ['the newest updatedAt less one minute', list, '2026-11-23T09:59:00.000Z'],
    [
      'held-back leads count too',
      { ...list, incoming: [lead({ id: 'new', name: 'New', updatedAt: '2026-11-23T11:00:00.000Z' })] },
      '2026-11-23T10:59:00.000Z',
    ],
    ['an empty list asks from 1970', { items: [], complete: true, incoming: [] }, '1970-01-01T00:00:00.000Z'],
  ])('%s', (_name, input, expected) => {
    expect(changesWatermark(input)).toBe(expected);
  });
});

describe('mergeLeadChanges', () => {
  it('replaces a shown lead in place when the server has a higher version', () => {
    const changed = { ...ada, version: 3, name: 'Ada Lovelace' };
    const { list: merged, updatedIds } = mergeLeadChanges(list, [changed]);
    expect(merged.items.map((l) => l.name)).toEqual(['Ada Lovelace', 'Bob']);
    expect(updatedIds).toEqual(['ada']);
    expect(list.items[0]?.name).toBe('Ada');
  });

  it('replaces a shown lead whose outreach state changed without a new version (written later)', () => {
    const replied = { ...ada, email1Response: 'Needs follow-up' as const, updatedAt: '2026-11-23T10:05:00.000Z' };
    const { list: merged, updatedIds } = mergeLeadChanges(list, [replied]);
    expect(merged.items[0]?.email1Response).toBe('Needs follow-up');
    expect(updatedIds).toEqual(['ada']);
  });

  it.each([
    ['the same version (already shown, or an optimistic change saving)', 2],
    ['an older version', 1],
  ])('keeps the shown lead for %s and returns the same list', (_name, version) => {
    const result = mergeLeadChanges(list, [{ ...ada, version, name: 'Other' }]);
    expect(result.list).toBe(list);
    expect(result.updatedIds).toEqual([]);
  });

  it('holds new leads back, newest first, without touching the shown ones', () => {
    const older = lead({ id: 'n1', name: 'N1', createdAt: '2026-11-23T08:00:00.000Z' });
    const newer = lead({ id: 'n2', name: 'N2', createdAt: '2026-11-23T09:00:00.000Z' });
    const { list: merged } = mergeLeadChanges(list, [older, newer]);
    expect(merged.items).toBe(list.items);
    expect(merged.incoming.map((l) => l.id)).toEqual(['n2', 'n1']);
    const again = mergeLeadChanges(merged, [{ ...older, version: 2, name: 'N1 changed' }]).list;
    expect(again.incoming.map((l) => l.name)).toEqual(['N2', 'N1 changed']);
    expect(mergeLeadChanges(again, [older]).list).toBe(again);
  });

  it('returns the same list for an empty answer', () => {
    expect(mergeLeadChanges(list, []).list).toBe(list);
  });
});

describe('bringInIncoming', () => {
  it('puts the held-back leads ahead of the shown ones and empties the notice', () => {
    const fresh = lead({ id: 'new', name: 'New' });
    const result = bringInIncoming({ ...list, incoming: [fresh] });
    expect(result.items.map((l) => l.id)).toEqual(['new', 'ada', 'bob']);
    expect(result.incoming).toEqual([]);
    expect(bringInIncoming(list)).toBe(list);
  });
});
