import { describe, expect, it } from 'vitest';
import type { Lead } from './lead';
import { mergedFieldsOf } from './lead-merge';

const AT = '2026-01-01T00:00:00.000Z';
const lead = (fields: Partial<Lead>): Lead => ({
  id: 'x',
  name: 'Someone',
  source: 'linkedin',
  status: 'initial_contact',
  priorityScore: 5,
  probabilityPercent: 25,
  aiScore: 25,
  version: 1,
  createdAt: AT,
  updatedAt: AT,
  ...fields,
});

describe('mergedFieldsOf (docs/product/pipeline.md#merge)', () => {
  it.each<[string, Partial<Lead>, Partial<Lead>, Record<string, unknown>]>([
    [
      'takes what the survivor lacks',
      { phone: '1' },
      { email: 'o@x.test', company: 'Other Ltd' },
      { email: 'o@x.test', company: 'Other Ltd' },
    ],
    ['keeps what the survivor has', { company: 'Mine Ltd', phone: '1' }, { company: 'Other Ltd', phone: '2' }, {}],
    ['blank text counts as empty', { company: ' ' }, { company: 'Other Ltd' }, { company: 'Other Ltd' }],
    [
      'never takes identity or stage fields',
      { name: 'A' },
      { id: 'y', name: 'B', status: 'proposal', source: 'contact_form', priorityScore: 9, aiScore: 80, version: 7 },
      {},
    ],
    [
      'no outcome for a survivor outside Close',
      {},
      { status: 'close', outcome: { result: 'won', value: 5 }, dealClosedDate: AT },
      {},
    ],
    [
      'the outcome for a survivor in Close without one',
      { status: 'close' },
      { status: 'close', outcome: { result: 'lost', reason: 'Price' }, dealClosedDate: AT },
      { outcome: { result: 'lost', reason: 'Price' }, dealClosedDate: AT },
    ],
    [
      'metadata key by key, the survivor first',
      { metadata: { note: 'mine' } },
      { metadata: { note: 'theirs', other: 1 } },
      { metadata: { note: 'mine', other: 1 } },
    ],
  ])('%s', (_label, survivor, other, expected) => {
    expect(mergedFieldsOf(lead(survivor), lead({ id: 'other', ...other }))).toEqual(expected);
  });
});
