import type { LeadSummaryPage } from '@meridian/shared/leads/lead';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffHeaders } from '../../testing/staff';
import { leadChangeIndexKey, leadIndexKey, leadKey } from '../../table/keys';
import { encodeCursor } from '../../table/paging';
import { UPDATED_SINCE_MESSAGE } from '../../lib/request-schemas';
import { appendActivity, createLead, updateLead } from '../services/leads';
import { invokeHttp } from '../../testing/http-events';
import { sentCommands } from '../../testing/scan-guard';
import { useTestTable } from '../../testing/table';
import { handler as listLeads } from './list-leads';

useTestTable();

let session: Record<string, string>;
beforeAll(async () => {
  session = await staffHeaders();
});

const list = (query: Record<string, string>) =>
  invokeHttp(listLeads, { path: '/api/admin/leads', headers: session, query });
const t = (iso: string) => new Date(iso);

describe('GET /api/admin/leads?updatedSince= (docs/product/admin.md#changes-since)', () => {
  it('answers only the leads changed after the instant, oldest change first, from the changes index', async () => {
    const old = await createLead({ name: 'Old Quiet', source: 'linkedin' }, { now: t('2030-01-01T09:00:00.000Z') });
    const edited = await createLead({ name: 'Old Edited', source: 'linkedin' }, { now: t('2030-01-01T09:00:00.000Z') });
    const noted = await createLead({ name: 'Old Noted', source: 'linkedin' }, { now: t('2030-01-01T09:00:00.000Z') });
    const exact = await createLead(
      { name: 'Exactly Then', source: 'linkedin' },
      { now: t('2030-01-02T12:00:00.000Z') },
    );
    const fresh = await createLead(
      { name: 'New Lead', source: 'contact_form' },
      { now: t('2030-01-02T12:00:00.001Z') },
    );
    await updateLead(edited.id, { company: 'Edited Ltd' }, { now: t('2030-01-03T08:00:00.000Z') });
    await appendActivity(
      noted.id,
      { type: 'note', summary: 'Note', text: 'Called back' },
      t('2030-01-02T15:00:00.000Z'),
    );

    const before = sentCommands.length;
    const result = await list({ updatedSince: '2030-01-02T12:00:00.000Z' });
    expect(result.statusCode, JSON.stringify(result.body)).toBe(200);
    const page = result.body as LeadSummaryPage;
    expect(page.items.map((item) => item.name)).toEqual(['New Lead', 'Old Noted', 'Old Edited']);
    expect(page.items.map((item) => item.id)).not.toContain(old.id);
    expect(page.items.map((item) => item.id)).not.toContain(exact.id);
    expect(page.items[0]?.id).toBe(fresh.id);
    expect(page.items[1]?.updatedAt).toBe('2030-01-02T15:00:00.000Z');
    expect(page.items[1]?.version).toBe(noted.version);
    expect(page.items[2]).toMatchObject({ company: 'Edited Ltd', version: 2 });
    expect(page.items[2]).not.toHaveProperty('message');
    expect(page.nextCursor).toBeNull();
    const commands = sentCommands.slice(before);
    expect(commands).toContain('QueryCommand');
    expect(commands).not.toContain('ScanCommand');

    // The same instant written with an offset; a later instant that nothing changed after.
    const offset = (await list({ updatedSince: '2030-01-02T13:00:00.000+01:00' })).body as LeadSummaryPage;
    expect(offset.items.map((item) => item.name)).toEqual(['New Lead', 'Old Noted', 'Old Edited']);
    const none = (await list({ updatedSince: '2030-01-03T08:00:00Z' })).body as LeadSummaryPage;
    expect(none).toEqual({ items: [], nextCursor: null });
  });

  it('pages the changes with a cursor and refuses cursors from another index or before the instant', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const lead = await createLead(
        { name: `Paged ${i}`, source: 'linkedin' },
        { now: t(`2031-05-01T10:00:0${i}.000Z`) },
      );
      ids.push(lead.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const result = await list({ updatedSince: '2031-05-01T00:00:00Z', limit: '2', ...(cursor ? { cursor } : {}) });
      expect(result.statusCode, JSON.stringify(result.body)).toBe(200);
      const page = result.body as LeadSummaryPage;
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids);

    const first = ids[0] as string;
    const forged = [
      { ...leadKey(first), ...leadIndexKey('2031-05-01T10:00:00.000Z', first) },
      { ...leadKey(first), ...leadChangeIndexKey('2031-04-30T10:00:00.000Z', first) },
      { ...leadKey(first), ...leadChangeIndexKey('2031-05-01T10:00:00.000Z', 'other') },
    ];
    for (const key of forged) {
      const result = await list({ updatedSince: '2031-05-01T00:00:00Z', cursor: encodeCursor(key) as string });
      expect(result.statusCode, JSON.stringify(key)).toBe(400);
      expect(result.body).toEqual({ error: 'Invalid cursor' });
    }
  });

  it.each([
    'yesterday',
    '2026-11-23',
    '2026-11-23T10:00:00',
    '2026-13-01T00:00:00Z',
    '2026-11-23T25:00:00Z',
    '',
    '1700000000000',
  ])('answers 400 naming updatedSince for %j', async (updatedSince) => {
    const result = await list({ updatedSince });
    expect(result.statusCode).toBe(400);
    expect(result.body).toMatchObject({
      details: [expect.objectContaining({ path: 'updatedSince', message: UPDATED_SINCE_MESSAGE })],
    });
  });
});
