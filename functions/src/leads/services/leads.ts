import { randomUUID } from 'node:crypto';
import { withSequenceStoppedByChange } from '@meridian/shared/outreach/sequence';
import type { Lead, LeadActivity } from '@meridian/shared/leads/lead';
import {
  applyLeadChanges,
  buildNewLead,
  type LeadChanges,
  type NewActivity,
  type NewLead,
} from '@meridian/shared/leads/lead-changes';
import * as z from '@meridian/shared/zod';
import {
  addActivityStep,
  buildActivity,
  createLeadPlan,
  readEmailClaim,
  getLead,
  replaceLeadPlan,
  touchLeadStep,
} from '../data/leads';
import { touchLeadOwnerSteps } from '../data/lead-owner-entries';
import { type EventLease, markStoredStep } from '../../table/processed-events';
import { commitPlan, type PlanStep, TransactionConflictError } from '../../table/write-plan';
import { LeadEmailTakenError, ValidationError, VersionConflictError } from '../../lib/errors';
import { issueDetails } from '@meridian/shared/api-errors';
import { cancelStepSchedule } from '../../outreach/services/sequence-schedule';
import { backOff } from '../../lib/back-off';

/**
 * Lead writes with their invariants (docs/product/leads.md#lead-fields,
 * docs/product/admin.md#optimistic-concurrency): each builds the lead with the shared rules
 * (`@meridian/shared/lead-changes`), composes the repository's write plans and commits once.
 */

/** Attempts of an unversioned update that keeps meeting concurrent changes. */
const MAX_ATTEMPTS = 5;

/** Options of {@link createLead}. */
export interface CreateLeadOptions {
  /** The new lead's id (default: a random UUID). */
  id?: string;
  now?: Date;
  /** A first timeline entry, written in the same transaction. */
  activity?: NewActivity;
}

/**
 * Creates a lead with the defaults (status `new_lead`, priorityScore 5, probabilityPercent
 * 25), a server-computed `aiScore` and `version` 1; claims its email in the same transaction.
 *
 * @returns the stored lead.
 * @throws LeadEmailTakenError (409) when the email already belongs to a lead.
 * @throws ZodError when the input is not a valid lead.
 */
export async function createLead(input: NewLead, options: CreateLeadOptions = {}): Promise<Lead> {
  const now = (options.now ?? new Date()).toISOString();
  const lead = buildNewLead(input, options.id ?? randomUUID(), now);
  const activity = options.activity ? [addActivityStep(buildActivity(lead.id, options.activity, now))] : [];
  await commitPlan([...createLeadPlan(lead), ...activity]);
  return lead;
}

/** Options of {@link updateLead}. */
export interface UpdateLeadOptions {
  /** When set, the update applies only if the stored version equals it (else VersionConflictError). */
  expectedVersion?: number;
  now?: Date;
  /** Timeline entries of the change, written in the same transaction. */
  activities?: (before: Lead, after: Lead) => NewActivity[];
  /**
   * The change to apply to the lead as read (default: `changes` as given); may add fields or
   * throw a domain error (e.g. ValidationError) to refuse the change before anything is written.
   */
  prepare?: (before: Lead, changes: LeadChanges, now: string) => LeadChanges;
}

/** Attempts of {@link storeOnLeadOfEmail} when other writes to the same address or cursor keep winning. */
const UPSERT_ATTEMPTS = 8;

/** What an event does to the lead of its address: the lead after it, its timeline entry, the stored result. */
export interface LeadUpsert<R> {
  lead: Lead;
  activity: NewActivity;
  result: R;
}

/**
 * Stores an event's effect on the lead of an email address (docs/decisions/008-one-lead-write-path.md):
 * `build` gets the lead of the address (or null) and the time (ISO-8601 UTC) and returns the lead to
 * write (a change of that lead, or a new one), its timeline entry and the result to keep under the
 * event's lease; all of it is one transaction, conditional on the version read and the email claim.
 * When another write to the same address wins the race, it reads again and retries.
 *
 * @param assign - gives a new lead its owner (docs/product/assignment.md) and the plan steps that
 *   go with it; called only when the address has no lead yet, on every attempt.
 * @returns `build`'s result as stored.
 * @throws the transaction's error after 8 lost races, or any other error at once.
 */
