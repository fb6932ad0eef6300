import type { Lead, LeadWithActivity } from '@meridian/shared/leads/lead';
import { describe, expect, it } from 'vitest';
import { invokeHttp } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { useLeadRequests } from '../testing/lead-requests';
import { handler as createLeadHandler } from './create-lead';
import { handler as exportLeads } from './export-leads';
import { handler as getLeadHandler } from './get-lead';
import { handler as listLeads } from './list-leads';
import { handler as listSubscribersHandler } from '../../newsletter/handlers/list-subscribers';
import { handler as updateLeadHandler } from './update-lead';

useTestTable();
const { create, put, get, newProspect } = useLeadRequests();

describe('admin routes without a valid session', () => {
  const routes: [
    string,
    (
      headers: Record<string, string>,
    ) => Promise<{ statusCode: number; headers: Record<string, string>; body: unknown }>,
  ][] = [
    ['GET /api/admin/leads', (headers) => invokeHttp(listLeads, { path: '/api/admin/leads', headers })],
    ['GET /api/admin/leads/export', (headers) => invokeHttp(exportLeads, { path: '/api/admin/leads/export', headers })],
    [
      'GET /api/admin/leads/{id}',
      (headers) => invokeHttp(getLeadHandler, { path: '/api/admin/leads/x', pathParameters: { id: 'x' }, headers }),
    ],
    [
      'POST /api/admin/leads',
      (headers) =>
        invokeHttp(createLeadHandler, {
          method: 'POST',
          path: '/api/admin/leads',
          body: { name: 'A', company: 'B' },
          headers,
        }),
    ],
    [
      'PUT /api/admin/leads/{id}',
      (headers) =>
        invokeHttp(updateLeadHandler, {
          method: 'PUT',
          path: '/api/admin/leads/x',
          pathParameters: { id: 'x' },
          body: { name: 'A' },
          headers,
        }),
    ],
    [
      'GET /api/admin/subscribers',
      (headers) => invokeHttp(listSubscribersHandler, { path: '/api/admin/subscribers', headers }),
    ],
  ];

  it.each(routes)('%s answers 401 Unauthorized with no-store, before validating input', async (_route, call) => {
    for (const headers of [{}, { 'x-session-id': 'not-a-session' }, { 'x-session-id': 'A'.repeat(43) }] as Record<
      string,
      string
    >[]) {
      const result = await call(headers);
      expect(result.statusCode).toBe(401);
      expect(result.body).toEqual({ error: 'Unauthorized' });
      expect(result.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('POST /api/admin/leads', () => {
  it('creates a scored LinkedIn prospect with a timeline, Growth stored as Growing', async () => {
    const lead = await newProspect({ email: 'ada@engines.test', growthStage: 'Growth', industryType: 'Manufacturing' });
    // employees 5 + revenue 5 + Manufacturing 20 + linkedin 5 + Growing 5
    expect(lead).toMatchObject({
      source: 'linkedin',
      growthStage: 'Growing',
      aiScore: 40,
      priorityScore: 7,
      version: 1,
    });
    const detail = (await get(lead.id)).body as LeadWithActivity;
    expect(detail.activity.map((entry) => entry.type)).toEqual(['lead_created']);
  });

  it('answers 409 when the email already belongs to a lead (case-insensitively)', async () => {
    await newProspect({ email: 'taken@example.test' });
    const again = await create({ name: 'Someone Else', company: 'X', email: 'TAKEN@example.test' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({ error: expect.any(String) });
  });

  it('rejects invalid prospects with 400 and field details', async () => {
    for (const body of [
      { name: 'No company' },
      { name: 'A', company: 'B', linkedinUrl: 'nope' },
      { name: 'A', company: 'B', aiScore: 99 },
      { name: 'A', company: 'B', source: 'web' },
    ]) {
      const result = await create(body);
      expect(result.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('GET /api/admin/leads/{id}', () => {
  it('answers 404 for an unknown lead and 400 for a malformed id', async () => {
    expect(await get('00000000-0000-4000-8000-000000000000')).toMatchObject({
      statusCode: 404,
      body: { error: 'Lead not found' },
    });
    expect((await get('../etc')).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/leads/{id}', () => {
  it('re-scores when a scoring input changes: Positive and Interested count as Yes (docs/product/leads.md#lead-score)', async () => {
    const lead = await newProspect();
    expect(lead.aiScore).toBe(25);
    const first = await put(lead.id, { email1Response: 'Positive', version: 1 });
    expect(first.body).toMatchObject({ aiScore: 28, version: 2 });
    const second = await put(lead.id, { email2Response: 'Interested', growthStage: 'Growth', urgency: 'Immediate' });
    expect(second.body).toMatchObject({ aiScore: 28 + 3 + 5 + 15, growthStage: 'Growing', version: 3 });
    const third = await put(lead.id, { email2Response: 'Not interested', urgency: null });
    expect(third.body).toMatchObject({ aiScore: 28 + 5, version: 4 });
    expect(third.body).not.toHaveProperty('urgency');
  });

  it('records stage moves and emails sent on the timeline and returns the updated lead', async () => {
    const lead = await newProspect();
    const sentAt = '2026-01-05T09:00:00.000Z';
    const moved = await put(lead.id, { email1SentDate: sentAt, status: 'value_demo', version: lead.version });
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toMatchObject({ status: 'value_demo', email1SentDate: sentAt, version: 2 });
    await put(lead.id, { notes: 'Called, left a message' });
    const detail = (await get(lead.id)).body as LeadWithActivity;
    expect(detail.notes).toBe('Called, left a message');
    const types = detail.activity.map((entry) => entry.type);
    expect(types).toEqual(expect.arrayContaining(['lead_created', 'stage_changed', 'email_sent', 'lead_updated']));
    expect(detail.activity.find((entry) => entry.type === 'stage_changed')?.details).toMatchObject({
      from: 'new_lead',
      to: 'value_demo',
    });
  });

  it('rejects unknown fields, out-of-list values and server-owned fields with 400, writing nothing', async () => {
    const lead = await newProspect();
    for (const body of [
      { colour: 'red' },
      { urgency: 'Tomorrow' },
      { status: 'new' },
      { aiScore: 100 },
      { version: 0 },
      { name: null },
      { email1Response: 'Yes' },
    ]) {
      expect((await put(lead.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await get(lead.id)).body).toMatchObject({ version: 1, aiScore: lead.aiScore });
  });

  it('answers 409 for a stale version and overwrites nothing', async () => {
    const lead = await newProspect();
    expect((await put(lead.id, { company: 'New Name Ltd', version: 1 })).statusCode).toBe(200);
    const stale = await put(lead.id, { company: 'Stale Write Ltd', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toMatchObject({ error: expect.any(String) });
    expect((await get(lead.id)).body).toMatchObject({ company: 'New Name Ltd', version: 2 });
    expect((await put(lead.id, { version: 1 })).statusCode).toBe(409);
    expect((await put(lead.id, { version: 2 })).body).toMatchObject({ version: 2 });
  });

  it('lets exactly one of 20 concurrent PUTs with the same version succeed', async () => {
    const lead = await newProspect();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => put(lead.id, { notes: `writer ${i}`, status: 'consultation', version: 1 })),
    );
    const statuses = results.map((result) => result.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const winner = results.find((result) => result.statusCode === 200)?.body as Lead;
    const stored = (await get(lead.id)).body as LeadWithActivity;
    expect(stored).toMatchObject({ notes: winner.notes, version: 2 });
    expect(stored.activity.filter((entry) => entry.type === 'stage_changed')).toHaveLength(1);
  });

  it('answers 404 for an unknown lead', async () => {
    expect((await put('00000000-0000-4000-8000-000000000000', { notes: 'x' })).statusCode).toBe(404);
  });
});
