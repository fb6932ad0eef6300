import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import type { Lead } from '@meridian/shared/leads/lead';
import { londonDay } from '@meridian/shared/london-day';
import { DEFAULT_DAILY_SEND_CAP } from '@meridian/shared/outreach/limits';
import { stepScheduleName } from '@meridian/shared/outreach/sequence-steps';
import { beforeAll, describe, expect, it } from 'vitest';
import { getLead, replaceLeadPlan } from '../../leads/records';
import { updateLead } from '../../leads/services/leads';
import { listTasksOfLead } from '../../tasks/data/tasks';
import { commitPlan } from '../../table/write-plan';
import { leadDetailAs, mailTo, newOutreachLead, sendAs, type Staff } from '../../testing/outreach';
import { updateStaffUser } from '../../staff-auth/data/staff-users';
import { signedInStaff } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { countSendStep } from '../data/outreach-emails';
import { changeSequence } from './sequence';
import type { DueStep } from './sequence-schedule';
import { runSequenceStep } from './sequence-step';
import { mockSchedulerForEachTest } from '../../testing/scheduler';

/**
 * The due steps of the outreach sequence (docs/product/outreach.md#the-sequence) against DynamoDB
 * Local and the SES emulator, with the Scheduler mocked: the schedule put on a send, the step run
 * once however often it is delivered.
 */

useTestTable();

const scheduler = mockSchedulerForEachTest();

let owner: Staff;
beforeAll(async () => {
  owner = await signedInStaff('consultant');
});
const actor = () => ({ id: owner.user.id, role: owner.user.role });

const puts = () => scheduler.commandCalls(CreateScheduleCommand).map((call) => call.args[0].input);
const deletes = () => scheduler.commandCalls(DeleteScheduleCommand).map((call) => call.args[0].input.Name);

/** A lead of `owner` whose Email 1 went out from the CRM: its sequence runs with Email 2 due. */
async function leadAfterEmail1(by: Staff = owner): Promise<{ lead: Lead; due: DueStep }> {
  const created = await newOutreachLead({ ownerId: by.user.id });
  const answer = await sendAs(by, created.id, { templateId: 'email1', subject: 'Hello', text: 'Hi {{firstName}}' });
  expect(answer.statusCode).toBe(201);
  const lead = await getLead(created.id);
  const dueAt = lead.outreachSequence?.nextDueAt ?? '';
  return { lead, due: { leadId: lead.id, step: 2, dueAt } };
}

describe('the schedule of the due step', () => {
  it('is put after Email 1 at its due time and named on the lead', async () => {
    const { lead, due } = await leadAfterEmail1();
    const name = stepScheduleName(lead.id, 2);
    expect(lead.outreachSequence).toMatchObject({ status: 'running', nextStep: 2, scheduleName: name });
    const [put, ...more] = puts();
    expect(more).toHaveLength(0);
    expect(put).toMatchObject<Partial<CreateScheduleCommandInput>>({
      Name: name,
      GroupName: 'meridian-outreach-steps',
      ScheduleExpression: `at(${due.dueAt.slice(0, 19)})`,
      ScheduleExpressionTimezone: 'UTC',
      ActionAfterCompletion: 'DELETE',
    });
    expect(JSON.parse(put?.Target?.Input ?? '{}')).toMatchObject({ 'detail-type': 'OutreachStepDue', detail: due });
  });

  it('failing does not lose the send: the email is recorded and the lead names the schedule', async () => {
    scheduler.on(CreateScheduleCommand).rejects(new Error('Scheduler unavailable'));
    const { lead } = await leadAfterEmail1();
    expect(lead.email1SentDate).toBeDefined();
    expect(lead.outreachSequence).toMatchObject({ status: 'running', nextStep: 2 });
    expect(await mailTo(lead.email ?? '')).toHaveLength(1);
  });

  it('is put again when staff set the mode (the repair of a failed put)', async () => {
    const { lead } = await leadAfterEmail1();
    scheduler.resetHistory();
    await changeSequence(lead.id, { mode: 'review' }, actor());
    expect(puts().map((input) => input.Name)).toEqual([stepScheduleName(lead.id, 2)]);
  });

  it('is deleted by a staff stop, and by a move to Consultation', async () => {
    const stopped = await leadAfterEmail1();
    await changeSequence(stopped.lead.id, { stop: true }, actor());
    expect(deletes()).toEqual([stepScheduleName(stopped.lead.id, 2)]);

    scheduler.resetHistory();
    const moved = await leadAfterEmail1();
    const detail = await leadDetailAs(owner, moved.lead.id);
    await updateLead(moved.lead.id, { status: 'consultation' }, { expectedVersion: detail.version });
    expect(deletes()).toEqual([stepScheduleName(moved.lead.id, 2)]);
    expect((await getLead(moved.lead.id)).outreachSequence).toMatchObject({
      status: 'stopped',
      stoppedReason: 'stage',
    });
  });
});

describe('a due step in review mode', () => {
  it('adds one review task for the owner, however often it is delivered', async () => {
    const { lead, due } = await leadAfterEmail1();
    const first = await runSequenceStep(due);
    const again = await runSequenceStep(due);
    expect(first).toMatchObject({ status: 'task', created: true });
    expect(again).toEqual({ status: 'duplicate' });
    const { tasks } = await listTasksOfLead(lead.id);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      title: 'Send Email 2 to Ada Lovelace — ready to review and send',
      assigneeId: owner.user.id,
      state: 'open',
      link: `/admin/leads/${lead.id}/email?template=email2`,
      createdBy: 'outreach-sequence',
    });
    expect(await mailTo(lead.email ?? '')).toHaveLength(1);
  });

  it('adds no task for a lead without an owner', async () => {
    const { lead, due } = await leadAfterEmail1();
    await updateLead(lead.id, { ownerId: null });
    expect(await runSequenceStep(due)).toEqual({ status: 'skipped', reason: 'no-owner' });
    expect((await listTasksOfLead(lead.id)).tasks).toHaveLength(0);
  });
});

