import type { Lead } from '../leads/lead';
import { applyLeadChanges } from '../leads/lead-changes';
import { withOutreachStateVersion } from '../leads/lead-version';
import type { DoNotEmail } from './sequence-state';

/**
 * The "do not email" mark of a lead (docs/product/outreach.md#opting-out,
 * docs/product/outreach.md#stopping): an opt-out, a bounce or a complaint marks the lead and stops
 * its running sequence for the same reason.
 */

/**
 * The lead marked "do not email" for `reason`, with a running sequence stopped for the same reason.
 * A lead already marked keeps its first mark.
 *
 * @param before - the lead as stored.
 * @param reason - `opted-out`, `bounced` or `complained`.
 * @param at - ISO-8601 UTC, the mark's and the stop's time.
 * @returns the changed lead (`updatedAt` at `at`; its `version` stays, as only the outreach state
 *   changes: docs/decisions/061-outreach-writes-keep-the-lead-version.md), or undefined when it is
 *   marked already (nothing to write).
 */
export function leadWithDoNotEmail(before: Lead, reason: DoNotEmail['reason'], at: string): Lead | undefined {
  if (before.doNotEmail) return undefined;
  const after = applyLeadChanges(before, {}, at);
  const sequence = before.outreachSequence;
  const stopped =
    sequence?.status === 'running'
      ? { mode: sequence.mode, status: 'stopped' as const, stoppedReason: reason, stoppedAt: at }
      : sequence;
  return withOutreachStateVersion(before, {
    ...after,
    doNotEmail: { at, reason },
    ...(stopped ? { outreachSequence: stopped } : {}),
  });
}
