import { describe, expect, it } from 'vitest';
import {
  type AttentionInput,
  attentionFlags,
  isNotYetContacted,
  isProposalPastFollowUp,
  isStale,
  lastActivityAt,
  nextActionDue,
  proposalFollowUpDay,
  STALE_AFTER_DAYS,
} from './lead-attention';
import { STAGE_KEYS } from '../pipeline/pipeline-stages';

const at = (iso: string) => new Date(iso);

describe('nextActionDue (docs/product/pipeline.md#due-overdue-and-stale)', () => {
  it.each<[string, AttentionInput, string, 'due_today' | 'overdue' | null]>([
    ['today', { status: 'consultation', nextActionDate: '2026-11-23' }, '2026-11-23T07:30:00Z', 'due_today'],
    ['yesterday', { status: 'consultation', nextActionDate: '2026-11-22' }, '2026-11-23T07:30:00Z', 'overdue'],
    ['tomorrow', { status: 'consultation', nextActionDate: '2026-11-24' }, '2026-11-23T07:30:00Z', null],
    ['a year ago', { status: 'new_lead', nextActionDate: '2025-11-23' }, '2026-11-23T07:30:00Z', 'overdue'],
    // Spring forward: Sunday 29 March 2026.
    ['00:30 BST Monday: Monday is today', { nextActionDate: '2026-03-30' }, '2026-03-29T23:30:00Z', 'due_today'],
    ['00:30 BST Monday: Sunday is past', { nextActionDate: '2026-03-29' }, '2026-03-29T23:30:00Z', 'overdue'],
    ['23:30 BST Sunday: Sunday is today', { nextActionDate: '2026-03-29' }, '2026-03-29T22:30:00Z', 'due_today'],
    ['23:30 BST Sunday: Monday is ahead', { nextActionDate: '2026-03-30' }, '2026-03-29T22:30:00Z', null],
    ['23:30 GMT Saturday before the change', { nextActionDate: '2026-03-28' }, '2026-03-28T23:30:00Z', 'due_today'],
    // Fall back: Sunday 25 October 2026.
    ['00:30 BST Sunday: Sunday is today', { nextActionDate: '2026-10-25' }, '2026-10-24T23:30:00Z', 'due_today'],
    ['00:30 BST Sunday: Saturday is past', { nextActionDate: '2026-10-24' }, '2026-10-24T23:30:00Z', 'overdue'],
    ['23:30 GMT Sunday: still Sunday', { nextActionDate: '2026-10-25' }, '2026-10-25T23:30:00Z', 'due_today'],
    ['23:30 GMT Sunday: Monday is ahead', { nextActionDate: '2026-10-26' }, '2026-10-25T23:30:00Z', null],
    // Date-times are moved to London first.
    [
      'a UTC time that is Monday in London',
      { nextActionDate: '2026-03-29T23:15:00Z' },
      '2026-03-30T08:00:00Z',
      'due_today',
    ],
    ['an offset time on the day', { nextActionDate: '2026-03-30T00:15:00+01:00' }, '2026-03-30T16:00:00Z', 'due_today'],
    [
      'an earlier time today is due, not overdue',
      { nextActionDate: '2026-11-23T06:00:00Z' },
      '2026-11-23T15:00:00Z',
      'due_today',
    ],
    // No flag.
    ['no date', { status: 'proposal' }, '2026-11-23T07:30:00Z', null],
    ['blank date', { nextActionDate: ' ' }, '2026-11-23T07:30:00Z', null],
    ['unreadable date', { nextActionDate: 'soon' }, '2026-11-23T07:30:00Z', null],
    ['closed lead', { status: 'close', nextActionDate: '2026-11-01' }, '2026-11-23T07:30:00Z', null],
    ['legacy converted is closed', { status: 'converted', nextActionDate: '2026-11-01' }, '2026-11-23T07:30:00Z', null],
  ])('%s', (_name, lead, now, expected) => {
    expect(nextActionDue(lead, at(now))).toBe(expected);
  });
});

describe('lastActivityAt', () => {
  it.each<[string, AttentionInput, string | null]>([
    [
      'updatedAt',
      { updatedAt: '2026-11-20T09:00:00.000Z', createdAt: '2026-11-01T09:00:00.000Z' },
      '2026-11-20T09:00:00.000Z',
    ],
    [
      'a later contact date',
      { updatedAt: '2026-11-01T09:00:00.000Z', lastContactDate: '2026-11-21' },
      '2026-11-21T00:00:00.000Z',
    ],
    [
      'a later submission',
      { updatedAt: '2026-11-01T09:00:00.000Z', latestSubmissionAt: '2026-11-22T10:00:00.000Z' },
      '2026-11-22T10:00:00.000Z',
    ],
    [
      'createdAt when the others are unreadable',
      { updatedAt: 'x', createdAt: '2026-11-02T00:00:00.000Z' },
      '2026-11-02T00:00:00.000Z',
    ],
    ['nothing readable', { updatedAt: '' }, null],
  ])('%s', (_name, lead, expected) => {
    const result = lastActivityAt(lead);
    expect(result === null ? null : new Date(result).toISOString()).toBe(expected);
  });
});

