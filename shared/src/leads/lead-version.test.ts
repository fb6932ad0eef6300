import { describe, expect, it } from 'vitest';
import type { Lead } from './lead';
import { applyLeadChanges, buildNewLead } from './lead-changes';
import { changedLeadFields, withOutreachStateVersion } from './lead-version';

const AT = '2026-11-27T09:00:00.000Z';
const LATER = '2026-11-27T10:00:00.000Z';
const stored: Lead = {
  ...buildNewLead({ name: 'Bea Open', email: 'bea@lead.example', source: 'linkedin' }, 'lead-1', AT),
  version: 4,
  email1Response: 'No response',
  outreachSequence: { mode: 'review', status: 'running', nextStep: 2, nextDueAt: LATER },
};

describe('withOutreachStateVersion', () => {
  it.each<[string, Partial<Lead>, number]>([
    [
      'a reply: response and sequence',
      {
        email1Response: 'Needs follow-up',
        outreachSequence: { mode: 'review', status: 'stopped', stoppedReason: 'replied', stoppedAt: LATER },
      },
      4,
    ],
    [
      'an opt-out: do not email and sequence',
      {
        doNotEmail: { at: LATER, reason: 'opted-out' },
        outreachSequence: { mode: 'review', status: 'stopped', stoppedReason: 'opted-out', stoppedAt: LATER },
      },
      4,
    ],
    [
      'a sequence stop alone',
      { outreachSequence: { mode: 'review', status: 'stopped', stoppedReason: 'stage', stoppedAt: LATER } },
      4,
    ],
    ['nothing but the time', {}, 4],
    ['a field of the edit form', { notes: 'Call on Thursday' }, 5],
    [
      'the stage with the sequence',
      {
        status: 'consultation',
        outreachSequence: { mode: 'review', status: 'stopped', stoppedReason: 'stage', stoppedAt: LATER },
      },
      5,
    ],
    ['a sent date', { email2SentDate: LATER }, 5],
  ])('%s → version %i', (_, fields, version) => {
    const after = { ...applyLeadChanges(stored, {}, LATER), ...fields };
    expect(after.version).toBe(5);
    const kept = withOutreachStateVersion(stored, after);
    expect(kept.version).toBe(version);
    expect(kept.updatedAt).toBe(LATER);
    expect({ ...kept, version: 0 }).toEqual({ ...after, version: 0 });
  });
});

describe('changedLeadFields', () => {
  it('names set, changed and cleared fields, never the recomputed ones', () => {
    const { phone: _phone, ...withoutPhone } = { ...stored, phone: '01632 960123' };
    const before = { ...stored, phone: '01632 960123' };
    const after = { ...withoutPhone, notes: 'New', email1Response: 'Interested' as const, aiScore: 99, version: 9 };
    expect(changedLeadFields(before, after).sort()).toEqual(['email1Response', 'notes', 'phone']);
  });
});
