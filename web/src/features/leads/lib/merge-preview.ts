import type { LeadDetail } from '@meridian/shared/admin-api-responses';
import { formatPounds } from '@meridian/shared/format';
import type { Lead } from '@meridian/shared/leads/lead';
import { mergedFieldsOf } from '@meridian/shared/leads/lead-merge';
import { formatDate } from './display';

/** What the survivor ends up with for one field of the merge screen. */
export type MergeResult = 'keeps' | 'takes' | 'none';

/** One row of the merge screen: the field, both leads' values and which one the survivor keeps. */
export interface MergeRow {
  field: keyof Lead;
  label: string;
  survivor: string;
  other: string;
  result: MergeResult;
}

/** The fields the merge screen compares, in the order shown. */
const FIELDS: readonly [keyof Lead, string][] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['company', 'Company'],
  ['phone', 'Phone'],
  ['jobTitle', 'Job title'],
  ['linkedinUrl', 'LinkedIn URL'],
  ['location', 'Location'],
  ['industryType', 'Industry'],
  ['companyRevenue', 'Revenue'],
  ['employeeCount', 'Employees'],
  ['growthStage', 'Growth stage'],
  ['urgency', 'Urgency'],
  ['budgetAuthority', 'Budget authority'],
  ['primaryService', 'Primary service'],
  ['estimatedValueMin', 'Estimated value min'],
  ['estimatedValueMax', 'Estimated value max'],
  ['consultationBookedDate', 'Consultation booked'],
  ['proposalSentDate', 'Proposal sent'],
  ['nextActionDate', 'Next action date'],
  ['currentChallenges', 'Current challenges'],
  ['keyChallenges', 'Key challenges'],
  ['notes', 'Notes'],
  ['message', 'Message'],
];

/** A field's value as one line of text ('' when empty). */
function shown(field: keyof Lead, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return field.startsWith('estimatedValue') ? formatPounds(value) : String(value);
  if (typeof value !== 'string') return '';
  return field.endsWith('Date') ? formatDate(value) : value.trim();
}

/** The stored lead of a detail answer, without its timeline and breakdown. */
function storedLead(detail: LeadDetail): Lead {
  const { activity: _activity, timeline: _timeline, scoreBreakdown: _breakdown, ...lead } = detail;
  return lead;
}

/**
 * The rows of the merge screen (docs/product/pipeline.md#merge): for each compared field, the
 * survivor's and the other lead's values and whether the survivor keeps its own, takes the other's
 * (the shared `mergedFieldsOf`) or neither has one. Fields both leads lack are left out.
 *
 * @param survivor - the lead that stays, as `GET /api/admin/leads/{id}` returned it.
 * @param other - the lead merged into it and removed.
 */
export function mergePreview(survivor: LeadDetail, other: LeadDetail): MergeRow[] {
  const kept = storedLead(survivor);
  const removed = storedLead(other);
  const taken = mergedFieldsOf(kept, removed) as Record<string, unknown>;
  const rows: MergeRow[] = [];
  for (const [field, label] of FIELDS) {
    const mine = shown(field, kept[field]);
    const theirs = shown(field, removed[field]);
    if (!mine && !theirs) continue;
    const result: MergeResult = field in taken ? 'takes' : mine ? 'keeps' : 'none';
    rows.push({ field, label, survivor: mine, other: theirs, result });
  }
  return rows;
}
