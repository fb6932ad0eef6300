import { afterEach, describe, expect, it } from 'vitest';
import {
  changedFields,
  clearAllEditDrafts,
  clearEditDraft,
  draftedForm,
  loadEditDraft,
  saveEditDraft,
} from './edit-draft';

afterEach(() => sessionStorage.clear());

describe('changedFields', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>, Record<string, string>]>([
    ['nothing changed', { name: 'Ada', priorityScore: 5 }, { name: 'Ada', priorityScore: 5 }, {}],
    ['a changed text', { name: 'Ada L', notes: '' }, { name: 'Ada', notes: '' }, { name: 'Ada L' }],
    ['a cleared field', { phone: '' }, { phone: '0123' }, { phone: '' }],
    ['a field the lead did not have', { notes: 'Call Monday' }, {}, { notes: 'Call Monday' }],
    ['a number typed as text', { priorityScore: '7' }, { priorityScore: 5 }, { priorityScore: '7' }],
    ['non-text values are left out', { flag: true, list: ['a'] }, {}, {}],
  ])('%s', (_name, values, baseline, expected) => {
    expect(changedFields(values, baseline)).toEqual(expected);
  });
});

describe('edit drafts in session storage', () => {
  it('keeps, reads back and forgets a draft per lead and form', () => {
    saveEditDraft({ leadId: 'a', form: 'full', changes: { notes: 'typed' } });
    saveEditDraft({ leadId: 'a', form: 'simple', changes: { name: 'A' } });
    saveEditDraft({ leadId: 'b', form: 'simple', changes: { name: 'B' } });
    expect(loadEditDraft('a', 'full')).toEqual({ leadId: 'a', form: 'full', changes: { notes: 'typed' } });
    expect(draftedForm('a')).toBe('full');
    clearEditDraft('a', 'full');
    expect(loadEditDraft('a', 'full')).toBeNull();
    expect(draftedForm('a')).toBe('simple');
    expect(draftedForm('b')).toBe('simple');
    expect(draftedForm('c')).toBeNull();
    clearAllEditDrafts();
    expect(draftedForm('a')).toBeNull();
    expect(draftedForm('b')).toBeNull();
  });

  it('forgets the draft when nothing differs any more', () => {
    saveEditDraft({ leadId: 'a', form: 'full', changes: { notes: 'typed' } });
    saveEditDraft({ leadId: 'a', form: 'full', changes: {} });
    expect(loadEditDraft('a', 'full')).toBeNull();
  });

  it.each(['not json', '["a"]', '{"name":1}', '{}', 'null'])('ignores a stored value of another shape: %s', (text) => {
    sessionStorage.setItem('lead-edit-draft:full:a', text);
    expect(loadEditDraft('a', 'full')).toBeNull();
  });
});
