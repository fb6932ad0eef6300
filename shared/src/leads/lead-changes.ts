import { type Lead, type LeadActivity, leadSchema } from './lead';
import { describeOutcome } from './lead-outcome';
import { scoreLead } from './lead-score';
import { normaliseEmail } from '../fields';
import { EMAIL_NUMBERS, emailFields } from '../pipeline/pipeline';
import { LEAD_DEFAULTS, STAGE_BY_KEY, type StageKey } from '../pipeline/pipeline-stages';

/**
 * Pure rules of every write to a lead: a new lead's defaults, a change applied to a stored lead,
 * and the timeline entries an admin change produces. The server keeps the invariants through
 * these (docs/product/leads.md#lead-fields, docs/product/leads.md#lead-score,
 * docs/product/admin.md#optimistic-concurrency): `aiScore` is recomputed on every write, `version`
 * starts at 1 and rises by one per change, `createdAt` never moves.
 */

/** Fields the server owns: never set by callers. */
type ServerOwned = 'id' | 'aiScore' | 'version' | 'createdAt' | 'updatedAt';

/** Input of a new lead: its fields; status, priority and probability have defaults (docs/product/pipeline.md#stages). */
export type NewLead = Omit<Lead, ServerOwned | 'status' | 'priorityScore' | 'probabilityPercent'> &
  Partial<Pick<Lead, 'status' | 'priorityScore' | 'probabilityPercent'>>;

/** A partial change: `undefined` leaves a field alone, `null` clears an optional field. */
export type LeadChanges = { [K in Exclude<keyof Lead, ServerOwned>]?: Lead[K] | null };

/** A timeline entry to append: `at` defaults to the time of the write, `id` to a random UUID. */
export type NewActivity = Omit<LeadActivity, 'id' | 'leadId' | 'at'> & { id?: string; at?: string };

/**
 * A new lead with the defaults (status `new_lead`, priorityScore 5, probabilityPercent 25
 * unless given), its score, `version` 1 and both timestamps set to `now`.
 *
 * @param input - the lead's fields.
 * @param id - the new lead's id.
 * @param now - ISO-8601 UTC time of the write.
 * @throws ZodError when the result is not a valid lead.
 */
