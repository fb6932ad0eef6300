import type { Lead } from '@meridian/shared/lead';
import { describe, expect, it } from 'vitest';
import { useTestTable } from '../testing/table';
import { activitiesForChange, allLeads, listLeadSummaryPage } from './lead-admin';
import { createLead } from './leads';

useTestTable();

const base: Lead = {
  id: 'l1',
  name: 'Ann',
  source: 'linkedin',
  status: 'initial_contact',
  priorityScore: 5,
  probabilityPercent: 25,
  aiScore: 25,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('activitiesForChange', () => {
  it('names stage moves, emails sent, responses and other edits', () => {
    const after: Lead = {
      ...base,
      status: 'value_demo',
      email1SentDate: '2026-01-02T00:00:00.000Z',
      email1Response: 'Positive',
      notes: 'hi',
      aiScore: 28,
      version: 2,
    };
    expect(activitiesForChange(base, after).map((entry) => entry.type)).toEqual([
      'stage_changed',
      'email_sent',
      'email_response',
      'lead_updated',
    ]);
    expect(activitiesForChange(base, after).at(-1)?.details).toMatchObject({
      fields: ['notes'],
      aiScore: { from: 25, to: 28 },
    });
  });

  it('is empty when nothing but the version changed', () => {
    expect(activitiesForChange(base, { ...base, version: 2, updatedAt: 'later' })).toEqual([]);
  });
});

describe('listLeadSummaryPage', () => {
  it('fills a page across Query calls and cuts it at the byte budget with a cursor that loses nothing', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      const lead = await createLead({
        name: `Budget ${i}`,
        company: 'c'.repeat(200),
        nextAction: 'n'.repeat(200),
        source: 'contact_form',
      });
      ids.add(lead.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await listLeadSummaryPage({ cursor, limit: 1000, maxBytes: 3000 });
      expect(Buffer.byteLength(JSON.stringify(page.items))).toBeLessThanOrEqual(3000 + page.items.length);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBeGreaterThan(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(ids);
    const all: string[] = [];
    for await (const lead of allLeads(5)) all.push(lead.id);
    expect(all).toEqual(seen);
  });
});
