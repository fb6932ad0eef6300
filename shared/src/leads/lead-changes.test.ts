import { describe, expect, it } from 'vitest';
import type { Lead } from './lead';
import { activitiesForChange, applyLeadChanges, buildNewLead, formerEmailsOf } from './lead-changes';

const NOW = '2026-01-01T00:00:00.000Z';
const LATER = '2026-01-02T00:00:00.000Z';

const base: Lead = {
  id: 'l1',
  name: 'Ann',
  source: 'linkedin',
  status: 'initial_contact',
  priorityScore: 5,
  probabilityPercent: 25,
  aiScore: 25,
  version: 1,
  createdAt: NOW,
  updatedAt: NOW,
};

describe('buildNewLead', () => {
  it.each<[string, Parameters<typeof buildNewLead>[0], Partial<Lead>]>([
    [
      'defaults status, priority and probability',
      { name: 'A', source: 'contact_form' },
      { status: 'new_lead', priorityScore: 5, probabilityPercent: 25 },
    ],
    [
      'keeps a given status, priority and probability',
      { name: 'B', source: 'linkedin', status: 'value_demo', priorityScore: 9, probabilityPercent: 40 },
      { status: 'value_demo', priorityScore: 9, probabilityPercent: 40 },
    ],
    // 500+ 25, revenue unknown 5, Manufacturing 20, contact_form 8 = 58.
    [
      'scores the lead',
      { name: 'C', source: 'contact_form', employeeCount: '500+', industryType: 'Manufacturing' },
      { aiScore: 58 },
    ],
  ])('%s', (_, input, expected) => {
    const lead = buildNewLead(input, 'id-1', NOW);
    expect(lead).toMatchObject({ ...expected, id: 'id-1', version: 1, createdAt: NOW, updatedAt: NOW });
  });

  it('refuses an invalid lead', () => {
    expect(() => buildNewLead({ name: '', source: 'linkedin' }, 'id', NOW)).toThrow();
  });
});

describe('applyLeadChanges', () => {
  it.each<[string, Parameters<typeof applyLeadChanges>[1], Partial<Lead>, string[]]>([
    ['sets a field and re-scores', { urgency: 'Immediate' }, { urgency: 'Immediate', aiScore: 40 }, []],
    ['clears a field with null', { phone: null }, {}, ['phone']],
    ['ignores undefined', { notes: undefined }, { name: 'Ann' }, ['notes']],
  ])('%s; version + 1, updatedAt moved, createdAt kept', (_, changes, expected, absent) => {
    const after = applyLeadChanges({ ...base, phone: '0123' }, changes, LATER);
    expect(after).toMatchObject({ ...expected, id: 'l1', version: 2, createdAt: NOW, updatedAt: LATER });
    for (const field of absent) expect(after).not.toHaveProperty(field);
  });

  it('refuses a change that makes the lead invalid', () => {
    expect(() => applyLeadChanges(base, { priorityScore: 11 }, LATER)).toThrow();
  });
});

