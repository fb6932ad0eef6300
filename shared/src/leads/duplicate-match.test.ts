import { describe, expect, it } from 'vitest';
import {
  type DuplicateCandidate,
  type DuplicateProbe,
  type DuplicateReason,
  findDuplicateLeads,
  normaliseCompany,
  normaliseName,
} from './duplicate-match';

describe('normaliseName (docs/product/leads.md#duplicates)', () => {
  it.each<[string, string]>([
    ['Ada Lovelace', 'ada lovelace'],
    ['  ADA   LOVELACE  ', 'ada lovelace'],
    ['Ada\tLovelace', 'ada lovelace'],
    ["O'Brien", 'obrien'],
    ['O’Brien', 'obrien'],
    ['Mary-Jane Watson', 'mary jane watson'],
    ['Dr. Ada Lovelace, PhD', 'dr ada lovelace phd'],
    ['Zoë Brontë', 'zoe bronte'],
    ['Smith & Jones', 'smith and jones'],
    ['   ', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normaliseName(input)).toBe(expected);
  });
});

describe('normaliseCompany (docs/product/leads.md#duplicates)', () => {
  it.each<[string, string]>([
    ['Engines Ltd', 'engines'],
    ['Engines Ltd.', 'engines'],
    ['ENGINES LIMITED', 'engines'],
    ['engines', 'engines'],
    ['Engines PLC', 'engines'],
    ['Engines LLP', 'engines'],
    ['Engines, Inc.', 'engines'],
    ['Engines (UK) Ltd', 'engines uk'],
    ['Engines Holdings Ltd', 'engines holdings'],
    ['Smith & Co', 'smith'],
    ['Smith and Co. Limited', 'smith'],
    ['The Engine Company', 'engine'],
    ['The Engines', 'engines'],
    ['Ltd', 'ltd'],
    ['  Acme   Widgets  Ltd ', 'acme widgets'],
    ['Limited Editions Ltd', 'limited editions'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normaliseCompany(input)).toBe(expected);
  });
});

const LEADS: DuplicateCandidate[] = [
  { id: 'ada', name: 'Ada Lovelace', email: 'Ada@Engines.test', company: 'Analytical Engines Ltd' },
  { id: 'charles', name: 'Charles Babbage', company: 'Analytical Engines Limited' },
  { id: 'grace', name: 'Grace Hopper', email: 'grace@navy.test' },
  { id: 'mary', name: "Mary O'Neil", company: 'Smith & Co' },
  { id: 'blank', name: 'Blank Email', email: ' ', company: 'Nowhere Ltd' },
];

describe('findDuplicateLeads (docs/product/leads.md#duplicates)', () => {
  it.each<[string, DuplicateProbe, [string, DuplicateReason][]]>([
    ['the same email', { email: 'ada@engines.test' }, [['ada', 'same-email']]],
    ['the same email in another case, with spaces', { email: '  ADA@ENGINES.TEST ' }, [['ada', 'same-email']]],
    ['the same address with a +tag', { email: 'ada+crm@engines.test' }, [['ada', 'similar-email']]],
    ['another address', { email: 'ada@other.test' }, []],
    ['an email half typed', { email: 'ada@' }, []],
    [
      'name and company, case and suffix ignored',
      { name: 'ada lovelace', company: 'ANALYTICAL ENGINES' },
      [['ada', 'name-and-company']],
    ],
    [
      'Limited against Ltd, punctuation and spacing ignored',
      { name: ' Charles  Babbage ', company: 'Analytical Engines, Ltd.' },
      [['charles', 'name-and-company']],
    ],
    [
      'apostrophe and ampersand ignored',
      { name: 'Mary ONeil', company: 'Smith and Co Ltd' },
      [['mary', 'name-and-company']],
    ],
    ['another person at the same company', { name: 'Ada Byron', company: 'Analytical Engines Ltd' }, []],
    ['the same name at another company', { name: 'Ada Lovelace', company: 'Difference Engines Ltd' }, []],
    ['a name without a company', { name: 'Ada Lovelace' }, []],
    ['a company without a name', { company: 'Analytical Engines Ltd' }, []],
    ['a lead without a company never matches by name', { name: 'Grace Hopper', company: 'Navy' }, []],
    [
      'a blank lead email is no address',
      { email: ' ', name: 'Blank Email', company: 'nowhere' },
      [['blank', 'name-and-company']],
    ],
    [
      'the email first, then name and company, each lead once',
      { email: 'grace@navy.test', name: 'Ada Lovelace', company: 'Analytical Engines' },
      [
        ['grace', 'same-email'],
        ['ada', 'name-and-company'],
      ],
    ],
    [
      'a lead matching by email and by name is listed once, by email',
      { email: 'ada@engines.test', name: 'Ada Lovelace', company: 'Analytical Engines' },
      [['ada', 'same-email']],
    ],
    ['nothing typed', {}, []],
    ['blank fields', { name: ' ', company: ' ', email: ' ' }, []],
  ])('%s', (_case, probe, expected) => {
    const found = findDuplicateLeads(probe, LEADS).map(({ lead, reason }) => [lead.id, reason]);
    expect(found).toEqual(expected);
  });

  it('returns the leads it was given (their own type)', () => {
    const leads = [{ id: 'x', name: 'Ada', company: 'Engines', stage: 'won' }];
    expect(findDuplicateLeads({ name: 'ada', company: 'engines ltd' }, leads)[0]?.lead.stage).toBe('won');
  });
});