export async function storeOnLeadOfEmail<R>(
  email: string,
  lease: EventLease,
  build: (existing: Lead | null, now: string) => LeadUpsert<R>,
  assign?: (lead: Lead) => Promise<{ lead: Lead; steps: PlanStep[] }>,
): Promise<R> {
  for (let attempt = 1; ; attempt += 1) {
    const now = new Date().toISOString();
    const { lead: existing, staleClaimOf } = await readEmailClaim(email);
    const built = build(existing, now);
    const { lead, steps } =
      existing === null && assign ? await assign(built.lead) : { lead: built.lead, steps: [] as PlanStep[] };
    try {
      await commitPlan([
        ...(existing ? replaceLeadPlan(existing, lead) : createLeadPlan(lead, staleClaimOf)),
        addActivityStep(buildActivity(lead.id, built.activity, now)),
        ...steps,
        markStoredStep(lease, built.result),
      ]);
      // A booking stops the outreach sequence: its step's schedule goes (docs/product/outreach.md#stopping).
      if (existing) await cancelStepSchedule(existing.id, existing.outreachSequence, lead.outreachSequence);
      return built.result;
    } catch (error) {
      const raced =
        error instanceof LeadEmailTakenError ||
        error instanceof VersionConflictError ||
        error instanceof TransactionConflictError;
      if (!raced || attempt >= UPSERT_ATTEMPTS) throw error;
      await backOff(attempt);
    }
  }
}

/**
 * Applies a partial change to a lead: re-scores it, raises `version` by one, sets `updatedAt`,
 * moves its email claim when the email changes and appends the change's timeline entries, all in
 * one transaction. The entries share the change's time and sort in their given order (the last
 * one first on a newest-first timeline). A concurrent change is retried on fresh data (up to 5
 * attempts); with `expectedVersion`, a stored version other than it is a conflict (writes of the
 * outreach state keep the version: docs/decisions/061-outreach-writes-keep-the-lead-version.md).
 *
 * @returns the updated lead.
 * @throws LeadNotFoundError (404), VersionConflictError (409), LeadEmailTakenError (409),
 *   ValidationError (400) when the result would not be a valid lead.
 */
export async function updateLead(id: string, changes: LeadChanges, options: UpdateLeadOptions = {}): Promise<Lead> {
  for (let attempt = 1; ; attempt += 1) {
    const before = await getLead(id);
    if (options.expectedVersion !== undefined && options.expectedVersion !== before.version)
      throw new VersionConflictError();
    const now = (options.now ?? new Date()).toISOString();
    // A move to Consultation or later, or Close, stops the outreach sequence (docs/product/outreach.md#stopping).
    const after = withSequenceStoppedByChange(
      changedLead(before, options.prepare ? options.prepare(before, changes, now) : changes, now),
      now,
    );
    // Entries of one change share its time; ids `<change>-<nn>` keep them in order on the timeline.
    const change = randomUUID();
    const entries = (options.activities?.(before, after) ?? []).map((entry, index) =>
      buildActivity(id, { ...entry, id: entry.id ?? `${change}-${String(index).padStart(2, '0')}` }, now),
    );
    try {
      await commitPlan([...replaceLeadPlan(before, after), ...entries.map(addActivityStep)]);
      await cancelStepSchedule(id, before.outreachSequence, after.outreachSequence);
      return after;
    } catch (error) {
      const raced = error instanceof VersionConflictError || error instanceof TransactionConflictError;
      if (!raced) throw error;
      // The lead changed (or a concurrent transaction touched it) since it was read: read it again;
      // with `expectedVersion`, a change that raised the version is a conflict at the check above,
      // one that kept it (a reply, a timeline entry: decision 061) is not.
      if (attempt >= MAX_ATTEMPTS) throw options.expectedVersion !== undefined ? new VersionConflictError() : error;
      await backOff(attempt);
    }
  }
}

/**
 * The lead after a change, with a failed validation reported as a 400.
 *
 * @throws ValidationError (400 `Invalid lead`, with field details) when the result is not a valid lead.
 */
export function changedLead(before: Lead, changes: LeadChanges, now: string): Lead {
  try {
    return applyLeadChanges(before, changes, now);
  } catch (error) {
    if (error instanceof z.ZodError) throw new ValidationError('Invalid lead', issueDetails(error));
    throw error;
  }
}

/**
 * Appends a timeline entry to an existing lead; the lead's `updatedAt` moves to now and nothing else
 * changes (docs/product/pipeline.md#due-overdue-and-stale), its owner entry's too when it has an
 * owner (docs/decisions/059-my-day-from-owner-entries.md).
 *
 * @param ownerId - the lead's owner as read, if any (its owner entry is touched with the lead).
 * @returns the stored entry.
 * @throws LeadNotFoundError when the lead does not exist.
 */
export async function appendActivity(
  leadId: string,
  activity: NewActivity,
  now: Date = new Date(),
  ownerId?: string,
): Promise<LeadActivity> {
  const at = now.toISOString();
  const entry = buildActivity(leadId, activity, at);
  await commitPlan([
    touchLeadStep(leadId, at),
    ...touchLeadOwnerSteps({ id: leadId, ownerId }, at),
    addActivityStep(entry),
  ]);
  return entry;
}
