import { describe, expect, it } from 'vitest';
import { buildLeadDigest, type DigestLead, digestSize, leadDigestDetailSchema } from './lead-digest';

const NOW = new Date('2026-11-23T07:30:00.000Z'); // Monday 07:30 London
const SINCE = new Date('2026-11-20T07:30:00.000Z'); // Friday's digest

const lead = (id: string, fields: Partial<DigestLead> = {}): DigestLead => ({
  id,
  name: `Lead ${id}`,
  status: 'value_demo',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-22T09:00:00.000Z',
  ...fields,
});

describe('buildLeadDigest (docs/product/pipeline.md#daily-digest)', () => {
  it.each<[string, DigestLead, string | null]>([
    ['next action last week', lead('a', { nextActionDate: '2026-11-16' }), 'overdue'],
    ['next action today', lead('b', { nextActionDate: '2026-11-23' }), 'dueToday'],
    [
      'proposal sent two weeks ago',
      lead('c', { status: 'proposal', proposalSentDate: '2026-11-09T10:00:00Z' }),
      'proposalsPastFollowUp',
    ],
    ['quiet for three weeks', lead('d', { updatedAt: '2026-11-01T09:00:00.000Z' }), 'stale'],
    [
      'created over the weekend',
      lead('e', { status: 'new_lead', createdAt: '2026-11-21T10:00:00Z', updatedAt: '2026-11-21T10:00:00Z' }),
      'newLeads',
    ],
    [
      'created before the last digest',
      lead('f', { status: 'new_lead', createdAt: '2026-11-20T07:00:00Z', updatedAt: '2026-11-22T10:00:00Z' }),
      null,
    ],
    [
      'overdue and stale: overdue only',
      lead('g', { nextActionDate: '2026-11-02', updatedAt: '2026-10-01T00:00:00Z' }),
      'overdue',
    ],
    [
      'a new lead with an overdue action: overdue',
      lead('h', { nextActionDate: '2026-11-21', createdAt: '2026-11-21T09:00:00Z' }),
      'overdue',
    ],
    ['closed', lead('i', { status: 'close', nextActionDate: '2026-11-01', updatedAt: '2026-01-01T00:00:00Z' }), null],
    ['nothing to do', lead('j', { nextActionDate: '2026-11-30' }), null],
  ])('%s', (_name, input, section) => {
    const digest = buildLeadDigest([input], NOW, SINCE);
    const found = Object.entries(digest)
      .filter(([, leads]) => leads.length > 0)
      .map(([name]) => name);
    expect(found).toEqual(section ? [section] : []);
    expect(digestSize(digest)).toBe(section ? 1 : 0);
  });

  it('orders each section', () => {
    const digest = buildLeadDigest(
      [
        lead('o2', { nextActionDate: '2026-11-20' }),
        lead('o1', { nextActionDate: '2026-11-10' }),
        lead('s2', { updatedAt: '2026-11-10T00:00:00Z' }),
        lead('s1', { updatedAt: '2026-10-10T00:00:00Z' }),
        lead('n1', { status: 'new_lead', createdAt: '2026-11-21T00:00:00Z', updatedAt: '2026-11-21T00:00:00Z' }),
        lead('n2', { status: 'new_lead', createdAt: '2026-11-22T00:00:00Z', updatedAt: '2026-11-22T00:00:00Z' }),
      ],
      NOW,
      SINCE,
    );
    expect(digest.overdue.map((item) => item.id)).toEqual(['o1', 'o2']);
    expect(digest.stale.map((item) => item.id)).toEqual(['s1', 's2']);
    expect(digest.newLeads.map((item) => item.id)).toEqual(['n2', 'n1']);
  });

  it.each([
    [{}, true],
    [{ scheduledTime: '2026-11-23T07:30:00Z' }, true],
    [{ scheduledTime: '2026-11-23T07:30:00+00:00' }, true],
    [{ scheduledTime: 'today' }, false],
  ])('reads the scheduler detail %j', (detail, ok) => {
    expect(leadDigestDetailSchema.safeParse(detail).success).toBe(ok);
  });
});
