// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeLeadSummary } from '../../test/lead-summary';
import { leadAttentionFlags } from './attention-flags';

describe('leadAttentionFlags', () => {
  it('answers the shared rule for each London day, and again for a changed lead object', () => {
    const lead = makeLeadSummary({
      id: 'a',
      name: 'A',
      status: 'consultation',
      nextActionDate: '2026-11-23',
      updatedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(leadAttentionFlags(lead, new Date('2026-11-23T09:00:00.000Z'))).toEqual(['due_today']);
    expect(leadAttentionFlags(lead, new Date('2026-11-23T23:30:00.000Z'))).toEqual(['due_today']);
    expect(leadAttentionFlags(lead, new Date('2026-11-24T00:30:00.000Z'))).toEqual(['overdue']);
    const moved = { ...lead, nextActionDate: '2026-11-30' };
    expect(leadAttentionFlags(moved, new Date('2026-11-24T00:30:00.000Z'))).toEqual([]);
  });
});