describe('activitiesForChange', () => {
  it('names stage moves, emails sent, responses and other edits', () => {
    const after: Lead = {
      ...base,
      status: 'value_demo',
      email1SentDate: '2026-01-02T00:00:00.000Z',
      email1Response: 'Positive',
      notes: 'hi',
      aiScore: 28,
      version: 2,
    };
    expect(activitiesForChange(base, after).map((entry) => entry.type)).toEqual([
      'stage_changed',
      'email_sent',
      'email_response',
      'lead_updated',
    ]);
    expect(activitiesForChange(base, after).at(-1)?.details).toMatchObject({
      fields: ['notes'],
      aiScore: { from: 25, to: 28 },
    });
  });

  it.each<[string, Partial<Lead>, string[]]>([
    ['nothing but the version', { version: 2, updatedAt: 'later' }, []],
    ['a stage move', { status: 'value_demo' }, ['stage_changed']],
    ['an email marked sent', { email2SentDate: LATER }, ['email_sent']],
    ['a response', { email3Response: 'Positive' }, ['email_response']],
    ['two plain fields', { notes: 'n', location: 'Leeds' }, ['lead_updated']],
  ])('%s', (_, change, types) => {
    expect(activitiesForChange(base, { ...base, ...change }).map((entry) => entry.type)).toEqual(types);
  });

  it('summarises the stage move with labels and the fields by name', () => {
    const [move, edit] = activitiesForChange(base, { ...base, status: 'value_demo', notes: 'n' });
    expect(move?.details).toEqual({ from: 'initial_contact', to: 'value_demo' });
    expect(move?.summary).toMatch(/^Moved from .+ to .+$/);
    expect(edit).toMatchObject({ summary: 'Updated notes', details: { fields: ['notes'] } });
  });

  it.each<[string, Partial<Lead>, Partial<Lead>, string[]]>([
    ['an email unmarked', { email1SentDate: LATER }, { email1SentDate: undefined }, ['email_unsent']],
    ['a contact field', {}, { phone: '+44 20 7946 0000', email: 'new@example.test' }, ['contact_updated']],
    [
      'a win with its close date',
      { status: 'proposal' },
      { status: 'close', outcome: { result: 'won', value: 12_000 }, dealClosedDate: LATER },
      ['stage_changed', 'outcome_recorded'],
    ],
    [
      'a move out of Close',
      { status: 'close', outcome: { result: 'lost', reason: 'Price' }, dealClosedDate: LATER },
      { status: 'proposal', outcome: undefined, dealClosedDate: undefined },
      ['stage_changed', 'outcome_cleared'],
    ],
  ])('records %s', (_, from, to, types) => {
    const before = { ...base, ...from };
    expect(activitiesForChange(before, { ...before, ...to }).map((entry) => entry.type)).toEqual(types);
  });

  it('keeps the old and new contact values and the lost note as the entry text', () => {
    const [contact] = activitiesForChange(base, { ...base, name: 'Ann Other', phone: '+44 1' });
    expect(contact).toMatchObject({
      summary: 'Contact details updated: name, phone',
      details: { fields: { name: { from: 'Ann', to: 'Ann Other' }, phone: { from: null, to: '+44 1' } } },
    });
    const lost = activitiesForChange(
      { ...base, status: 'close' },
      { ...base, status: 'close', outcome: { result: 'lost', reason: 'Timing', note: 'Back in spring' } },
    );
    expect(lost).toEqual([
      expect.objectContaining({ type: 'outcome_recorded', summary: 'Closed as Lost: Timing', text: 'Back in spring' }),
    ]);
    const won = activitiesForChange(
      { ...base, status: 'close' },
      { ...base, status: 'close', outcome: { result: 'won', value: 12_500 } },
    );
    expect(won[0]?.summary).toBe('Closed as Won (£12,500)');
  });
});

describe('former addresses (docs/product/privacy.md#erasure)', () => {
  it.each<[string | undefined, string[] | undefined, (string | undefined)[], string[] | undefined]>([
    ['a@x.example', undefined, [undefined], undefined],
    ['a@x.example', undefined, ['A@X.example'], undefined],
    ['new@x.example', undefined, ['Old@X.example'], ['old@x.example']],
    ['new@x.example', ['old@x.example'], ['OLD@x.example', ' b@x.example '], ['old@x.example', 'b@x.example']],
    [undefined, ['old@x.example'], ['c@x.example'], ['old@x.example', 'c@x.example']],
    ['old@x.example', ['old@x.example', 'b@x.example'], [], ['b@x.example']],
  ])('current %o, had %o, adding %o → %o', (current, had, added, expected) => {
    expect(formerEmailsOf(current, had, added)).toEqual(expected);
  });

  it('keeps an address edited away, and drops it again when the lead takes it back', () => {
    const withEmail = { ...base, email: 'ann@x.example' };
    const moved = applyLeadChanges(withEmail, { email: 'ann@y.example' }, LATER);
    expect(moved.formerEmails).toEqual(['ann@x.example']);
    const unchanged = applyLeadChanges(moved, { company: 'Acme' }, LATER);
    expect(unchanged.formerEmails).toEqual(['ann@x.example']);
    const back = applyLeadChanges(moved, { email: 'Ann@X.example' }, LATER);
    expect(back.formerEmails).toEqual(['ann@y.example']);
  });
});
