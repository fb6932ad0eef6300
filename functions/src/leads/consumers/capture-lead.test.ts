import { randomUUID } from 'node:crypto';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { computeAssessmentResult } from '@meridian/shared/assessment/assessment';
import type { LeadCapturedDetail } from '@meridian/shared/events';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/event-names';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { findLeadByEmail, getLeadWithActivity } from '../data/leads';
import { EventInProgressError } from '../../table/processed-events';
import { assessmentAnswers, eventBridgeEvent } from '../../testing/events';
import { lambdaContext } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler } from './capture-lead';

useTestTable();
const eventBridge = mockClient(EventBridgeClient);
afterAll(() => eventBridge.restore());
beforeEach(() => {
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-1' }] });
});

const unique = () => Math.random().toString(36).slice(2, 10);
const published = (): LeadCapturedDetail[] =>
  eventBridge.commandCalls(PutEventsCommand).map((call) => {
    const entry = call.args[0].input.Entries?.[0];
    expect(entry).toMatchObject({
      Source: EVENT_SOURCES.leads,
      DetailType: DETAIL_TYPES.leadCaptured,
      EventBusName: 'meridian-test',
    });
    return JSON.parse(entry?.Detail ?? '{}') as LeadCapturedDetail;
  });

function contactEvent(email: string, overrides: Record<string, unknown> = {}, id?: string) {
  return eventBridgeEvent(
    DETAIL_TYPES.contactSubmitted,
    {
      submissionId: `sub-${unique()}`,
      submittedAt: new Date().toISOString(),
      contact: {
        name: 'Jane Doe',
        email,
        company: 'Acme Ltd',
        phone: '+44 20 7946 0000',
        message: 'We need help with our plan.',
        ...overrides,
      },
    },
    EVENT_SOURCES.website,
    id,
  );
}

function assessmentEvent(email: string) {
  const answers = assessmentAnswers((id) => (id % 4) + 1);
  const r = computeAssessmentResult(answers);
  return eventBridgeEvent(
    DETAIL_TYPES.assessmentSubmitted,
    {
      submissionId: `sub-${unique()}`,
      submittedAt: new Date().toISOString(),
      submission: {
        email,
        assessmentType: 'strategic_readiness',
        score: r.percentage,
        category: r.category,
        results: {
          percentage: r.percentage,
          category: r.category,
          description: r.description,
          recommendations: r.recommendations,
        },
        answers,
      },
      computed: {
        percentage: r.percentage,
        category: r.category,
        description: r.description,
        recommendations: r.recommendations,
        sectionScores: r.sectionScores,
      },
    },
    EVENT_SOURCES.website,
  );
}

/** Delivers like EventBridge: retries a delivery that failed (e.g. in progress elsewhere) with back-off. */
async function deliver(event: Parameters<typeof handler>[0], attempts = 20) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await handler(event, lambdaContext());
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
    }
  }
}

