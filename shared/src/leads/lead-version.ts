import type { Lead } from './lead';

/**
 * Which writes raise a lead's `version` (docs/product/admin.md#optimistic-concurrency,
 * docs/decisions/061-outreach-writes-keep-the-lead-version.md). Staff send the version they saw
 * with every change, and a version that moved meanwhile is a 409. The writes the system makes on
 * its own to the lead's outreach state (a reply, an opt-out, a bounce or complaint, a sequence
 * stopped when its step fires) change no field of the edit form, so they keep the version: an
 * open edit form saves over them without a conflict, and both changes stay.
 */

/**
 * The lead's outreach state: what replies, opt-outs, bounces, complaints and the sequence's own
 * stops write. The lead's edit form edits none of these.
 */
export const OUTREACH_STATE_FIELDS = [
  'outreachSequence',
  'doNotEmail',
  'email1Response',
  'email2Response',
  'email3Response',
] as const satisfies readonly (keyof Lead)[];

/** Fields every write sets itself: they never decide whether the version moves. */
const RECOMPUTED_FIELDS: ReadonlySet<string> = new Set(['aiScore', 'version', 'updatedAt']);
const OUTREACH_STATE: ReadonlySet<string> = new Set(OUTREACH_STATE_FIELDS);

/** The fields whose values differ between two leads (compared as JSON), recomputed ones left out. */
export function changedLeadFields(before: Lead, after: Lead): string[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  const record = (lead: Lead) => lead as unknown as Record<string, unknown>;
  return [...fields].filter(
    (field) =>
      !RECOMPUTED_FIELDS.has(field) && JSON.stringify(record(before)[field]) !== JSON.stringify(record(after)[field]),
  );
}

/**
 * The lead a system-side outreach write stores: when the only fields it changes are the outreach
 * state (`OUTREACH_STATE_FIELDS`; the score and `updatedAt` move as on every write), `version`
 * stays at the stored one; any other change keeps the raised version, so a form showing that field
 * conflicts as before.
 *
 * @param before - the lead as read.
 * @param after - the lead after the write (`applyLeadChanges`: version + 1).
 * @returns `after`, with `before.version` when only the outreach state changed.
 */
export function withOutreachStateVersion(before: Lead, after: Lead): Lead {
  const onlyOutreachState = changedLeadFields(before, after).every((field) => OUTREACH_STATE.has(field));
  return onlyOutreachState ? { ...after, version: before.version } : after;
}
