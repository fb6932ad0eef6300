import { describe, expect, it } from 'vitest';
import type { Lead } from '../leads/lead';
import { leadWithDoNotEmail } from './do-not-email';
import type { OutreachSequence } from './sequence-state';

const AT = '2026-11-27T10:00:00.000Z';
const LEAD = {
  id: 'lead-1',
  name: 'Ada',
  source: 'linkedin',
  status: 'initial_contact',
  priorityScore: 5,
  probabilityPercent: 25,
  aiScore: 40,
  version: 3,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
} as Lead;
const RUNNING: OutreachSequence = { mode: 'review', status: 'running', nextStep: 2, nextDueAt: AT };

describe('leadWithDoNotEmail', () => {
  it.each<[string, OutreachSequence | undefined, 'opted-out' | 'bounced' | 'complained', OutreachSequence | undefined]>(
    [
      [
        'stops a running sequence for an opt-out',
        RUNNING,
        'opted-out',
        { mode: 'review', status: 'stopped', stoppedReason: 'opted-out', stoppedAt: AT },
      ],
      [
        'stops a running sequence for a bounce',
        RUNNING,
        'bounced',
        { mode: 'review', status: 'stopped', stoppedReason: 'bounced', stoppedAt: AT },
      ],
      [
        'keeps a finished sequence as it is',
        { mode: 'automatic', status: 'finished' },
        'complained',
        { mode: 'automatic', status: 'finished' },
      ],
      ['starts no sequence', undefined, 'complained', undefined],
    ],
  )('%s', (_, sequence, reason, expected) => {
    const after = leadWithDoNotEmail({ ...LEAD, ...(sequence ? { outreachSequence: sequence } : {}) }, reason, AT);
    expect(after?.doNotEmail).toEqual({ at: AT, reason });
    expect(after?.outreachSequence).toEqual(expected);
    expect(after?.version).toBe(3);
    expect(after?.updatedAt).toBe(AT);
  });

  it('keeps the first mark of a lead marked already', () => {
    expect(leadWithDoNotEmail({ ...LEAD, doNotEmail: { at: AT, reason: 'bounced' } }, 'opted-out', AT)).toBeUndefined();
  });
});
