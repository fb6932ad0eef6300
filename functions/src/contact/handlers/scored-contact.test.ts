import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { ScoreBreakdownRow } from '@meridian/shared/leads/lead-score';
import { missingScoreInputs } from '@meridian/shared/leads/missing-score-inputs';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/event-names';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findLeadByEmail } from '../../leads/data/leads';
import { handler as captureLead } from '../../leads/consumers/capture-lead';
import { handler as getLead } from '../../leads/handlers/get-lead';
import { handler as updateLead } from '../../leads/handlers/update-lead';
import { eventBridgeEvent } from '../../testing/events';
import { invokeHttp, lambdaContext } from '../../testing/http-events';
import { staffHeaders } from '../../testing/staff';
import { itemsHolding } from '../../testing/table-contents';
import { useTestTable } from '../../testing/table';
import { handler as postContact } from './post-contact';

/**
 * The scoring inputs of the contact form end to end on the server (docs/product/leads.md#scoring-inputs):
 * `POST /api/contact` validates them, the `capture-lead` consumer stores them on the lead and
 * scores the lead by them, and a staff edit that fills another input re-scores it.
 */

const tableName = useTestTable();
const eventBridge = mockClient(EventBridgeClient);
afterAll(() => eventBridge.restore());
beforeEach(() => {
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-1' }] });
});
let session: Record<string, string>;
beforeAll(async () => {
  session = await staffHeaders();
});

const unique = () => Math.random().toString(36).slice(2, 10);
const contact = (email: string) => ({
  name: 'Jane Doe',
  email,
  message: 'Interim COO needed urgently, please call me.',
});

/** Sends the contact form and delivers what it published to the lead capture, as the bus would. */
async function sendContact(body: Record<string, unknown>) {
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-1' }] });
  const res = await invokeHttp(postContact, { path: '/api/contact', body });
  const entries = eventBridge.commandCalls(PutEventsCommand).map((call) => call.args[0].input.Entries?.[0]);
  for (const entry of entries) {
    expect(entry?.DetailType).toBe(DETAIL_TYPES.contactSubmitted);
    const event = eventBridgeEvent(
      DETAIL_TYPES.contactSubmitted,
      JSON.parse(entry?.Detail ?? '{}'),
      EVENT_SOURCES.website,
    );
    expect((await captureLead(event, lambdaContext())).status).toBe('captured');
  }
  return res;
}

const detailOf = async (id: string) =>
  (
    await invokeHttp(getLead, {
      path: `/api/admin/leads/${id}`,
      routePath: '/api/admin/leads/{id}',
      pathParameters: { id },
      headers: session,
    })
  ).body as { aiScore: number; scoreBreakdown: ScoreBreakdownRow[] };

describe('POST /api/contact with company size, industry and urgency', () => {
  it('stores them on the new lead, in New Lead, scored by them: 10 + 5 + 20 + 8 + 15 = 58', async () => {
    const email = `scored.${unique()}@example.com`;
    const res = await sendContact({
      ...contact(email),
      employeeCount: '50-150',
      industryType: 'Manufacturing',
      urgency: 'Immediate',
    });
    expect(res.statusCode).toBe(202);
    const lead = await findLeadByEmail(email);
    expect(lead).toMatchObject({
      status: 'new_lead',
      source: 'contact_form',
      employeeCount: '50-150',
      industryType: 'Manufacturing',
      urgency: 'Immediate',
      aiScore: 58,
    });
    const detail = await detailOf(lead!.id);
    expect(detail.scoreBreakdown.reduce((sum, row) => sum + row.points, 0)).toBe(58);
    expect(missingScoreInputs(detail.scoreBreakdown)).toEqual(['revenue', 'budget authority', 'growth stage']);
  });

  it('without them the lead scores the floors (28) and names every input as unknown', async () => {
    const email = `plain.${unique()}@example.com`;
    expect((await sendContact(contact(email))).statusCode).toBe(202);
    const lead = await findLeadByEmail(email);
    expect(lead).toMatchObject({ status: 'new_lead', aiScore: 28 });
    expect(lead).not.toHaveProperty('employeeCount');
    expect(missingScoreInputs((await detailOf(lead!.id)).scoreBreakdown)).toEqual([
      'company size',
      'revenue',
      'industry',
      'urgency',
      'budget authority',
      'growth stage',
    ]);
  });

  it('a returning visitor keeps the stored inputs unless new ones are given', async () => {
    const email = `again.${unique()}@example.com`;
    await sendContact({ ...contact(email), employeeCount: '500+', industryType: 'Technology', urgency: 'Low' });
    await sendContact({ ...contact(email), urgency: 'Immediate' });
    // 25 + 5 + 10 + 8 + 15
    expect(await findLeadByEmail(email)).toMatchObject({
      employeeCount: '500+',
      industryType: 'Technology',
      urgency: 'Immediate',
      aiScore: 63,
    });
  });

  it.each([
    ['a size outside the list', { employeeCount: '1-10' }, 'employeeCount'],
    ['an industry outside the list', { industryType: 'Mining' }, 'industryType'],
    ['an urgency outside the list', { urgency: 'ASAP' }, 'urgency'],
    ['an empty size', { employeeCount: '' }, 'employeeCount'],
    ['a null industry', { industryType: null }, 'industryType'],
  ])('%s is a 400 JSON error that publishes and stores nothing', async (_, bad, path) => {
    const email = `bad.${unique()}@example.com`;
    const res = await sendContact({ ...contact(email), employeeCount: '50-150', ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ error: expect.any(String), details: [expect.objectContaining({ path })] });
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
    expect(await findLeadByEmail(email)).toBeNull();
    expect(await itemsHolding(tableName, email)).toEqual([]);
  });
});

describe('staff filling an input re-scores the lead (PUT /api/admin/leads/{id})', () => {
  it('the score and the unknown inputs follow the fields staff fill and clear', async () => {
    const email = `staff.${unique()}@example.com`;
    await sendContact({ ...contact(email), urgency: 'Medium' });
    const lead = await findLeadByEmail(email);
    expect(lead?.aiScore).toBe(5 + 5 + 10 + 8 + 10);
    const put = (body: Record<string, unknown>) =>
      invokeHttp(updateLead, {
        method: 'PUT',
        path: `/api/admin/leads/${lead!.id}`,
        routePath: '/api/admin/leads/{id}',
        pathParameters: { id: lead!.id },
        body,
        headers: session,
      });
    const filled = await put({
      companyRevenue: '£30-75M',
      employeeCount: '150-300',
      industryType: 'Facility Services',
    });
    expect(filled.body).toMatchObject({ aiScore: 15 + 20 + 20 + 8 + 10 });
    expect(missingScoreInputs((await detailOf(lead!.id)).scoreBreakdown)).toEqual(['budget authority', 'growth stage']);
    const cleared = await put({ industryType: null });
    expect(cleared.body).toMatchObject({ aiScore: 15 + 20 + 10 + 8 + 10 });
    const detail = await detailOf(lead!.id);
    expect(detail.aiScore).toBe(63);
    expect(missingScoreInputs(detail.scoreBreakdown)).toEqual(['industry', 'budget authority', 'growth stage']);
  });
});
