import { ADMIN_LEAD_SEQUENCE_PATH, ADMIN_LEADS_PATH } from '@meridian/shared/admin-api-paths';
import { leadSchema } from '@meridian/shared/leads/lead';
import { fillPath } from '@meridian/shared/api-paths';
import type { SequenceUpdate } from '@meridian/shared/outreach/sequence';
import { type OutreachSequence, SEQUENCE_STOP_LABELS } from '@meridian/shared/outreach/sequence-state';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { apiJson, errorMessage } from '../../lib/api-client';

const DUE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

/** Sets the mode of a lead's sequence or stops it; the lead's queries are fetched again after it. */
function useChangeSequence(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: SequenceUpdate) =>
      apiJson('PUT', fillPath(ADMIN_LEAD_SEQUENCE_PATH, { id: leadId }), leadSchema, { body: update }),
    onSuccess: () => client.invalidateQueries({ queryKey: [ADMIN_LEADS_PATH] }),
  });
}

/** What the sequence is doing, in words; due times in UK time. */
function stateText(sequence: OutreachSequence): string {
  if (sequence.status === 'finished') return 'Finished: Email 3 was sent.';
  if (sequence.status === 'stopped') {
    return `Stopped: ${sequence.stoppedReason ? SEQUENCE_STOP_LABELS[sequence.stoppedReason] : 'no reason recorded'}.`;
  }
  const due = sequence.nextDueAt ? ` is due ${DUE.format(Date.parse(sequence.nextDueAt))} (UK time)` : ' is next';
  return `Running: Email ${sequence.nextStep ?? ''}${due}.`;
}

/**
 * The lead's outreach sequence on the compose screen (docs/product/outreach.md#the-sequence): its
 * state, whether the next step is reviewed or sent automatically, and Stop.
 */
export function SequenceControls({ leadId, sequence }: { leadId: string; sequence: OutreachSequence | undefined }) {
  const change = useChangeSequence(leadId);
  const shown = change.data?.outreachSequence ?? sequence;
  return (
    <section aria-labelledby="sequence-heading" className="space-y-2 rounded-lg border bg-background p-4">
      <h2 id="sequence-heading" className="font-semibold">
        Outreach sequence
      </h2>
      {shown ? (
        <>
          <p>{stateText(shown)}</p>
          <fieldset className="flex flex-wrap items-center gap-4" disabled={change.isPending}>
            <legend className="text-sm text-muted-foreground">How the next email goes out</legend>
            {(['review', 'automatic'] as const).map((mode) => (
              <label key={mode} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="sequence-mode"
                  value={mode}
                  checked={shown.mode === mode}
                  onChange={() => change.mutate({ mode })}
                />
                {mode === 'review' ? 'I review each email' : 'Send automatically'}
              </label>
            ))}
          </fieldset>
          {shown.status === 'running' ? (
            <Button variant="outline" disabled={change.isPending} onClick={() => change.mutate({ stop: true })}>
              Stop the sequence
            </Button>
          ) : null}
        </>
      ) : (
        <p>Not started: it starts when Email 1 is sent from here.</p>
      )}
      {change.isError ? (
        <p role="alert" className="text-destructive">
          Not changed: {errorMessage(change.error)}
        </p>
      ) : null}
    </section>
  );
}
