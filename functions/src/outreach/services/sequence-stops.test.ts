import { randomUUID } from 'node:crypto';
import { DeleteScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { BOOKING_DETAIL_TYPES } from '@meridian/shared/booking/booking-event-names';
import type { SesFeedbackDetail } from '@meridian/shared/email/email-feedback';
import type { Lead } from '@meridian/shared/leads/lead';
import { stepScheduleName } from '@meridian/shared/outreach/sequence-steps';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordBookingOnLead } from '../../booking/services/booking-lead';
import { suppressFromFeedback } from '../../email/services/email-feedback';
import { getLead } from '../../leads/records';
import { newOutreachLead, sendAs, type Staff } from '../../testing/outreach';
import { signedInStaff } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import type { OutreachSequence } from '@meridian/shared/outreach/sequence-state';
import { optOutByToken, optOutLinksOf } from './opt-out';
import { cancelStepSchedule } from './sequence-schedule';

/**
 * Every stop deletes the due step's schedule (docs/product/outreach.md#stopping): the opt-out link,
 * a booking, a bounce; against DynamoDB Local with the Scheduler mocked (the staff stop and the
 * stage move are in sequence-step.test.ts). The reply function applies the same rule to the
 * sequence before and after its write (the table below).
 */

useTestTable();
const scheduler = mockClient(SchedulerClient);
afterAll(() => scheduler.restore());
beforeEach(() => {
  scheduler.reset();
  scheduler.resolves({});
});

let owner: Staff;
beforeAll(async () => {
  owner = await signedInStaff('consultant');
});

/** A lead whose Email 1 went out: its sequence runs with Email 2 due. */
async function runningLead(): Promise<Lead> {
  const created = await newOutreachLead({ ownerId: owner.user.id });
  const answer = await sendAs(owner, created.id, { templateId: 'email1', subject: 'Hello', text: 'Hi' });
  expect(answer.statusCode).toBe(201);
  scheduler.resetHistory();
  return created;
}

const deletes = () => scheduler.commandCalls(DeleteScheduleCommand).map((call) => call.args[0].input);

async function expectStopped(lead: Lead, reason: string): Promise<void> {
  expect((await getLead(lead.id)).outreachSequence).toMatchObject({ status: 'stopped', stoppedReason: reason });
  expect(deletes()).toEqual([{ Name: stepScheduleName(lead.id, 2), GroupName: 'meridian-outreach-steps' }]);
}

describe('a stop deletes the due step’s schedule', () => {
  it('the opt-out link', async () => {
    const lead = await runningLead();
    const token = new URL(optOutLinksOf(lead.id, 'https://www.meridian.test', new Date()).page).searchParams.get(
      'token',
    );
    await optOutByToken(token ?? '');
    await expectStopped(lead, 'opted-out');
  });

  it('a consultation booked by the visitor', async () => {
    const lead = await runningLead();
    const now = new Date().toISOString();
    const start = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const booking = {
      id: randomUUID(),
      start,
      end: new Date(Date.parse(start) + 1_800_000).toISOString(),
      status: 'booked' as const,
      sequence: 0,
      name: lead.name,
      email: lead.email ?? '',
      message: 'Looking forward to it.',
      createdAt: now,
      updatedAt: now,
    };
    await recordBookingOnLead(randomUUID(), BOOKING_DETAIL_TYPES.booked, { booking });
    await expectStopped(lead, 'booked');
  });

  it('a permanent bounce of the lead’s address', async () => {
    const lead = await runningLead();
    const email = lead.email ?? '';
    const detail = {
      eventType: 'Bounce',
      mail: { timestamp: new Date().toISOString(), messageId: `m-${randomUUID()}`, destination: [email] },
      bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: [{ emailAddress: email }] },
    } as SesFeedbackDetail;
    await suppressFromFeedback(randomUUID(), detail, new Date().toISOString());
    await expectStopped(lead, 'bounced');
  });
});

describe('which schedule a change deletes (the rule every stop applies, the reply function too)', () => {
  const ID = randomUUID();
  const due = '2026-11-30T09:00:00.000Z';
  const at2: OutreachSequence = { mode: 'review', status: 'running', nextStep: 2, nextDueAt: due };
  const at3: OutreachSequence = { ...at2, nextStep: 3 };
  const replied: OutreachSequence = { mode: 'review', status: 'stopped', stoppedReason: 'replied', stoppedAt: due };

  it.each<[string, OutreachSequence | undefined, OutreachSequence | undefined, string[]]>([
    ['a reply stops a running step: its schedule goes', at2, replied, [stepScheduleName(ID, 2)]],
    ['Email 2 sent: the step-2 schedule goes', at2, at3, [stepScheduleName(ID, 2)]],
    [
      'Email 3 finishes it: the step-3 schedule goes',
      at3,
      { mode: 'review', status: 'finished' },
      [stepScheduleName(ID, 3)],
    ],
    ['a change that leaves the step running deletes nothing', at2, { ...at2, mode: 'automatic' }, []],
    ['a stopped sequence has no schedule', replied, replied, []],
    ['no sequence, nothing', undefined, undefined, []],
  ])('%s', async (_, before, after, deleted) => {
    expect(await cancelStepSchedule(ID, before, after)).toBe(true);
    expect(deletes().map((input) => input.Name)).toEqual(deleted);
  });

  it('a failed delete is reported, not thrown: the change stands', async () => {
    scheduler.on(DeleteScheduleCommand).rejects(new Error('Scheduler unavailable'));
    expect(await cancelStepSchedule(ID, at2, replied)).toBe(false);
  });
});