export function buildNewLead(input: NewLead, id: string, now: string): Lead {
  return withScore({
    status: LEAD_DEFAULTS.status,
    priorityScore: LEAD_DEFAULTS.priorityScore,
    probabilityPercent: LEAD_DEFAULTS.probabilityPercent,
    ...input,
    id,
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The lead after a change: fields set or cleared (`null`), re-scored, `version` + 1, `updatedAt`
 * = `now`; `id` and `createdAt` kept.
 *
 * @param before - the stored lead.
 * @param changes - the change; `undefined` values are ignored.
 * @param now - ISO-8601 UTC time of the write.
 * @throws ZodError when the result is not a valid lead.
 */
export function applyLeadChanges(before: Lead, changes: LeadChanges, now: string): Lead {
  const next: Record<string, unknown> = { ...before };
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === null) delete next[field];
    else next[field] = value;
  }
  const formerEmails = formerEmailsOf(next.email as string | undefined, before.formerEmails, [before.email]);
  if (formerEmails) next.formerEmails = formerEmails;
  else delete next.formerEmails;
  const parsed = leadSchema.parse({
    ...next,
    id: before.id,
    version: before.version + 1,
    createdAt: before.createdAt,
    updatedAt: now,
  });
  return withScore(parsed);
}

/**
 * The former addresses of a lead whose address is `current` (docs/product/privacy.md#erasure): the
 * ones it had, plus `added` (an address edited away, a merged lead's addresses), normalised, each
 * once, without the current one.
 *
 * @param current - the lead's address now (absent for a prospect without one).
 * @param had - its former addresses so far.
 * @param added - addresses to add; absent ones are ignored.
 * @returns the list, or undefined when it is empty.
 */
export function formerEmailsOf(
  current: string | undefined,
  had: readonly string[] | undefined,
  added: readonly (string | undefined)[],
): string[] | undefined {
  const now = current ? normaliseEmail(current) : undefined;
  const all = [...(had ?? []), ...added].filter((address): address is string => Boolean(address));
  const former = [...new Set(all.map(normaliseEmail))].filter((address) => address !== now);
  return former.length > 0 ? former : undefined;
}

function withScore(lead: Omit<Lead, 'aiScore'> & { aiScore?: number }): Lead {
  return leadSchema.parse({ ...lead, aiScore: scoreLead(lead).score });
}

const stageLabel = (status: string) => (status in STAGE_BY_KEY ? STAGE_BY_KEY[status as StageKey].label : status);

/** Contact fields whose edits get their own timeline entry, with the values before and after. */
export const CONTACT_FIELDS = ['name', 'email', 'company', 'phone', 'jobTitle', 'linkedinUrl'] as const;

/** The 'email_sent' and 'email_unsent' entries of a change. */
function emailEntries(before: Lead, after: Lead, explained: Set<string>): NewActivity[] {
  const entries: NewActivity[] = [];
  for (const email of EMAIL_NUMBERS) {
    const { sentDate, response } = emailFields(email);
    if (after[sentDate] && after[sentDate] !== before[sentDate]) {
      entries.push({
        type: 'email_sent',
        summary: `Email ${email} marked as sent`,
        details: { email, sentAt: after[sentDate] },
      });
      explained.add(sentDate);
    } else if (before[sentDate] && !after[sentDate]) {
      entries.push({
        type: 'email_unsent',
        summary: `Email ${email} marked as not sent`,
        details: { email, previousSentAt: before[sentDate] },
      });
      explained.add(sentDate);
    }
    if (after[response] !== before[response] && after[response]) {
      entries.push({
        type: 'email_response',
        summary: `Email ${email} response: ${after[response]}`,
        details: { email, response: after[response] },
      });
      explained.add(response);
    }
  }
  return entries;
}

/** The 'outcome_recorded' or 'outcome_cleared' entry of a change, if its outcome changed. */
function outcomeEntry(before: Lead, after: Lead): NewActivity | undefined {
  if (JSON.stringify(before.outcome) === JSON.stringify(after.outcome)) return undefined;
  if (after.outcome) {
    return {
      type: 'outcome_recorded',
      summary: `Closed as ${describeOutcome(after.outcome)}`,
      ...(after.outcome.result === 'lost' && after.outcome.note ? { text: after.outcome.note } : {}),
      details: { outcome: after.outcome, closedAt: after.dealClosedDate },
    };
  }
  if (!before.outcome) return undefined;
  return {
    type: 'outcome_cleared',
    summary: `Outcome cleared (was ${describeOutcome(before.outcome)})`,
    details: { previous: before.outcome },
  };
}

/** The 'contact_updated' entry of a change to contact fields, with each field's old and new value. */
function contactEntry(before: Lead, after: Lead, explained: Set<string>): NewActivity | undefined {
  const changed = CONTACT_FIELDS.filter((field) => before[field] !== after[field]);
  if (changed.length === 0) return undefined;
  for (const field of changed) explained.add(field);
  const fields = Object.fromEntries(
    changed.map((field) => [field, { from: before[field] ?? null, to: after[field] ?? null }]),
  );
  return { type: 'contact_updated', summary: `Contact details updated: ${changed.join(', ')}`, details: { fields } };
}

/**
 * The timeline entries of an admin change (docs/product/pipeline.md#timeline): a stage move
 * ('stage_changed'); the outcome recorded or cleared ('outcome_recorded', 'outcome_cleared'); each
 * email newly marked sent ('email_sent') or unmarked ('email_unsent'); each changed email response
 * ('email_response'); edited contact fields with their old and new values ('contact_updated'); any
 * other change of fields is one 'lead_updated' entry naming the fields (not their values). A
 * change of `aiScore` is noted on the last entry.
 *
 * @returns the entries in that order; empty when nothing but `version`/`updatedAt` changed.
 */
export function activitiesForChange(before: Lead, after: Lead): NewActivity[] {
  const entries: NewActivity[] = [];
  // The outreach state is the server's; its changes have entries of their own (docs/product/outreach.md).
  const explained = new Set<string>([
    'version',
    'updatedAt',
    'aiScore',
    'formerEmails',
    'outreachSequence',
    'doNotEmail',
  ]);
  if (before.status !== after.status) {
    entries.push({
      type: 'stage_changed',
      summary: `Moved from ${stageLabel(before.status)} to ${stageLabel(after.status)}`,
      details: { from: before.status, to: after.status },
    });
    explained.add('status');
  }
  if (before.ownerId !== after.ownerId) {
    entries.push({
      type: 'owner_changed',
      summary: after.ownerId ? 'Owner changed' : 'Owner removed (unassigned)',
      details: { from: before.ownerId ?? null, to: after.ownerId ?? null },
    });
    explained.add('ownerId');
  }
  const outcome = outcomeEntry(before, after);
  if (outcome) {
    entries.push(outcome);
    explained.add('outcome').add('dealClosedDate');
  }
  entries.push(...emailEntries(before, after, explained));
  const contact = contactEntry(before, after, explained);
  if (contact) entries.push(contact);
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof Lead>;
  const changed = [...keys].filter(
    (key) => !explained.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (changed.length > 0) {
    entries.push({ type: 'lead_updated', summary: `Updated ${changed.join(', ')}`, details: { fields: changed } });
  }
  if (before.aiScore !== after.aiScore) {
    const last = entries[entries.length - 1];
    if (last) last.details = { ...last.details, aiScore: { from: before.aiScore, to: after.aiScore } };
  }
  return entries;
}
