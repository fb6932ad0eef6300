import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import type { LeadDetail } from '@meridian/shared/admin-api-responses';
import { leadDetailSchema } from '@meridian/shared/admin-api-responses';
import type { Lead, LeadActivity, LeadSummaryPage } from '@meridian/shared/leads/lead';
import { DETAIL_TYPES } from '@meridian/shared/events';
import { activityOf, parseSubmission } from '@meridian/shared/leads/lead-capture';
import { OUTCOME_REQUIRED_MESSAGE } from '@meridian/shared/leads/lead-outcome';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffHeaders } from '../../testing/staff';
import { leadEmailKey } from '../../table/keys';
import { findLeadByEmail } from '../data/leads';
import { tableName } from '../../table/table';
import { documentDbClient } from '../../lib/clients';
import { appendActivity, createLead } from '../services/leads';
import { httpEvent, invokeHttp, lambdaContext } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler as addActivityHandler } from './add-lead-activity';
import { handler as createLeadHandler } from './create-lead';
import { handler as exportLeads } from './export-leads';
import { handler as getLeadHandler } from './get-lead';
import { handler as listLeads } from './list-leads';
import { handler as updateLeadHandler } from './update-lead';

useTestTable();

let session: Record<string, string>;
beforeAll(async () => {
  session = await staffHeaders();
});

const leadRoute = (id: string) => ({
  path: `/api/admin/leads/${id}`,
  routePath: '/api/admin/leads/{id}',
  pathParameters: { id },
  headers: session,
});
const create = (body: unknown) =>
  invokeHttp(createLeadHandler, { method: 'POST', path: '/api/admin/leads', body, headers: session });
const put = (id: string, body: unknown) => invokeHttp(updateLeadHandler, { ...leadRoute(id), method: 'PUT', body });
const addActivity = (id: string, body: unknown) =>
  invokeHttp(addActivityHandler, {
    ...leadRoute(id),
    method: 'POST',
    path: `/api/admin/leads/${id}/activities`,
    routePath: '/api/admin/leads/{id}/activities',
    body,
  });
async function detail(id: string): Promise<LeadDetail> {
  const result = await invokeHttp(getLeadHandler, leadRoute(id));
  expect(result.statusCode).toBe(200);
  return leadDetailSchema.parse(result.body);
}
async function newProspect(overrides: Record<string, unknown> = {}): Promise<Lead> {
  const result = await create({ name: 'Ada Prospect', company: 'Analytical Engines Ltd', ...overrides });
  expect(result.statusCode, JSON.stringify(result.body)).toBe(201);
  return result.body as Lead;
}
const types = (timeline: LeadActivity[]) => timeline.map((entry) => entry.type);

