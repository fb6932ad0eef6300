import { type AttentionInput, isProposalPastFollowUp, isStale, lastActivityAt, nextActionDue } from './lead-attention';
import { londonDay } from '../london-day';
import { boardColumn } from '../pipeline/pipeline';
import * as z from '../zod';

/**
 * The daily digest's content (docs/product/pipeline.md#daily-digest): which leads go in which
 * section, in which order. Pure; the function that sends it lives in `functions/`.
 */

/** Sections in the order the email shows them; a lead is listed in the first that applies. */
export const DIGEST_SECTIONS = ['overdue', 'dueToday', 'proposalsPastFollowUp', 'stale', 'newLeads'] as const;
export type DigestSection = (typeof DIGEST_SECTIONS)[number];

/** Headings of the sections. */
export const DIGEST_SECTION_TITLES: Record<DigestSection, string> = {
  overdue: 'Overdue',
  dueToday: 'Due today',
  proposalsPastFollowUp: 'Proposals past the 5-business-day follow-up',
  stale: 'Stale',
  newLeads: 'New leads since the last digest',
};

/** How far back the first digest looks for new leads (ms): 24 hours. */
export const FIRST_DIGEST_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/** What the digest reads of a lead (a `LeadSummary` qualifies). */
export type DigestLead = AttentionInput & { id: string; name: string; company?: string; createdAt: string };

/** The digest's leads by section, each in its display order. */
export type LeadDigest<T extends DigestLead> = Record<DigestSection, T[]>;

/**
 * The detail of the scheduler's invocation: the time the run was scheduled for (ISO-8601 UTC), so
 * a retry later in the day still counts for that London day.
 */
export const leadDigestDetailSchema = z.object({ scheduledTime: z.iso.datetime({ offset: true }).optional() });
export type LeadDigestDetail = z.output<typeof leadDigestDetailSchema>;

const time = (value: string | undefined): number => {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? 0 : parsed;
};

/** The section a lead belongs to, or null when it needs nothing today. */
function sectionOf(lead: DigestLead, now: Date, since: Date): DigestSection | null {
  if (boardColumn(lead) === 'close') return null;
  const due = nextActionDue(lead, now);
  if (due === 'overdue') return 'overdue';
  if (due === 'due_today') return 'dueToday';
  if (isProposalPastFollowUp(lead, now)) return 'proposalsPastFollowUp';
  if (isStale(lead, now)) return 'stale';
  const created = time(lead.createdAt);
  if (created > since.getTime() && created <= now.getTime()) return 'newLeads';
  return null;
}

/**
 * Sorts the leads into the digest's sections (docs/product/pipeline.md#daily-digest): overdue
 * (oldest next-action day first), due today, proposals past follow-up (oldest proposal first), stale
 * (longest without activity first), new leads created after `since` (newest first). Closed leads
 * are in none; each lead is in the first section that applies.
 *
 * @param leads - every lead (summaries suffice).
 * @param now - the instant of the digest; its London day is "today".
 * @param since - the previous digest's instant (new leads are those created after it).
 */
export function buildLeadDigest<T extends DigestLead>(leads: Iterable<T>, now: Date, since: Date): LeadDigest<T> {
  const digest: LeadDigest<T> = { overdue: [], dueToday: [], proposalsPastFollowUp: [], stale: [], newLeads: [] };
  for (const lead of leads) {
    const section = sectionOf(lead, now, since);
    if (section) digest[section].push(lead);
  }
  const byDay = (value: string | undefined) => londonDay(value) ?? '';
  digest.overdue.sort((a, b) => byDay(a.nextActionDate).localeCompare(byDay(b.nextActionDate)));
  digest.dueToday.sort((a, b) => a.name.localeCompare(b.name));
  digest.proposalsPastFollowUp.sort((a, b) => time(a.proposalSentDate) - time(b.proposalSentDate));
  digest.stale.sort((a, b) => (lastActivityAt(a) ?? 0) - (lastActivityAt(b) ?? 0));
  digest.newLeads.sort((a, b) => time(b.createdAt) - time(a.createdAt));
  return digest;
}

/** The number of leads in a digest; 0 means nothing is sent. */
export function digestSize(digest: LeadDigest<DigestLead>): number {
  return DIGEST_SECTIONS.reduce((total, section) => total + digest[section].length, 0);
}