describe('isStale (docs/product/pipeline.md#stale-limits)', () => {
  const MONDAY = '2026-11-23T07:30:00Z';
  it.each<[string, AttentionInput, string, boolean]>([
    [
      'new lead, 3 days quiet (Friday to Monday)',
      { status: 'new_lead', updatedAt: '2026-11-20T09:00:00Z' },
      MONDAY,
      false,
    ],
    ['new lead, 4 days quiet', { status: 'new_lead', updatedAt: '2026-11-19T23:59:00Z' }, MONDAY, true],
    ['initial contact, 7 days', { status: 'initial_contact', updatedAt: '2026-11-16T08:00:00Z' }, MONDAY, false],
    ['initial contact, 8 days', { status: 'initial_contact', updatedAt: '2026-11-15T08:00:00Z' }, MONDAY, true],
    [
      'legacy contacted counts as initial contact',
      { status: 'contacted', updatedAt: '2026-11-15T08:00:00Z' },
      MONDAY,
      true,
    ],
    ['value demo, 8 days', { status: 'value_demo', updatedAt: '2026-11-15T08:00:00Z' }, MONDAY, true],
    ['assessment offer, 14 days', { status: 'assessment_offer', updatedAt: '2026-11-09T08:00:00Z' }, MONDAY, false],
    ['assessment offer, 15 days', { status: 'assessment_offer', updatedAt: '2026-11-08T08:00:00Z' }, MONDAY, true],
    ['consultation, 15 days', { status: 'consultation', updatedAt: '2026-11-08T08:00:00Z' }, MONDAY, true],
    ['proposal, 10 days', { status: 'proposal', updatedAt: '2026-11-13T08:00:00Z' }, MONDAY, false],
    ['proposal, 11 days', { status: 'proposal', updatedAt: '2026-11-12T08:00:00Z' }, MONDAY, true],
    ['close never', { status: 'close', updatedAt: '2020-01-01T00:00:00Z' }, MONDAY, false],
    [
      'a future next action holds it off',
      { status: 'new_lead', updatedAt: '2026-11-01T00:00:00Z', nextActionDate: '2026-11-24' },
      MONDAY,
      false,
    ],
    [
      'a next action today does not',
      { status: 'new_lead', updatedAt: '2026-11-01T00:00:00Z', nextActionDate: '2026-11-23' },
      MONDAY,
      true,
    ],
    [
      'a recent contact date resets it',
      { status: 'new_lead', updatedAt: '2026-11-01T00:00:00Z', lastContactDate: '2026-11-22' },
      MONDAY,
      false,
    ],
    [
      'a recent visitor submission resets it',
      { status: 'new_lead', updatedAt: '2026-11-01T00:00:00Z', latestSubmissionAt: '2026-11-22T18:00:00Z' },
      MONDAY,
      false,
    ],
    ['no readable time', { status: 'new_lead', updatedAt: 'never' }, MONDAY, false],
    // Spring forward: last activity Thursday 26 March (GMT), limit 3 for a new lead.
    [
      'Sunday 23:30 BST: 3 London days',
      { status: 'new_lead', updatedAt: '2026-03-26T23:30:00Z' },
      '2026-03-29T22:30:00Z',
      false,
    ],
    [
      'Monday 00:30 BST: 4 London days',
      { status: 'new_lead', updatedAt: '2026-03-26T23:30:00Z' },
      '2026-03-29T23:30:00Z',
      true,
    ],
    // Fall back: now Sunday 25 October 23:30 GMT.
    [
      'activity 00:30 BST Thursday 22nd: 3 days',
      { status: 'new_lead', updatedAt: '2026-10-21T23:30:00Z' },
      '2026-10-25T23:30:00Z',
      false,
    ],
    [
      'activity 23:30 BST Wednesday 21st: 4 days',
      { status: 'new_lead', updatedAt: '2026-10-21T22:30:00Z' },
      '2026-10-25T23:30:00Z',
      true,
    ],
  ])('%s', (_name, lead, now, expected) => {
    expect(isStale(lead, at(now))).toBe(expected);
  });

  it('has a limit for every stage, none for Close', () => {
    for (const stage of STAGE_KEYS) expect(Object.hasOwn(STALE_AFTER_DAYS, stage)).toBe(true);
    expect(STALE_AFTER_DAYS.close).toBeNull();
  });
});