describe('outcome (docs/product/pipeline.md#outcome)', () => {
  it('refuses status close without an outcome with 400 and writes nothing', async () => {
    const lead = await newProspect();
    const result = await put(lead.id, { status: 'close', version: 1 });
    expect(result.statusCode).toBe(400);
    expect(result.body).toMatchObject({ details: [{ path: 'outcome', message: OUTCOME_REQUIRED_MESSAGE }] });
    expect(await detail(lead.id)).toMatchObject({ status: 'new_lead', version: 1 });
  });

  it('closes as won with the value and close date, and clears both with an entry when moved out', async () => {
    const lead = await newProspect();
    const closedAt = '2026-03-02T12:00:00.000Z';
    const won = await put(lead.id, {
      status: 'close',
      outcome: { result: 'won', value: 24_000 },
      dealClosedDate: closedAt,
      version: 1,
    });
    expect(won.statusCode, JSON.stringify(won.body)).toBe(200);
    expect(won.body).toMatchObject({
      status: 'close',
      outcome: { result: 'won', value: 24_000 },
      dealClosedDate: closedAt,
    });
    const reopened = await put(lead.id, { status: 'proposal' });
    expect(reopened.body).not.toHaveProperty('outcome');
    expect(reopened.body).not.toHaveProperty('dealClosedDate');
    const { timeline } = await detail(lead.id);
    // Newest first: each change's entries in reverse order of the change (moving to Proposal also
    // sets its date: 'lead_updated').
    expect(types(timeline).slice(0, 5)).toEqual([
      'lead_updated',
      'outcome_cleared',
      'stage_changed',
      'outcome_recorded',
      'stage_changed',
    ]);
    expect(timeline.find((entry) => entry.type === 'outcome_cleared')?.summary).toBe(
      'Outcome cleared (was Won (£24,000))',
    );
  });

  it('closes as lost with a reason and note, the close date defaulting to now', async () => {
    const lead = await newProspect();
    const before = Date.now();
    const lost = await put(lead.id, {
      status: 'close',
      outcome: { result: 'lost', reason: 'Chose another provider', note: 'Went with a larger firm' },
    });
    expect(lost.statusCode).toBe(200);
    const closed = lost.body as Lead;
    expect(Date.parse(closed.dealClosedDate ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const entry = (await detail(lead.id)).timeline.find((item) => item.type === 'outcome_recorded');
    expect(entry).toMatchObject({ summary: 'Closed as Lost: Chose another provider', text: 'Went with a larger firm' });
  });

  it('lists the outcome on the summary for the Won/Lost badge, without the note', async () => {
    const lead = await newProspect({ name: 'Listed Outcome' });
    await put(lead.id, { status: 'close', outcome: { result: 'lost', reason: 'Timing', note: 'A long story' } });
    const page = await invokeHttp(listLeads, { path: '/api/admin/leads', headers: session, query: { limit: '200' } });
    const summary = (page.body as LeadSummaryPage).items.find((item) => item.id === lead.id);
    expect(summary?.outcome).toEqual({ result: 'lost', reason: 'Timing' });
  });

  it('exports the outcome in its own CSV columns', async () => {
    const lead = await newProspect({ name: 'Exported Outcome' });
    await put(lead.id, { status: 'close', outcome: { result: 'lost', reason: 'No budget', note: 'Next year' } });
    const raw = await exportLeads(httpEvent({ path: '/api/admin/leads/export', headers: session }), lambdaContext());
    const rows: Record<string, string>[] = parse(String(raw.body).replace(/^\uFEFF/, ''), { columns: true });
    expect(rows.find((row) => row.id === lead.id)).toMatchObject({
      outcome: 'lost',
      wonValue: '',
      lostReason: 'No budget',
      lostNote: 'Next year',
    });
  });

  it('refuses an unknown lost reason or a won outcome without a value', async () => {
    const lead = await newProspect();
    for (const outcome of [{ result: 'lost', reason: 'Weather' }, { result: 'won' }, { result: 'draw' }]) {
      expect((await put(lead.id, { status: 'close', outcome })).statusCode, JSON.stringify(outcome)).toBe(400);
    }
    expect(await detail(lead.id)).toMatchObject({ version: 1 });
  });
});

describe('stage dates and planning fields (docs/product/pipeline.md#stages)', () => {
  it('sets the consultation and proposal dates on the first move into each, and keeps them after', async () => {
    const lead = await newProspect();
    const consultation = (await put(lead.id, { status: 'consultation' })).body as Lead;
    expect(consultation.consultationBookedDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const proposal = (await put(lead.id, { status: 'proposal' })).body as Lead;
    expect(proposal.proposalSentDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await put(lead.id, { status: 'consultation' });
    const again = (await put(lead.id, { status: 'proposal' })).body as Lead;
    expect(again).toMatchObject({
      consultationBookedDate: consultation.consultationBookedDate,
      proposalSentDate: proposal.proposalSentDate,
    });
  });

  it('accepts the stage dates, the next-action date and the probability in the update', async () => {
    const lead = await newProspect();
    const body = {
      consultationBookedDate: '2026-04-01T10:00:00.000Z',
      proposalSentDate: '2026-04-08',
      nextActionDate: '2026-04-15T09:30:00+01:00',
      probabilityPercent: 65,
    };
    const result = await put(lead.id, body);
    expect(result.statusCode, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject(body);
    expect((await put(lead.id, { probabilityPercent: 101 })).statusCode).toBe(400);
    expect((await put(lead.id, { nextActionDate: '2026-02-30' })).statusCode).toBe(400);
  });
});

describe('timeline (docs/product/pipeline.md#timeline)', () => {
  it('adds a call, meeting or note with 201 and returns the timeline newest first', async () => {
    const lead = await newProspect();
    const call = await addActivity(lead.id, { type: 'call', at: '2026-05-01T09:00:00.000Z', text: 'Discussed scope' });
    expect(call.statusCode).toBe(201);
    expect(call.body).toMatchObject({ type: 'call', summary: 'Call', text: 'Discussed scope', leadId: lead.id });
    await addActivity(lead.id, { type: 'note', at: '2026-05-03T14:00:00+01:00', text: 'Line one\r\nLine two' });
    await addActivity(lead.id, { type: 'meeting', at: '2026-05-02', text: 'Met at their office' });
    const { timeline, activity } = await detail(lead.id);
    expect(types(timeline)).toEqual(['lead_created', 'note', 'meeting', 'call']);
    expect(timeline.slice(1).map((entry) => [entry.type, entry.at, entry.text])).toEqual([
      ['note', '2026-05-03T13:00:00.000Z', 'Line one\nLine two'],
      ['meeting', '2026-05-02T00:00:00.000Z', 'Met at their office'],
      ['call', '2026-05-01T09:00:00.000Z', 'Discussed scope'],
    ]);
    expect(activity).toEqual(timeline);
    const times = timeline.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses invalid entries with 400 and an unknown lead with 404, writing nothing', async () => {
    const lead = await newProspect();
    for (const body of [
      { type: 'email', at: '2026-05-01', text: 'x' },
      { type: 'call', at: 'yesterday', text: 'x' },
      { type: 'call', at: '2026-05-01', text: '   ' },
      { type: 'call', at: '2026-05-01', text: 'x', colour: 'red' },
      { type: 'call', at: '2026-05-01', text: 'x'.repeat(5001) },
    ]) {
      expect((await addActivity(lead.id, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const missing = await addActivity('00000000-0000-4000-8000-000000000000', {
      type: 'note',
      at: '2026-05-01',
      text: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect(types((await detail(lead.id)).timeline)).toEqual(['lead_created']);
  });

  it('keeps the message of every visitor submission on its own entry', async () => {
    const email = 'returning@example.test';
    const lead = await createLead({ name: 'Rita Return', email, source: 'contact_form', message: 'First message' });
    for (const [id, message, returning] of [
      ['evt-1', 'First message', false],
      ['evt-2', 'Second message', true],
    ] as const) {
      const submission = parseSubmission(DETAIL_TYPES.contactSubmitted, {
        submissionId: id,
        submittedAt: returning ? '2030-01-02T10:00:00.000Z' : '2030-01-01T10:00:00.000Z',
        contact: { name: 'Rita Return', email, message },
      });
      await appendActivity(lead.id, activityOf(submission, id, returning));
    }
    const submissions = (await detail(lead.id)).timeline.filter((entry) => entry.type === 'contact_submitted');
    expect(submissions.map((entry) => entry.text)).toEqual(['Second message', 'First message']);
  });

  it('records contact edits with their old and new values', async () => {
    const lead = await newProspect({ email: 'old@engines.test' });
    await put(lead.id, { email: 'new@engines.test', phone: '+44 20 7946 0000' });
    const [entry] = (await detail(lead.id)).timeline;
    expect(entry).toMatchObject({
      type: 'contact_updated',
      details: {
        fields: {
          email: { from: 'old@engines.test', to: 'new@engines.test' },
          phone: { from: null, to: '+44 20 7946 0000' },
        },
      },
    });
  });
});

describe('undo and no backward moves (docs/product/pipeline.md#derived-stage)', () => {
  it('undoes Mark as Sent: the date cleared, an entry added, the stage kept', async () => {
    const lead = await newProspect();
    await put(lead.id, { email1SentDate: '2026-01-05T09:00:00.000Z', status: 'value_demo' });
    const undone = await put(lead.id, { email1SentDate: null });
    expect(undone.statusCode).toBe(200);
    expect(undone.body).not.toHaveProperty('email1SentDate');
    expect(undone.body).toMatchObject({ status: 'value_demo' });
    const [entry] = (await detail(lead.id)).timeline;
    expect(entry).toMatchObject({
      type: 'email_unsent',
      summary: 'Email 1 marked as not sent',
      details: { email: 1, previousSentAt: '2026-01-05T09:00:00.000Z' },
    });
  });

  it('marking Email 1 sent late keeps a Proposal lead in Proposal', async () => {
    const lead = await newProspect();
    await put(lead.id, { status: 'proposal' });
    const marked = await put(lead.id, { email1SentDate: '2026-01-06T09:00:00.000Z', status: 'value_demo' });
    expect(marked.body).toMatchObject({ status: 'proposal', email1SentDate: '2026-01-06T09:00:00.000Z' });
    expect(types((await detail(lead.id)).timeline)[0]).toBe('email_sent');
  });
});

describe('score breakdown (docs/product/leads.md#lead-score)', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a bare prospect', {}],
    ['a scored prospect', { employeeCount: '500+', companyRevenue: '£30-75M', industryType: 'Manufacturing' }],
    [
      'a prospect over the cap',
      {
        employeeCount: '500+',
        companyRevenue: '£75M+',
        industryType: 'Manufacturing',
        growthStage: 'Turnaround',
        source: 'assessment_tool',
      },
    ],
  ])('%s: the rows add up to aiScore', async (_label, fields) => {
    const lead = await newProspect(fields);
    if (_label.includes('cap')) {
      await put(lead.id, { urgency: 'Immediate', budgetAuthority: 'Yes', email1Response: 'Positive' });
    }
    const found = await detail(lead.id);
    expect(found.scoreBreakdown.reduce((sum, row) => sum + row.points, 0)).toBe(found.aiScore);
    expect(found.scoreBreakdown[0]).toMatchObject({ factor: 'Company size' });
  });
});

describe('edit-form fixes (docs/product/leads.md#prospects)', () => {
  it('keeps prospects without an email apart and lets an emptied email be claimed again', async () => {
    const first = await newProspect({ email: '' });
    const second = await newProspect();
    expect(first).not.toHaveProperty('email');
    expect(second).not.toHaveProperty('email');
    const withEmail = await newProspect({ email: 'shared@engines.test' });
    expect((await newProspect({ email: '' })).id).not.toBe(withEmail.id);
    expect((await create({ name: 'Dup', company: 'X', email: 'Shared@engines.test' })).statusCode).toBe(409);
    const cleared = await put(withEmail.id, { email: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.body).not.toHaveProperty('email');
    const { Item } = await documentDbClient().send(
      new GetCommand({ TableName: tableName(), Key: leadEmailKey('shared@engines.test') }),
    );
    expect(Item).toBeUndefined();
    expect(await findLeadByEmail('shared@engines.test')).toBeNull();
    expect((await create({ name: 'Now free', company: 'X', email: 'shared@engines.test' })).statusCode).toBe(201);
  });

  it('keeps an unknown estimated value unknown (absent, never 0)', async () => {
    const lead = await newProspect({ estimatedValueMax: 40_000 });
    expect(lead).not.toHaveProperty('estimatedValueMin');
    await put(lead.id, { estimatedValueMin: 10_000 });
    const cleared = await put(lead.id, { estimatedValueMin: null });
    expect(cleared.body).not.toHaveProperty('estimatedValueMin');
    expect(await detail(lead.id)).not.toHaveProperty('estimatedValueMin');
  });

  it('refuses a maximum below the stored minimum with 400, writing nothing', async () => {
    const lead = await newProspect({ estimatedValueMin: 20_000 });
    const result = await put(lead.id, { estimatedValueMax: 10_000, notes: 'should not land' });
    expect(result.statusCode).toBe(400);
    expect(result.body).toMatchObject({ details: [{ path: 'estimatedValueMax' }] });
    expect((await put(lead.id, { estimatedValueMin: 30_000, estimatedValueMax: 5_000 })).statusCode).toBe(400);
    const stored = await detail(lead.id);
    expect(stored).toMatchObject({ version: 1, estimatedValueMin: 20_000 });
    expect(stored).not.toHaveProperty('notes');
    expect(types(stored.timeline)).toEqual(['lead_created']);
  });
});