describe('capture-lead', () => {
  it('creates a new lead with defaults, score, one timeline entry, and publishes LeadCaptured', async () => {
    const email = `new.${unique()}@example.com`;
    const outcome = await handler(contactEvent(email), lambdaContext());
    expect(outcome.status).toBe('captured');
    const lead = await findLeadByEmail(email);
    expect(lead).toMatchObject({
      name: 'Jane Doe',
      company: 'Acme Ltd',
      source: 'contact_form',
      status: 'new_lead',
      priorityScore: 5,
      probabilityPercent: 25,
      version: 1,
    });
    // unknown size 5 + unknown revenue 5 + other industry 10 + contact_form 8 = 28.
    expect(lead?.aiScore).toBe(28);
    const { activity } = await getLeadWithActivity(lead!.id);
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      type: 'contact_submitted',
      details: { message: 'We need help with our plan.' },
    });
    expect(published()).toEqual([
      expect.objectContaining({
        leadId: lead!.id,
        isReturning: false,
        source: 'contact_form',
        aiScore: 28,
        submissionType: 'contact',
      }),
    ]);
  });

  it('records a returning email in any case on the known lead, with a second timeline entry', async () => {
    const email = `back.${unique()}@example.com`;
    await handler(contactEvent(email), lambdaContext());
    await handler(contactEvent(email.toUpperCase(), { message: 'Second message, please call me.' }), lambdaContext());
    const lead = await findLeadByEmail(email);
    expect(lead).toMatchObject({
      version: 2,
      message: 'We need help with our plan.',
      latestMessage: 'Second message, please call me.',
    });
    expect((await getLeadWithActivity(lead!.id)).activity).toHaveLength(2);
    expect(published().map((d) => d.isReturning)).toEqual([false, true]);
  });

  it('never overwrites what staff see from a returning visitor: the submission goes to the timeline, flagged unverified', async () => {
    const email = `again.${unique()}@example.com`;
    const first = contactEvent(email);
    await handler(first, lambdaContext());
    const second = contactEvent(email, {
      name: 'Someone Else',
      company: 'Evil Corp',
      phone: '+1 555 0100',
      message: 'Please send the proposal to my new address.',
    });
    await handler(second, lambdaContext());
    const lead = await findLeadByEmail(email);
    expect(lead).toMatchObject({
      name: 'Jane Doe',
      company: 'Acme Ltd',
      phone: '+44 20 7946 0000',
      message: 'We need help with our plan.',
      latestMessage: 'Please send the proposal to my new address.',
      latestSubmissionAt: second.detail.submittedAt,
      returningUnverified: true,
    });
    const [newest, oldest] = (await getLeadWithActivity(lead!.id)).activity;
    expect(oldest).toMatchObject({
      id: first.detail.submissionId,
      details: { message: 'We need help with our plan.' },
    });
    expect(oldest?.details).not.toHaveProperty('unverified');
    expect(newest).toMatchObject({
      id: second.detail.submissionId,
      type: 'contact_submitted',
      summary: 'Contact form submitted (returning visitor, unverified)',
      details: {
        message: 'Please send the proposal to my new address.',
        company: 'Evil Corp',
        phone: '+1 555 0100',
        returning: true,
        unverified: true,
      },
    });
    expect(published().at(-1)).toMatchObject({
      isReturning: true,
      lead: { name: 'Jane Doe', company: 'Acme Ltd' },
      contact: { company: 'Evil Corp' },
    });
  });

  it('stores assessment results on the lead and scores the assessment source', async () => {
    const email = `assess.${unique()}@example.com`;
    const event = assessmentEvent(email);
    await handler(event, lambdaContext());
    const lead = await findLeadByEmail(email);
    expect(lead?.source).toBe('assessment_tool');
    expect(lead?.metadata?.assessmentResults).toMatchObject({
      percentage: event.detail.computed.percentage,
      category: event.detail.computed.category,
    });
    expect(Object.keys(lead?.metadata?.assessmentResults?.sectionScores ?? {})).toHaveLength(4);
    expect(lead?.aiScore).toBe(5 + 5 + 10 + 15);
    // A later contact form fills in the real name.
    await handler(contactEvent(email, { name: 'Real Name' }), lambdaContext());
    expect((await findLeadByEmail(email))?.name).toBe('Real Name');
  });

  it('is idempotent: the same event twice yields one lead, one entry, one LeadCaptured', async () => {
    const email = `dup.${unique()}@example.com`;
    const event = contactEvent(email);
    expect((await handler(event, lambdaContext())).status).toBe('captured');
    expect((await handler(event, lambdaContext())).status).toBe('duplicate');
    const lead = await findLeadByEmail(email);
    expect(lead?.version).toBe(1);
    expect((await getLeadWithActivity(lead!.id)).activity).toHaveLength(1);
    expect(published()).toHaveLength(1);
  });

  it('captures a submission published twice under two event ids once: no second entry, not "returning"', async () => {
    const email = `republished.${unique()}@example.com`;
    const first = contactEvent(email);
    const again = { ...first, id: randomUUID() };
    expect((await handler(first, lambdaContext())).status).toBe('captured');
    expect((await handler(again, lambdaContext())).status).toBe('duplicate');
    const lead = await findLeadByEmail(email);
    const { activity } = await getLeadWithActivity(lead!.id);
    expect(activity).toHaveLength(1);
    expect(activity[0]?.id).toBe(first.detail.submissionId);
    expect(activity[0]?.summary).not.toContain('returning');
    expect(published()).toHaveLength(1);
  });

  it('is idempotent under concurrent delivery of one event', async () => {
    const email = `conc.${unique()}@example.com`;
    const event = contactEvent(email);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => deliver(event)));
    expect(outcomes.filter((o) => o.status === 'captured')).toHaveLength(1);
    const lead = await findLeadByEmail(email);
    expect((await getLeadWithActivity(lead!.id)).activity).toHaveLength(1);
    expect(published()).toHaveLength(1);
  });

  it('makes a concurrent duplicate fail as in progress (so it is retried)', async () => {
    const email = `prog.${unique()}@example.com`;
    const event = contactEvent(email);
    const results = await Promise.allSettled([handler(event, lambdaContext()), handler(event, lambdaContext())]);
    const rejected = results.filter((r) => r.status === 'rejected');
    for (const r of rejected) expect(r.reason).toBeInstanceOf(EventInProgressError);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
  });

  it('merges two different submissions for one new email, arriving together, into one lead', async () => {
    const email = `two.${unique()}@example.com`;
    await Promise.all([deliver(contactEvent(email)), deliver(assessmentEvent(email))]);
    const lead = await findLeadByEmail(email);
    expect(lead?.version).toBe(2);
    expect((await getLeadWithActivity(lead!.id)).activity).toHaveLength(2);
  });

  it('fails when LeadCaptured is not accepted, and the retry publishes once without a second entry', async () => {
    const email = `retry.${unique()}@example.com`;
    const event = contactEvent(email);
    eventBridge
      .on(PutEventsCommand)
      .resolvesOnce({ FailedEntryCount: 1, Entries: [{ ErrorCode: 'InternalFailure', ErrorMessage: 'boom' }] })
      .resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-2' }] });
    await expect(handler(event, lambdaContext())).rejects.toThrow();
    expect(await handler(event, lambdaContext())).toMatchObject({ status: 'captured' });
    expect(await handler(event, lambdaContext())).toEqual({ status: 'duplicate' });
    const lead = await findLeadByEmail(email);
    expect(lead?.version).toBe(1);
    expect((await getLeadWithActivity(lead!.id)).activity).toHaveLength(1);
    expect(published()).toHaveLength(2); // the rejected attempt, then the accepted one
  });

  it('rejects a malformed event detail without storing anything', async () => {
    const email = `bad.${unique()}@example.com`;
    await expect(
      handler(
        eventBridgeEvent(DETAIL_TYPES.contactSubmitted, { contact: { email } }, EVENT_SOURCES.website),
        lambdaContext(),
      ),
    ).rejects.toThrow();
    expect(await findLeadByEmail(email)).toBeNull();
    expect(published()).toHaveLength(0);
  });
});
