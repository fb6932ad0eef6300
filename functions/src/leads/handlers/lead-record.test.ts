import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { DETAIL_TYPES } from '@meridian/shared/event-names';
import { activityOf, parseSubmission } from '@meridian/shared/leads/lead-capture';
import { describe, expect, it } from 'vitest';
import { leadEmailKey } from '../../table/keys';
import { findLeadByEmail } from '../data/leads';
import { tableName } from '../../table/table';
import { documentDbClient } from '../../lib/clients';
import { appendActivity, createLead } from '../services/leads';
import { useTestTable } from '../../testing/table';
import { timelineTypes as types, useLeadRequests } from '../testing/lead-requests';

useTestTable();
const { create, put, addActivity, detail, newProspect } = useLeadRequests();

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
