import { parse } from 'csv-parse/sync';
import type { Lead, LeadSummaryPage } from '@meridian/shared/leads/lead';
import { OUTCOME_REQUIRED_MESSAGE } from '@meridian/shared/leads/lead-outcome';
import { describe, expect, it } from 'vitest';
import { httpEvent, invokeHttp, lambdaContext } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { timelineTypes as types, useLeadRequests } from '../testing/lead-requests';
import { handler as exportLeads } from './export-leads';
import { handler as listLeads } from './list-leads';

useTestTable();
const { session, put, detail, newProspect } = useLeadRequests();

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
    const page = await invokeHttp(listLeads, { path: '/api/admin/leads', headers: session(), query: { limit: '200' } });
    const summary = (page.body as LeadSummaryPage).items.find((item) => item.id === lead.id);
    expect(summary?.outcome).toEqual({ result: 'lost', reason: 'Timing' });
  });

  it('exports the outcome in its own CSV columns', async () => {
    const lead = await newProspect({ name: 'Exported Outcome' });
    await put(lead.id, { status: 'close', outcome: { result: 'lost', reason: 'No budget', note: 'Next year' } });
    const raw = await exportLeads(httpEvent({ path: '/api/admin/leads/export', headers: session() }), lambdaContext());
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
