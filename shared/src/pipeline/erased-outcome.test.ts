import { describe, expect, it } from 'vitest';
import type { LeadRuleInput } from '../leads/lead';
import { dashboardMetrics } from './dashboard';
import { type ErasedOutcome, erasedOutcomeOf, erasedOutcomeSchema } from './erased-outcome';
import { outcomeMetrics } from './outcome-metrics';

const ERASED_AT = '2025-03-10T12:00:00.000Z';
const PERSON = {
  id: 'lead-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Engines Ltd',
  phone: '+44 20 7946 0000',
  message: 'Call me',
  source: 'linkedin',
  createdAt: '2025-01-02T09:00:00.000Z',
  updatedAt: '2025-03-01T09:00:00.000Z',
} as const satisfies LeadRuleInput;

describe('what an erasure keeps of a lead (docs/product/privacy.md#erasure)', () => {
  it.each<[string, LeadRuleInput, ErasedOutcome | null]>([
    [
      'a lost deal: its reason, source, stage and dates, not its note',
      { ...PERSON, status: 'close', outcome: { result: 'lost', reason: 'Price', note: 'Ada said too dear' } },
      {
        result: 'lost',
        reason: 'Price',
        stage: 'close',
        source: 'linkedin',
        closedAt: PERSON.updatedAt,
        createdAt: PERSON.createdAt,
        erasedAt: ERASED_AT,
      },
    ],
    [
      'a won deal: its value, closed on its deal date',
      {
        ...PERSON,
        status: 'close',
        dealClosedDate: '2025-02-20T00:00:00.000Z',
        outcome: { result: 'won', value: 25_000 },
      },
      {
        result: 'won',
        value: 25_000,
        stage: 'close',
        source: 'linkedin',
        closedAt: '2025-02-20T00:00:00.000Z',
        createdAt: PERSON.createdAt,
        erasedAt: ERASED_AT,
      },
    ],
    ['an open lead: nothing', { ...PERSON, status: 'proposal' }, null],
    ['a Close lead without an outcome (older data): nothing', { ...PERSON, status: 'close' }, null],
    [
      'an outcome on an open lead (older data): nothing',
      { ...PERSON, status: 'proposal', outcome: { result: 'won', value: 1 } },
      null,
    ],
  ])('%s', (_label, lead, kept) => {
    const result = erasedOutcomeOf(lead, ERASED_AT);
    expect(result).toEqual(kept);
    if (result) expect(erasedOutcomeSchema.parse(result)).toEqual(result);
    const text = JSON.stringify(result);
    for (const personal of ['Ada', 'ada@example.com', 'Engines', '7946', 'Call me', 'lead-1']) {
      expect(text).not.toContain(personal);
    }
  });
});

describe('the win rate counts the outcomes kept of erased leads (docs/product/dashboard.md#win-rate)', () => {
  const won = { ...PERSON, status: 'close', outcome: { result: 'won', value: 10_000 } } as const;
  const lost = { ...PERSON, status: 'close', outcome: { result: 'lost', reason: 'Timing' } } as const;

  it('erasing a lost lead leaves the win rate at 50%, not 100%', () => {
    expect(outcomeMetrics([won, lost]).winRate).toBe(50);
    expect(outcomeMetrics([won]).winRate).toBe(100);
    const kept = erasedOutcomeOf(lost, ERASED_AT);
    if (!kept) throw new Error('no outcome kept');
    const after = outcomeMetrics([won], [kept]);
    expect(after).toEqual(outcomeMetrics([won, lost]));
    expect(after).toMatchObject({ won: 1, lost: 1, winRate: 50 });
    expect(after.bySource.linkedin).toEqual({ won: 1, lost: 1 });
    expect(after.lostReasons.Timing).toBe(1);
  });

  it('counts an erased won deal in won revenue and, closed this month, in the revenue goal', () => {
    const kept = erasedOutcomeOf({ ...won, dealClosedDate: '2025-03-02T00:00:00.000Z' }, ERASED_AT);
    if (!kept) throw new Error('no outcome kept');
    const metrics = dashboardMetrics([], new Date(ERASED_AT), [kept]);
    expect(metrics.revenue.wonRevenue).toBe(10_000);
    expect(metrics.monthlyGoals.revenue.actual).toBe(10_000);
    expect(metrics.outcomes).toMatchObject({ won: 1, lost: 0, winRate: 100 });
  });
});
