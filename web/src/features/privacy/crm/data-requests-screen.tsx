import { ADMIN_LEADS_PATH } from '@meridian/shared/admin-api-paths';
import { STAGE_BY_KEY, type StageKey } from '@meridian/shared/pipeline/pipeline-stages';
import type { RetentionLead } from '@meridian/shared/privacy/privacy-admin-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ConfirmEraseDialog } from '../../../components/crm/confirm-erase-dialog';
import { TextField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { LoadError, londonDateTime, ScreenSection, ScrollTable, TD, TH } from './crm-parts';
import { downloadPersonExport, eraseLead, fetchRetentionReview, privacyKeys } from './privacy-crm-api';

/** The stage's list label, or the stored status as it is. */
function stageLabel(status: string): string {
  return STAGE_BY_KEY[status as StageKey]?.listLabel ?? status;
}

/**
 * Access request (docs/product/privacy.md#access-requests): everything held about one address,
 * saved as a JSON file to send to the person.
 */
function AccessRequest() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'working' } | { kind: 'saved'; file: string } | { kind: 'error'; message: string }
  >({ kind: 'idle' });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ kind: 'working' });
    try {
      setState({ kind: 'saved', file: await downloadPersonExport(email.trim()) });
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error) });
    }
  };
  return (
    <ScreenSection id="access-heading" title="Access request">
      <p className="text-sm text-muted-foreground">
        Downloads everything held about one email address (lead, timeline with each submission, subscription and consent
        records) as a JSON file to send to the person.
      </p>
      <form onSubmit={submit} aria-label="Access request" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Email address"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="grid flex-1 gap-2"
        />
        <Button type="submit" disabled={state.kind === 'working' || email.trim() === ''}>
          {state.kind === 'working' ? 'Preparing...' : 'Download everything held'}
        </Button>
      </form>
      <div aria-live="polite">
        {state.kind === 'saved' ? <p className="text-sm">Saved {state.file}.</p> : null}
        {state.kind === 'error' ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            Export failed: {state.message}
          </p>
        ) : null}
      </div>
    </ScreenSection>
  );
}

/** Erases a lead from the review, then reloads the review and the CRM's lead list. */
function useEraseReviewedLead(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lead: RetentionLead) => eraseLead(lead.id),
    onSuccess: (_, lead) => {
      void queryClient.invalidateQueries({ queryKey: privacyKeys.retention });
      void queryClient.invalidateQueries({ queryKey: [ADMIN_LEADS_PATH] });
      toast({ title: 'Lead erased', description: `${lead.name} and everything held about them were erased.` });
      onDone();
    },
  });
}

/**
 * Retention review (docs/product/privacy.md#retention): leads with no activity for the retention
 * period, oldest activity first, each with Erase (the lead's email or name must be typed).
 */
function RetentionReview() {
  const review = useQuery({ queryKey: privacyKeys.retention, queryFn: fetchRetentionReview });
  const [erasing, setErasing] = useState<RetentionLead | null>(null);
  const erase = useEraseReviewedLead(() => setErasing(null));
  const leads = review.data?.leads ?? [];
  return (
    <ScreenSection id="retention-heading" title="Retention review">
      <p className="text-sm text-muted-foreground">
        {review.data
          ? `Leads with no activity since ${londonDateTime(review.data.olderThan)}: review each and erase it unless there is a reason to keep it.`
          : 'Leads with no activity for the retention period.'}
      </p>
      {review.isError ? (
        <LoadError what="the retention review" error={review.error} onRetry={() => review.refetch()} />
      ) : null}
      {review.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading the retention review...
        </p>
      ) : leads.length === 0 ? (
        <p className="text-muted-foreground">No lead is due for review.</p>
      ) : (
        <ScrollTable label="Leads due for review, oldest activity first">
          <thead>
            <tr>
              {['Name', 'Email', 'Company', 'Stage', 'Created', 'Last activity'].map((title) => (
                <th key={title} scope="col" className={TH}>
                  {title}
                </th>
              ))}
              <th scope="col" className={TH}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {leads.map((lead) => (
              <tr key={lead.id}>
                <th scope="row" className={`${TD} font-medium`}>
                  {lead.name}
                </th>
                <td className={`${TD} break-all`}>{lead.email ?? '—'}</td>
                <td className={TD}>{lead.company ?? '—'}</td>
                <td className={TD}>{stageLabel(lead.status)}</td>
                <td className={TD}>{londonDateTime(lead.createdAt)}</td>
                <td className={TD}>{londonDateTime(lead.lastActivityAt)}</td>
                <td className={`${TD} text-right`}>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Erase ${lead.name}`}
                    onClick={() => setErasing(lead)}
                  >
                    Erase…
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <ConfirmEraseDialog
        open={erasing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setErasing(null);
            erase.reset();
          }
        }}
        title={`Erase ${erasing?.name ?? 'lead'}`}
        description={
          <p>
            Removes the lead, its timeline with every submission, its subscription and consent records for good. It
            cannot be undone.
          </p>
        }
        label="Type the lead's email or name to confirm"
        accepted={[erasing?.email, erasing?.name]}
        pending={erase.isPending}
        error={erase.isError ? errorMessage(erase.error) : undefined}
        onConfirm={() => erasing && erase.mutate(erasing)}
      />
    </ScreenSection>
  );
}

/** The data requests screen: an access request export and the retention review. */
export function DataRequestsScreen() {
  return (
    <>
      <AccessRequest />
      <RetentionReview />
    </>
  );
}
