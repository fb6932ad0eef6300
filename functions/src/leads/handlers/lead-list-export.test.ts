import { gunzipSync } from 'node:zlib';
import type { LeadSummaryPage } from '@meridian/shared/leads/lead';
import { describe, expect, it } from 'vitest';
import { createLead } from '../services/leads';
import { type HttpEventInput, httpEvent, invokeHttp, lambdaContext } from '../../testing/http-events';
import { sentCommands } from '../../testing/scan-guard';
import { useTestTable } from '../../testing/table';
import { useLeadRequests } from '../testing/lead-requests';
import { handler as exportLeads } from './export-leads';
import { handler as listLeads } from './list-leads';

useTestTable();
const { session } = useLeadRequests();

describe('GET /api/admin/leads', () => {
  it('pages compact summaries with Query only (no Scan) and respects limit and cursor', async () => {
    for (let i = 0; i < 25; i += 1) {
      await createLead({
        name: `Paged ${i}`,
        source: 'contact_form',
        message: 'x'.repeat(2000),
        email: `paged${i}@example.test`,
      });
    }
    const before = sentCommands.length;
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const input: HttpEventInput = {
        path: '/api/admin/leads',
        headers: session(),
        query: { limit: '7', ...(cursor ? { cursor } : {}) },
      };
      const result = await invokeHttp(listLeads, input);
      expect(result.statusCode).toBe(200);
      const page = result.body as LeadSummaryPage;
      expect(page.items.length).toBeLessThanOrEqual(7);
      for (const item of page.items) {
        expect(item).not.toHaveProperty('message');
        seen.add(item.id);
      }
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(seen.size).toBeGreaterThanOrEqual(25);
    expect(pages).toBeGreaterThanOrEqual(4);
    const commands = sentCommands.slice(before);
    expect(commands).toContain('QueryCommand');
    expect(commands).not.toContain('ScanCommand');
  });

  it('answers 400 for a malformed cursor or limit', async () => {
    for (const query of [{ cursor: 'bm90LWpzb24' }, { limit: '0' }, { limit: '5000' }, { limit: 'many' }] as Record<
      string,
      string
    >[]) {
      expect(
        (await invokeHttp(listLeads, { path: '/api/admin/leads', headers: session(), query })).statusCode,
        JSON.stringify(query),
      ).toBe(400);
    }
  });
});

describe('GET /api/admin/leads/export', () => {
  it('sends every lead as CSV with formula injection escaped, gzip when accepted', async () => {
    await createLead({
      name: '=HYPERLINK("http://evil.test","click")',
      company: '+SUM(A1:A9)',
      source: 'contact_form',
      notes: '@cmd',
      phone: '-1',
    });
    // invokeHttp parses JSON; the CSV answer is read from the raw result instead.
    const raw = await exportLeads(httpEvent({ path: '/api/admin/leads/export', headers: session() }), lambdaContext());
    expect(raw.statusCode).toBe(200);
    expect(raw.headers?.['content-type']).toBe('text/csv; charset=utf-8');
    expect(raw.headers?.['cache-control']).toBe('no-store');
    expect(raw.headers?.['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = String(raw.body);
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^"id","name","email","company",/);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(csv).toContain("'+SUM(A1:A9)");
    expect(csv).toContain("'@cmd");
    expect(csv).toContain("'-1");
    expect(csv).not.toMatch(/(^|,)[=+@-]/m);

    const zipped = await exportLeads(
      httpEvent({ path: '/api/admin/leads/export', headers: { ...session(), 'accept-encoding': 'gzip, br' } }),
      lambdaContext(),
    );
    expect(zipped.headers?.['content-encoding']).toBe('gzip');
    expect(zipped.isBase64Encoded).toBe(true);
    expect(gunzipSync(Buffer.from(String(zipped.body), 'base64')).toString('utf8')).toBe(csv);
  });
});
