import { describe, expect, it } from 'vitest';
import type { Lead } from '../leads/lead';
import { sequenceAfterSend } from './sequence';
import {
  dueStepKey,
  dueStepStopReason,
  dueStepTaskId,
  isDueStep,
  stepComposePath,
  stepScheduleName,
  stepTaskTitle,
  withStepScheduleName,
} from './sequence-steps';
import type { OutreachSequence } from './sequence-state';

const LEAD_ID = '0b7c3f5e-2d41-4a8e-9c1f-6e2d9a7b3c10';
const DUE = '2026-11-30T09:00:00.000Z';
const RUNNING: OutreachSequence = { mode: 'review', status: 'running', nextStep: 2, nextDueAt: DUE };
const HOUR_MS = 3_600_000;

describe('when a step is due (docs/product/outreach.md#the-sequence)', () => {
  it.each<[string, string, 1 | 2, number]>([
    ['Email 2 across the late-October change (BST to GMT)', '2026-10-23T09:00:00.000Z', 1, 72],
    ['Email 3 across the late-October change', '2026-10-22T16:30:00.000Z', 2, 96],
    ['Email 2 across the late-March change (GMT to BST)', '2027-03-26T09:00:00.000Z', 1, 72],
    ['Email 3 across the late-March change', '2027-03-25T23:30:00.000Z', 2, 96],
    ['Email 2 with no change', '2026-11-27T09:00:00.000Z', 1, 72],
  ])('%s: exactly $3 hours later in UTC', (_, sentAt, step, hours) => {
    const before: OutreachSequence | undefined = step === 1 ? undefined : { ...RUNNING, nextDueAt: sentAt };
    const after = sequenceAfterSend(before, step, sentAt);
    expect(after?.nextDueAt).toBeDefined();
    expect((Date.parse(after?.nextDueAt ?? '') - Date.parse(sentAt)) / HOUR_MS).toBe(hours);
  });

  it.each<[string, OutreachSequence | undefined, 2 | 3, string, boolean]>([
    ['the running step at its due time', RUNNING, 2, DUE, true],
    ['another step (staff sent Email 2 already)', { ...RUNNING, nextStep: 3 }, 2, DUE, false],
    ['another due time (a stale schedule)', RUNNING, 2, '2026-11-29T09:00:00.000Z', false],
    ['a stopped sequence', { mode: 'review', status: 'stopped', stoppedReason: 'replied' }, 2, DUE, false],
    ['a finished sequence', { mode: 'automatic', status: 'finished' }, 3, DUE, false],
    ['no sequence (the lead was erased and made again)', undefined, 2, DUE, false],
  ])('isDueStep: %s → %s', (_, sequence, step, dueAt, due) => {
    expect(isDueStep(sequence, step, dueAt)).toBe(due);
  });
});

describe('the schedule of a step', () => {
  it('is named after the lead and the step, within 64 characters', () => {
    expect(stepScheduleName(LEAD_ID, 2)).toBe(`outreach-step-${LEAD_ID}-2`);
    expect(stepScheduleName(LEAD_ID, 3).length).toBeLessThanOrEqual(64);
  });

  it.each(['x'.repeat(60), 'a/b', 'a b'])('refuses a lead id that makes no valid name: %s', (id) => {
    expect(() => stepScheduleName(id, 2)).toThrow(/No schedule name/);
  });

  it('is recorded on a running sequence only', () => {
    expect(withStepScheduleName(LEAD_ID, RUNNING)?.scheduleName).toBe(`outreach-step-${LEAD_ID}-2`);
    const finished: OutreachSequence = { mode: 'review', status: 'finished' };
    expect(withStepScheduleName(LEAD_ID, finished)).toBe(finished);
    expect(withStepScheduleName(LEAD_ID, undefined)).toBeUndefined();
  });

  it('keys, task ids and links are the same for every delivery of one step, different for another', () => {
    expect(dueStepKey(LEAD_ID, 2, DUE)).toBe(dueStepKey(LEAD_ID, 2, DUE));
    expect(dueStepKey(LEAD_ID, 3, DUE)).not.toBe(dueStepKey(LEAD_ID, 2, DUE));
    expect(dueStepTaskId(LEAD_ID, 2, DUE)).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
    expect(dueStepTaskId(LEAD_ID, 2, DUE)).not.toBe(dueStepTaskId(LEAD_ID, 2, '2026-12-01T09:00:00.000Z'));
    expect(stepComposePath(LEAD_ID, 3)).toBe(`/admin/leads/${LEAD_ID}/email?template=email3`);
  });
});

describe('stop rules checked when a step fires (docs/product/outreach.md#stopping)', () => {
  const lead = (change: Record<string, unknown>) =>
    ({
      id: LEAD_ID,
      name: 'Ada Lovelace',
      status: 'value_demo',
      outreachSequence: RUNNING,
      ...change,
    }) as unknown as Lead;

  it.each<[string, Record<string, unknown>, string | undefined]>([
    ['a lead in the outreach stages goes ahead', {}, undefined],
    ['opted out', { doNotEmail: { at: DUE, reason: 'opted-out' } }, 'opted-out'],
    ['bounced', { doNotEmail: { at: DUE, reason: 'bounced' } }, 'bounced'],
    ['complained', { doNotEmail: { at: DUE, reason: 'complained' } }, 'complained'],
    ['in Consultation', { status: 'consultation' }, 'stage'],
    ['in Proposal', { status: 'proposal' }, 'stage'],
    ['in Close', { status: 'close' }, 'closed'],
    ['do not email wins over the stage', { status: 'close', doNotEmail: { at: DUE, reason: 'bounced' } }, 'bounced'],
  ])('%s → %s', (_, change, reason) => {
    expect(dueStepStopReason(lead(change))).toBe(reason);
  });
});

describe('the review task title', () => {
  it('names the step and the lead', () => {
    expect(stepTaskTitle('Ada Lovelace', 2)).toBe('Send Email 2 to Ada Lovelace — ready to review and send');
  });

  it('says why an automatic send did not go out, within 200 characters for a long name', () => {
    const title = stepTaskTitle('A'.repeat(190), 3, 'the daily limit was reached');
    expect(title.length).toBeLessThanOrEqual(200);
    expect(title).toMatch(
      /^Send Email 3 to A+… — ready to review and send \(not sent automatically: the daily limit was reached\)$/,
    );
  });
});
