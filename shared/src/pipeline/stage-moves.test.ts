import { describe, expect, it } from 'vitest';
import { VALUE_ORDER_MESSAGE } from '../leads/estimated-value';
import type { Lead } from '../leads/lead';
import type { LeadChanges } from '../leads/lead-changes';
import { OUTCOME_NEEDS_CLOSE_MESSAGE, OUTCOME_REQUIRED_MESSAGE } from '../leads/lead-outcome';
import { markEmailSentUpdate, undoEmailSentUpdate } from './pipeline';
import { adminChangeOf, isBackwardMove } from './stage-moves';

const NOW = '2026-03-02T10:00:00.000Z';
const EARLIER = '2026-02-01T09:00:00.000Z';
const WON = { result: 'won', value: 18_000 } as const;

const lead = (fields: Partial<Lead> = {}): Lead => ({
  id: 'l1',
  name: 'Ann',
  source: 'linkedin',
  status: 'initial_contact',
  priorityScore: 5,
  probabilityPercent: 25,
  aiScore: 25,
  version: 1,
  createdAt: EARLIER,
  updatedAt: EARLIER,
  ...fields,
});

describe('adminChangeOf: stage dates (docs/product/pipeline.md#stages)', () => {
  it.each<[string, Partial<Lead>, LeadChanges, LeadChanges]>([
    ['into Consultation sets the booked date', {}, { status: 'consultation' }, { consultationBookedDate: NOW }],
    ['into Proposal sets the sent date', {}, { status: 'proposal' }, { proposalSentDate: NOW }],
    [
      'into Close sets the close date',
      {},
      { status: 'close', outcome: WON },
      { status: 'close', outcome: WON, dealClosedDate: NOW },
    ],
    [
      'a stored date is kept',
      { consultationBookedDate: EARLIER },
      { status: 'consultation' },
      { status: 'consultation' },
    ],
    [
      'a date sent with the move is kept',
      {},
      { status: 'proposal', proposalSentDate: EARLIER },
      { status: 'proposal', proposalSentDate: EARLIER },
    ],
    ['no move, no date', { status: 'consultation' }, { status: 'consultation' }, { status: 'consultation' }],
    [
      'out of Close clears the outcome and the close date',
      { status: 'close', outcome: WON, dealClosedDate: EARLIER },
      { status: 'proposal' },
      { status: 'proposal', outcome: null, dealClosedDate: null, proposalSentDate: NOW },
    ],
  ])('%s', (_, stored, changes, expected) => {
    expect(adminChangeOf(lead(stored), changes, NOW)).toEqual({
      ok: true,
      changes: expect.objectContaining({ ...changes, ...expected }),
    });
  });
});

describe('adminChangeOf: outcome (docs/product/pipeline.md#outcome)', () => {
  it.each<[string, Partial<Lead>, LeadChanges, string | null]>([
    ['Close without an outcome', {}, { status: 'close' }, OUTCOME_REQUIRED_MESSAGE],
    ['Close with a win', {}, { status: 'close', outcome: WON }, null],
    ['Close with a loss', {}, { status: 'close', outcome: { result: 'lost', reason: 'Price' } }, null],
    ['clearing the outcome in Close', { status: 'close', outcome: WON }, { outcome: null }, OUTCOME_REQUIRED_MESSAGE],
    ['status Close again, outcome stored', { status: 'close', outcome: WON }, { status: 'close' }, null],
    ['legacy Close lead without outcome, notes only', { status: 'close' }, { notes: 'n' }, null],
    ['an outcome outside Close', {}, { outcome: WON }, OUTCOME_NEEDS_CLOSE_MESSAGE],
    [
      'leaving Close with a new outcome',
      { status: 'close', outcome: WON },
      { status: 'proposal', outcome: WON },
      OUTCOME_NEEDS_CLOSE_MESSAGE,
    ],
  ])('%s', (_, stored, changes, message) => {
    const result = adminChangeOf(lead(stored), changes, NOW);
    if (message === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, issues: [{ path: 'outcome', message }] });
  });
});

describe('adminChangeOf: estimated value range against the stored lead', () => {
  it.each<[Partial<Lead>, LeadChanges, boolean]>([
    [{ estimatedValueMin: 20_000 }, { estimatedValueMax: 10_000 }, false],
    [{ estimatedValueMax: 10_000 }, { estimatedValueMin: 20_000 }, false],
    [{ estimatedValueMin: 20_000 }, { estimatedValueMax: 20_000 }, true],
    [{ estimatedValueMin: 20_000, estimatedValueMax: 30_000 }, { estimatedValueMin: null }, true],
    [{ estimatedValueMin: 20_000 }, { estimatedValueMax: 0 }, true],
  ])('stored %o, change %o -> ordered %s', (stored, changes, ordered) => {
    const result = adminChangeOf(lead(stored), changes, NOW);
    expect(result.ok).toBe(ordered);
    if (!result.ok) expect(result.issues).toEqual([{ path: 'estimatedValueMax', message: VALUE_ORDER_MESSAGE }]);
  });
});

describe('the derived stage never moves backwards (docs/product/pipeline.md#derived-stage)', () => {
  it.each<[Lead['status'], 1 | 2 | 3, Lead['status']]>([
    ['new_lead', 1, 'value_demo'],
    ['initial_contact', 1, 'value_demo'],
    ['value_demo', 1, 'value_demo'],
    ['assessment_offer', 1, 'assessment_offer'],
    ['proposal', 1, 'proposal'],
    ['consultation', 2, 'consultation'],
    ['value_demo', 2, 'assessment_offer'],
    ['proposal', 3, 'proposal'],
  ])('a lead in %s marked email %i sent stays at or after it: %s', (status, email, expected) => {
    const stored = lead({ status, ...(status === 'close' ? { outcome: WON } : {}) });
    // A client that ignores the rule and always sends the email's status.
    const naive = markEmailSentUpdate(email, new Date(NOW));
    const result = adminChangeOf(stored, naive, NOW);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.changes.status ?? stored.status).toBe(expected);
    // The client-side rule leaves the backward status out already.
    const update = markEmailSentUpdate(email, new Date(NOW), stored);
    expect('status' in update ? update.status : stored.status).toBe(expected);
  });

  it('a plain stage move backwards stays possible', () => {
    expect(isBackwardMove(lead({ status: 'proposal' }), 'value_demo')).toBe(true);
    expect(adminChangeOf(lead({ status: 'proposal' }), { status: 'value_demo' }, NOW)).toEqual({
      ok: true,
      changes: { status: 'value_demo' },
    });
  });

  it('undoing Mark as Sent clears only the date', () => {
    expect(undoEmailSentUpdate(1)).toEqual({ email1SentDate: null });
    expect(undoEmailSentUpdate(2)).toEqual({ email2SentDate: null });
    expect(undoEmailSentUpdate(3)).toEqual({ email3SentDate: null });
    expect(adminChangeOf(lead({ email2SentDate: EARLIER }), undoEmailSentUpdate(2), NOW)).toEqual({
      ok: true,
      changes: { email2SentDate: null },
    });
  });
});