describe('proposal follow-up (docs/product/pipeline.md#proposal-follow-up)', () => {
  it.each<[string, string, string | null]>([
    ['sent on a Friday', '2026-11-13T10:00:00Z', '2026-11-20'],
    ['sent on a Monday', '2026-11-16T10:00:00Z', '2026-11-23'],
    ['sent on a Saturday', '2026-11-14T10:00:00Z', '2026-11-20'],
    ['sent 00:30 BST Saturday (Friday in UTC)', '2026-10-23T23:30:00Z', '2026-10-30'],
    ['sent as a plain day', '2026-11-13', '2026-11-20'],
    ['unreadable', 'later', null],
  ])('proposalFollowUpDay: %s', (_name, proposalSentDate, expected) => {
    expect(proposalFollowUpDay({ proposalSentDate })).toBe(expected);
  });

  it.each<[string, AttentionInput, string, boolean]>([
    [
      'on the follow-up day',
      { status: 'proposal', proposalSentDate: '2026-11-13T10:00:00Z' },
      '2026-11-20T16:00:00Z',
      false,
    ],
    [
      'the business day after',
      { status: 'proposal', proposalSentDate: '2026-11-13T10:00:00Z' },
      '2026-11-23T07:30:00Z',
      true,
    ],
    [
      'Saturday after a BST-Saturday send',
      { status: 'proposal', proposalSentDate: '2026-10-23T23:30:00Z' },
      '2026-10-31T09:00:00Z',
      true,
    ],
    [
      'Friday after a BST-Saturday send',
      { status: 'proposal', proposalSentDate: '2026-10-23T23:30:00Z' },
      '2026-10-30T23:30:00Z',
      false,
    ],
    [
      'a future next action says when',
      { status: 'proposal', proposalSentDate: '2026-11-02T10:00:00Z', nextActionDate: '2026-11-25' },
      '2026-11-23T07:30:00Z',
      false,
    ],
    [
      'an overdue next action does not',
      { status: 'proposal', proposalSentDate: '2026-11-02T10:00:00Z', nextActionDate: '2026-11-20' },
      '2026-11-23T07:30:00Z',
      true,
    ],
    ['not in Proposal', { status: 'close', proposalSentDate: '2026-11-02T10:00:00Z' }, '2026-11-23T07:30:00Z', false],
    ['no sent date', { status: 'proposal' }, '2026-11-23T07:30:00Z', false],
  ])('isProposalPastFollowUp: %s', (_name, lead, now, expected) => {
    expect(isProposalPastFollowUp(lead, at(now))).toBe(expected);
  });
});

describe('attentionFlags', () => {
  const NOW = at('2026-11-23T07:30:00Z');
  it.each<[string, AttentionInput, string[]]>([
    [
      'overdue and stale',
      { status: 'new_lead', nextActionDate: '2026-11-10', updatedAt: '2026-11-01T00:00:00Z' },
      ['overdue', 'stale'],
    ],
    [
      'due today, recently active',
      { status: 'consultation', nextActionDate: '2026-11-23', updatedAt: '2026-11-22T00:00:00Z' },
      ['due_today'],
    ],
    ['stale only', { status: 'value_demo', updatedAt: '2026-11-01T00:00:00Z' }, ['stale']],
    ['nothing', { status: 'value_demo', updatedAt: '2026-11-22T00:00:00Z', nextActionDate: '2026-12-01' }, []],
  ])('%s', (_name, lead, expected) => {
    expect(attentionFlags(lead, NOW)).toEqual(expected);
  });
});

describe('isNotYetContacted (docs/product/admin.md#crm-screens)', () => {
  it.each<[string, AttentionInput, boolean]>([
    ['new lead', { status: 'new_lead' }, true],
    ['legacy new', { status: 'new' }, true],
    ['new lead with Email 1 marked sent', { status: 'new_lead', email1SentDate: '2026-11-20T10:00:00Z' }, true],
    ['initial contact, no email sent', { status: 'initial_contact' }, true],
    ['initial contact, blank dates', { status: 'initial_contact', email1SentDate: '', email2SentDate: ' ' }, true],
    ['initial contact, Email 1 sent', { status: 'initial_contact', email1SentDate: '2026-11-20T10:00:00Z' }, false],
    ['initial contact, only Email 3 sent', { status: 'initial_contact', email3SentDate: '2026-11-20' }, false],
    ['legacy contacted, no email', { status: 'contacted' }, true],
    ['value demo', { status: 'value_demo' }, false],
    ['close', { status: 'close' }, false],
    ['no status and no dates: derived New Lead', {}, true],
  ])('%s', (_name, lead, expected) => {
    expect(isNotYetContacted(lead)).toBe(expected);
  });
});
