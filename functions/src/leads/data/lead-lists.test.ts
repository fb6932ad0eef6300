import { randomUUID } from 'node:crypto';
import type { Lead } from '@meridian/shared/leads/lead';
import { buildNewLead, type NewLead } from '@meridian/shared/leads/lead-changes';
import { describe, expect, it } from 'vitest';
import { useTestTable } from '../../testing/table';
import { leadIndexKey, leadKey, subscriberIndexKey } from '../../table/keys';
import { allLeads, listLeadSummaries, listLeadSummaryPage } from './lead-lists';
import { createLeadPlan } from './leads';
import { encodeCursor } from '../../table/paging';
import { commitPlan } from '../../table/write-plan';

useTestTable();

async function storeLead(input: NewLead, now = new Date()): Promise<Lead> {
  const lead = buildNewLead(input, randomUUID(), now.toISOString());
  await commitPlan(createLeadPlan(lead));
  return lead;
}

describe('listLeadSummaryPage', () => {
  it('fills a page across Query calls and cuts it at the byte budget with a cursor that loses nothing', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      const lead = await storeLead({
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

  it('continues from a cursor of the lead index and refuses cursors of any other shape', async () => {
    const base = Date.parse('2031-01-01T00:00:00.000Z');
    const leads: Lead[] = [];
    for (let i = 0; i < 3; i += 1) {
      leads.push(await storeLead({ name: `Cursor ${i}`, source: 'linkedin' }, new Date(base + i * 1000)));
    }
    const [first, second] = [leads[2] as Lead, leads[1] as Lead];
    const after = encodeCursor({ ...leadKey(first.id), ...leadIndexKey(first.createdAt, first.id) });
    const page = await listLeadSummaryPage({ cursor: after, limit: 1 });
    expect(page.items.map((item) => item.id)).toEqual([second.id]);

    const forged = [
      { ...leadKey(first.id), ...leadIndexKey(first.createdAt, second.id) },
      { ...leadKey(first.id), ...subscriberIndexKey(first.createdAt, 'a@example.com') },
      { ...leadKey(first.id), ...leadIndexKey(first.createdAt, first.id), extra: 'x' },
      { pk: 'x', sk: 'y' },
      leadKey(first.id),
    ];
    for (const key of forged) {
      await expect(listLeadSummaryPage({ cursor: encodeCursor(key) })).rejects.toThrow('Invalid cursor');
      await expect(listLeadSummaries({ cursor: encodeCursor(key) })).rejects.toThrow('Invalid cursor');
    }
  });
});