describe('a due step in automatic mode', () => {
  it('sends the step once as the owner, however often it is delivered, and schedules the next', async () => {
    const { lead, due } = await leadAfterEmail1();
    await changeSequence(lead.id, { mode: 'automatic' }, actor());
    scheduler.resetHistory();
    const outcomes = await Promise.allSettled([runSequenceStep(due), runSequenceStep(due)]);
    const again = await runSequenceStep(due);
    const sent = outcomes.filter((o) => o.status === 'fulfilled' && o.value.status === 'sent');
    expect(sent).toHaveLength(1);
    expect(again).toEqual({ status: 'duplicate' });
    const mails = await mailTo(lead.email ?? '');
    expect(mails).toHaveLength(2);
    const after = await getLead(lead.id);
    expect(after.email2SentDate).toBeDefined();
    expect(after.outreachSequence).toMatchObject({ mode: 'automatic', status: 'running', nextStep: 3 });
    expect(puts().map((input) => input.Name)).toEqual([stepScheduleName(lead.id, 3)]);
    expect(deletes()).toEqual([stepScheduleName(lead.id, 2)]);
  });

  it('a run whose next step could not be scheduled fails; its retry puts it without sending again', async () => {
    const { lead, due } = await leadAfterEmail1();
    await changeSequence(lead.id, { mode: 'automatic' }, actor());
    scheduler.on(CreateScheduleCommand).rejects(new Error('Scheduler unavailable'));
    await expect(runSequenceStep(due)).rejects.toThrow(/not scheduled/);
    expect(await mailTo(lead.email ?? '')).toHaveLength(2);

    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:schedule' });
    scheduler.resetHistory();
    expect(await runSequenceStep(due)).toEqual({ status: 'rescheduled' });
    expect(puts().map((input) => input.Name)).toEqual([stepScheduleName(lead.id, 3)]);
    expect(await mailTo(lead.email ?? '')).toHaveLength(2);
    expect(await runSequenceStep(due)).toEqual({ status: 'duplicate' });
  });

  it('falls back to a review task saying why when the owner reached the daily cap', async () => {
    const busy = await signedInStaff('consultant');
    const { lead, due } = await leadAfterEmail1(busy);
    await changeSequence(lead.id, { mode: 'automatic' }, { id: busy.user.id, role: busy.user.role });
    const day = londonDay(new Date()) ?? '';
    for (let i = 1; i < DEFAULT_DAILY_SEND_CAP; i += 1) await commitPlan([countSendStep(busy.user.id, day, 0)]);
    const outcome = await runSequenceStep(due);
    expect(outcome).toMatchObject({ status: 'task', notSent: "the owner's daily limit of emails was reached" });
    const { tasks } = await listTasksOfLead(lead.id);
    expect(tasks[0]?.title).toContain('(not sent automatically: the owner');
    expect(await mailTo(lead.email ?? '')).toHaveLength(1);
  });

  it('uses the owner’s own cap: an owner capped at 1 a day who sent Email 1 gets the review task', async () => {
    const capped = await signedInStaff('consultant');
    await updateStaffUser(capped.user.id, { dailySendCap: 1 }, capped.user, Date.now());
    const { lead, due } = await leadAfterEmail1(capped);
    await changeSequence(lead.id, { mode: 'automatic' }, { id: capped.user.id, role: capped.user.role });
    const outcome = await runSequenceStep(due);
    expect(outcome).toMatchObject({ status: 'task', notSent: "the owner's daily limit of emails was reached" });
    expect(await mailTo(lead.email ?? '')).toHaveLength(1);
  });
});

describe('stop rules when the step fires', () => {
  it('stops a sequence whose lead moved to Close, with a timeline entry, and sends nothing', async () => {
    const { lead, due } = await leadAfterEmail1();
    // A change that skips the stop rule of the write path: the stored lead in Close, still running.
    const before = await getLead(lead.id);
    await commitPlan(replaceLeadPlan(before, { ...before, status: 'close', version: before.version + 1 }));
    expect(await runSequenceStep(due)).toEqual({ status: 'stopped', reason: 'closed' });
    const detail = await leadDetailAs(owner, lead.id);
    expect(detail.outreachSequence).toMatchObject({ status: 'stopped', stoppedReason: 'closed' });
    expect(detail.activity.some((entry) => entry.summary.includes('stopped before Email 2: The lead was closed'))).toBe(
      true,
    );
    expect((await listTasksOfLead(lead.id)).tasks).toHaveLength(0);
  });

  it('does nothing when the sequence stopped, or the lead is gone', async () => {
    const { lead, due } = await leadAfterEmail1();
    await changeSequence(lead.id, { stop: true }, actor());
    expect(await runSequenceStep(due)).toEqual({ status: 'skipped', reason: 'not-due' });
    expect(await runSequenceStep({ ...due, leadId: 'no-such-lead' })).toEqual({
      status: 'skipped',
      reason: 'lead-gone',
    });
    expect((await listTasksOfLead(lead.id)).tasks).toHaveLength(0);
  });
});
