import { findDuplicateLeads, type DuplicateMatch, type DuplicateProbe } from '@meridian/shared/leads/duplicate-match';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { useCallback, useId, useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLeadSummaries } from '../api/use-leads';

/** How long typing must pause before the form looks for duplicates, in milliseconds. */
export const DUPLICATE_CHECK_DELAY_MS = 300;
/** Most matching leads listed. */
const MAX_SHOWN = 3;

/**
 * The duplicates of what the prospect form holds (docs/product/leads.md#duplicates), looked up
 * in the lead summaries the CRM already holds (`useLeadSummaries`, no request of its own once the
 * list has loaded; the held-back new leads included), once typing has paused for {@link DUPLICATE_CHECK_DELAY_MS}.
 *
 * @param probe - the form's name, email and company as typed.
 * @returns `matches`: the ones to show, strongest first (empty while the list is loading);
 *   `matchesNow`: the matches of a probe without waiting (for a submit made before the pause).
 */
export function useDuplicateLeads(probe: DuplicateProbe) {
  const leads = useLeadSummaries();
  const name = useDebouncedValue(probe.name ?? '', DUPLICATE_CHECK_DELAY_MS);
  const email = useDebouncedValue(probe.email ?? '', DUPLICATE_CHECK_DELAY_MS);
  const company = useDebouncedValue(probe.company ?? '', DUPLICATE_CHECK_DELAY_MS);
  // The held-back new leads (the "N new leads" notice) are leads too.
  const data = leads.data;
  const items = useMemo(() => (data ? data.items.concat(data.incoming) : []), [data]);
  const matches = useMemo(() => findDuplicateLeads({ name, email, company }, items), [name, email, company, items]);
  const matchesNow = useCallback((now: DuplicateProbe) => findDuplicateLeads(now, items), [items]);
  return { matches, matchesNow };
}

/** The warning's sentence for one match, as docs/product/leads.md#duplicates words it. */
export function duplicateMessage({ lead, reason }: DuplicateMatch<LeadSummary>): string {
  const company = lead.company?.trim();
  if (reason === 'same-email') {
    return `A lead with this email already exists: ${lead.name}${company ? ` (${company})` : ''}`;
  }
  return `Possible duplicate: ${lead.name}${company ? ` at ${company}` : ''}`;
}

export interface DuplicateWarningProps {
  matches: DuplicateMatch<LeadSummary>[];
  /** Opens a lead the way the lead list does (its page `/admin/leads/<id>`). */
  onOpenLead: (id: string) => void;
}

/**
 * The prospect form's duplicate warning (docs/product/leads.md#duplicates): one line per matching
 * lead (at most three) with an "Open lead" button, and what adding does now: a lead with the same
 * email cannot be added (the server answers 409), a possible duplicate can ("Add anyway", then
 * merge from the lead's "Merge with…"). A polite live region that stays in the page, so each new
 * warning is announced; empty when nothing matches.
 */
export function DuplicateWarning({ matches, onOpenLead }: DuplicateWarningProps) {
  const baseId = useId();
  const shown = matches.slice(0, MAX_SHOWN);
  const sameEmail = shown.some((match) => match.reason === 'same-email');
  return (
    <div role="status" aria-live="polite">
      {shown.length > 0 ? (
        <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <ul className="space-y-2">
            {shown.map((match, index) => {
              const textId = `${baseId}-${index}`;
              return (
                <li key={match.lead.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span id={textId} className="min-w-0 break-words font-medium">
                    {duplicateMessage(match)}
                  </span>
                  <Button
                    type="button"
                    variant="outline"
                    aria-describedby={textId}
                    onClick={() => onOpenLead(match.lead.id)}
                  >
                    Open lead
                  </Button>
                </li>
              );
            })}
          </ul>
          <p>
            {sameEmail
              ? 'A second lead cannot have this email: open the lead to update it, or leave the email empty to add the prospect anyway.'
              : 'You can still add the prospect ("Add anyway"). To merge the two afterwards, open the existing lead and choose "Merge with…".'}
          </p>
        </div>
      ) : null}
    </div>
  );
}
