import { describe, expect, it } from 'vitest';
import type { Lead } from '../leads/lead';
import {
  withSequenceStoppedByChange,
  NO_SEQUENCE_MESSAGE,
  NOT_RUNNING_MESSAGE,
  sequenceAfterSend,
  sequenceAfterStaffChange,
  sequenceUpdateSchema,
} from './sequence';
import type { OutreachSequence } from './sequence-state';

const SENT = '2026-11-27T09:00:00.000Z';
const RUNNING_2: OutreachSequence = {
  mode: 'automatic',
  status: 'running',
  nextStep: 2,
  nextDueAt: '2026-11-30T09:00:00.000Z',
  scheduleName: 'x',
};
const RUNNING_3: OutreachSequence = {
  mode: 'review',
  status: 'running',
  nextStep: 3,
  nextDueAt: '2026-12-04T09:00:00.000Z',
};
const STOPPED: OutreachSequence = { mode: 'review', status: 'stopped', stoppedReason: 'replied', stoppedAt: SENT };

describe('sequenceAfterSend', () => {
  it.each<[string, OutreachSequence | undefined, 1 | 2 | 3 | undefined, OutreachSequence | undefined]>([
    [
      'Email 1 starts it in review mode, Email 2 due 3 days later',
      undefined,
      1,
      { mode: 'review', status: 'running', nextStep: 2, nextDueAt: '2026-11-30T09:00:00.000Z' },
    ],
    [
      'Email 2 makes Email 3 due 4 days later, keeping the mode',
      RUNNING_2,
      2,
      { mode: 'automatic', status: 'running', nextStep: 3, nextDueAt: '2026-12-01T09:00:00.000Z' },
    ],
    ['Email 3 finishes it', RUNNING_3, 3, { mode: 'review', status: 'finished' }],
    ['a free email does not move it', RUNNING_2, undefined, RUNNING_2],
    ['a stopped sequence stays stopped', STOPPED, 2, STOPPED],
    ['Email 2 without a sequence starts none', undefined, 2, undefined],
    ['Email 1 again leaves a running sequence as it is', RUNNING_2, 1, RUNNING_2],
    [
      'a finished sequence stays finished',
      { mode: 'review', status: 'finished' },
      1,
      { mode: 'review', status: 'finished' },
    ],
  ])('%s', (_, current, step, expected) => {
    expect(sequenceAfterSend(current, step, SENT)).toEqual(expected);
  });
});

describe('sequenceAfterStaffChange', () => {
  it.each<[string, OutreachSequence | undefined, { mode: 'review' | 'automatic' } | { stop: true }, unknown]>([
    [
      'switches a running sequence to automatic',
      RUNNING_3,
      { mode: 'automatic' },
      { ok: true, sequence: { ...RUNNING_3, mode: 'automatic' } },
    ],
    [
      'keeps a stopped sequence stopped when the mode changes',
      STOPPED,
      { mode: 'automatic' },
      { ok: true, sequence: { ...STOPPED, mode: 'automatic' } },
    ],
    [
      'stops a running sequence, dropping its due step and schedule',
      RUNNING_2,
      { stop: true },
      {
        ok: true,
        sequence: { mode: 'automatic', status: 'stopped', stoppedReason: 'stopped-by-staff', stoppedAt: SENT },
      },
    ],
    ['refuses a stop of a stopped sequence', STOPPED, { stop: true }, { ok: false, message: NOT_RUNNING_MESSAGE }],
    [
      'refuses any change without a sequence',
      undefined,
      { mode: 'review' },
      { ok: false, message: NO_SEQUENCE_MESSAGE },
    ],
  ])('%s', (_, current, update, expected) => {
    expect(sequenceAfterStaffChange(current, update, SENT)).toEqual(expected);
  });

  it.each([
    [{ mode: 'automatic' }, true],
    [{ stop: true }, true],
    [{ mode: 'fast' }, false],
    [{ stop: false }, false],
    [{ mode: 'review', stop: true }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(sequenceUpdateSchema.safeParse(body).success).toBe(valid);
  });
});

describe('withSequenceStoppedByChange', () => {
  const lead = (status: string, outreachSequence: OutreachSequence | null = RUNNING_2) =>
    ({ id: 'l', name: 'Ada', status, ...(outreachSequence ? { outreachSequence } : {}) }) as unknown as Lead;
  const stopped = (reason: string) => ({
    mode: 'automatic',
    status: 'stopped',
    stoppedReason: reason,
    stoppedAt: SENT,
  });

  it.each<[string, Lead, boolean, unknown]>([
    ['a booking stops it', lead('initial_contact'), true, stopped('booked')],
    ['a move to Consultation stops it', lead('consultation'), false, stopped('stage')],
    ['a move to Proposal stops it', lead('proposal'), false, stopped('stage')],
    ['a move to Close stops it as closed', lead('close'), false, stopped('closed')],
    ['a move within the outreach stages leaves it running', lead('value_demo'), false, RUNNING_2],
    ['a stopped sequence stays as it was', lead('close', STOPPED), false, STOPPED],
    ['no sequence stays none', lead('close', null), true, undefined],
  ])('%s', (_, after, booked, expected) => {
    expect(withSequenceStoppedByChange(after, SENT, booked).outreachSequence).toEqual(expected);
  });
});
