import { normalisedAddressOf } from '../email-address';
import { normaliseEmail } from '../fields';

/** What the duplicate rule reads of a lead (a `LeadSummary` qualifies). */
export interface DuplicateCandidate {
  id: string;
  name: string;
  email?: string;
  company?: string;
}

/** What a new prospect has typed so far (any field may be empty). */
export interface DuplicateProbe {
  name?: string;
  email?: string;
  company?: string;
}

/**
 * Why a lead matches (docs/product/leads.md#duplicates):
 * - `same-email`: the same address, trimmed and lower-cased: the server refuses a second lead
 *   with it (409, docs/product/leads.md#dedupe);
 * - `similar-email`: the same address once a `+tag` is removed (`normalisedAddressOf`): allowed,
 *   but likely the same person;
 * - `name-and-company`: the same name and the same company, case, punctuation, spacing and
 *   company suffixes (Ltd, Limited, PLC, LLP, Inc, …) ignored.
 */
export type DuplicateReason = 'same-email' | 'similar-email' | 'name-and-company';

/** One matching lead and why it matches. */
export interface DuplicateMatch<Lead extends DuplicateCandidate = DuplicateCandidate> {
  lead: Lead;
  reason: DuplicateReason;
}

/** Company suffixes that do not tell two companies apart, compared after {@link normaliseName}. */
const COMPANY_SUFFIXES = new Set([
  'ltd',
  'limited',
  'plc',
  'llp',
  'lp',
  'inc',
  'incorporated',
  'llc',
  'corp',
  'corporation',
  'co',
  'company',
  'gmbh',
  'ag',
  'sa',
  'bv',
  'pty',
]);

const REASON_ORDER: Record<DuplicateReason, number> = { 'same-email': 0, 'similar-email': 1, 'name-and-company': 2 };

/**
 * A person's or company's name for comparison (docs/product/leads.md#duplicates): lower case,
 * accents removed, `&` read as "and", every other character that is not a letter or a digit
 * (punctuation, hyphens) read as a space, apostrophes dropped (`O'Brien` is `obrien`), runs of
 * spaces collapsed, trimmed.
 *
 * @param value - any text (never throws).
 * @returns the comparable form; '' for blank text.
 */
export function normaliseName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A company name for comparison: {@link normaliseName}, then trailing legal suffixes removed
 * (`"Engines Ltd."`, `"engines limited"`, `"ENGINES"` all give `"engines"`; `"Smith & Co"` gives
 * `"smith"`), and a leading "the". A name that is only a suffix ("Ltd") stays as it is, so it
 * still compares.
 *
 * @param value - any text (never throws).
 * @returns the comparable form; '' for blank text.
 */
export function normaliseCompany(value: string): string {
  const words = normaliseName(value).split(' ').filter(Boolean);
  let end = words.length;
  while (end > 1 && COMPANY_SUFFIXES.has(words[end - 1] ?? '')) {
    end -= 1;
    if (end > 1 && words[end - 1] === 'and') end -= 1;
  }
  const start = end > 1 && words[0] === 'the' ? 1 : 0;
  return words.slice(start, end).join(' ');
}

/**
 * The leads a new prospect may duplicate (docs/product/leads.md#duplicates): a lead with the same
 * email ({@link DuplicateReason}), else a similar email (`+tag` removed, `normalisedAddressOf` in
 * `shared/src/email-address.ts`), else the same name and company (both given, compared with
 * {@link normaliseName} and {@link normaliseCompany}). A different person at the same company,
 * or the same name at another company, is no match. Each lead appears once, with its strongest
 * reason; the same-email match first, then the similar emails, then name and company, each in
 * list order.
 *
 * @param probe - what the prospect form holds (blank fields are ignored; an email is compared
 *   whether or not it is valid yet).
 * @param leads - the leads to look in (the CRM's lead summaries).
 * @returns the matches; empty when nothing matches or the probe is blank.
 */
export function findDuplicateLeads<Lead extends DuplicateCandidate>(
  probe: DuplicateProbe,
  leads: readonly Lead[],
): DuplicateMatch<Lead>[] {
  const email = probe.email?.trim() ? normaliseEmail(probe.email) : '';
  const address = email ? normalisedAddressOf(email) : '';
  const name = normaliseName(probe.name ?? '');
  const company = normaliseCompany(probe.company ?? '');
  const matches: DuplicateMatch<Lead>[] = [];
  for (const lead of leads) {
    const reason = reasonOf(lead, { email, address, name, company });
    if (reason) matches.push({ lead, reason });
  }
  return matches.sort((a, b) => REASON_ORDER[a.reason] - REASON_ORDER[b.reason]);
}

function reasonOf(
  lead: DuplicateCandidate,
  probe: { email: string; address: string; name: string; company: string },
): DuplicateReason | null {
  if (probe.email && lead.email?.trim()) {
    const leadEmail = normaliseEmail(lead.email);
    if (leadEmail === probe.email) return 'same-email';
    if (normalisedAddressOf(leadEmail) === probe.address) return 'similar-email';
  }
  if (probe.name && probe.company && lead.company) {
    if (normaliseName(lead.name) === probe.name && normaliseCompany(lead.company) === probe.company) {
      return 'name-and-company';
    }
  }
  return null;
}
