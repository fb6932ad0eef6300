import { type Lead, type LeadSummary, leadSummarySchema } from '@meridian/shared/leads/lead';
import type { LeadUpdate } from '@meridian/shared/leads/lead-update';
import type { MergeLeadsInput, StaffActivityInput } from '@meridian/shared/leads/lead-requests';
import type { ProspectInput } from '@meridian/shared/leads/prospect';
import { type QueryClient, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import {
  addLeadActivity,
  createProspect,
  type LeadList,
  leadQueryKey,
  leadsQueryKey,
  mergeLeads,
  updateLead,
} from './leads-api';

/** What a lead update needs: the lead's id and the version the change was based on. */
export interface LeadUpdateVariables {
  lead: { id: string; version: number };
  /** The partial update (docs/product/admin.md#crm-screens); `version` is added from `lead`. */
  changes: Omit<LeadUpdate, 'version'>;
}

/** Mutation key of lead updates (for `useMutationState`: which leads are being saved). */
export const updateLeadMutationKey = ['updateLead'] as const;

/** Message of a 409 on a lead update: another change came first. */
export const CONFLICT_TITLE = 'Another change came first';
export const CONFLICT_DESCRIPTION =
  'This lead was changed elsewhere. It has been reloaded; please review and try again.';

/** Applies partial-update values to a lead-shaped object (`null` clears a field). */
function applyChanges<T extends object>(target: T, changes: Omit<LeadUpdate, 'version'>): T {
  const next: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return next as T;
}

/** Summary fields taken from a server lead (the assessment fields exist only on summaries). */
const SUMMARY_KEYS = Object.keys(leadSummarySchema.shape).filter(
  (key) => key !== 'assessmentPercentage' && key !== 'assessmentCategory',
);

/** Copies a server lead's fields into its cached summary, keeping the summary-only fields. */
function summaryFromLead(previous: LeadSummary, lead: Lead): LeadSummary {
  const next: Record<string, unknown> = { ...previous };
  const source: Record<string, unknown> = lead;
  for (const key of SUMMARY_KEYS) {
    if (source[key] === undefined) delete next[key];
    else next[key] = source[key];
  }
  return next as LeadSummary;
}

function patchList(queryClient: QueryClient, id: string, patch: (summary: LeadSummary) => LeadSummary): void {
  queryClient.setQueryData<LeadList>(
    leadsQueryKey,
    (list) => list && { ...list, items: list.items.map((summary) => (summary.id === id ? patch(summary) : summary)) },
  );
}

/** Refetches the list and the lead so the screen matches the server again. */
export function reloadLead(queryClient: QueryClient, id: string): void {
  void queryClient.invalidateQueries({ queryKey: leadsQueryKey, exact: true });
  void queryClient.invalidateQueries({ queryKey: leadQueryKey(id), exact: true });
}

/**
 * Updates a lead (`PUT /api/admin/leads/{id}` with the lead's `version`). The change shows at once
 * (optimistic update of the cached list and lead); the server's answer then replaces it. On
 * failure an error toast appears and the list and lead are refetched, so the screen matches the
 * server; a 409 says another change came first and reloads the lead.
 */
export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateLeadMutationKey,
    mutationFn: ({ lead, changes }: LeadUpdateVariables) => updateLead(lead.id, { ...changes, version: lead.version }),
    onMutate: async ({ lead, changes }) => {
      // The list is not cancelled: its first load streams pages and a cancel would stop it half way.
      // A refetch of a complete list that is in flight is restarted once the change is saved.
      await queryClient.cancelQueries({ queryKey: leadQueryKey(lead.id), exact: true });
      patchList(queryClient, lead.id, (summary) => applyChanges(summary, changes));
      queryClient.setQueryData<Lead>(leadQueryKey(lead.id), (current) => current && applyChanges(current, changes));
    },
    onSuccess: (updated) => {
      patchList(queryClient, updated.id, (summary) => summaryFromLead(summary, updated));
      queryClient.setQueryData<Lead>(leadQueryKey(updated.id), (current) => current && { ...current, ...updated });
      // The server appends timeline entries for moves and emails: fetch the fresh timeline.
      void queryClient.invalidateQueries({ queryKey: leadQueryKey(updated.id), exact: true });
      // A refetch of the complete list that started before this change would write older data.
      const list = queryClient.getQueryState<LeadList>(leadsQueryKey);
      if (list?.fetchStatus === 'fetching' && list.data?.complete) {
        void queryClient.invalidateQueries({ queryKey: leadsQueryKey, exact: true });
      }
    },
    onError: (error, { lead }) => {
      if (error instanceof ApiError && error.status === 409) {
        toast({ variant: 'destructive', title: CONFLICT_TITLE, description: CONFLICT_DESCRIPTION });
      } else {
        toast({
          variant: 'destructive',
          title: 'Could not save the change',
          description: errorMessage(error),
        });
      }
      reloadLead(queryClient, lead.id);
    },
  });
}

/** Ids of the leads with an update being saved right now (cards and rows show 'Saving…'). */
export function usePendingLeadIds(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: updateLeadMutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as LeadUpdateVariables | undefined)?.lead.id,
  });
  const key = ids.filter(Boolean).sort().join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined key is the set's identity.
  return useMemo(() => new Set(ids.filter((id): id is string => Boolean(id))), [key]);
}

/**
 * Creates a LinkedIn prospect (`POST /api/admin/leads`) and adds it to the cached list. A failure
 * (for example 409, email already belongs to a lead) shows an error toast; the form's own
 * `onError` can show it at a field.
 */
export function useCreateProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prospect: ProspectInput) => createProspect(prospect),
    onSuccess: (lead) => {
      toast({ title: 'Prospect added', description: `${lead.name} was added to the pipeline.` });
      void queryClient.invalidateQueries({ queryKey: leadsQueryKey, exact: true });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Could not add the prospect',
        description: errorMessage(error),
      });
    },
  });
}

/**
 * Adds a call, meeting or note to a lead's timeline and refetches the lead, so the new entry shows
 * in its place. A failure shows an error toast; the form keeps its text.
 */
export function useAddLeadActivity(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activity: StaffActivityInput) => addLeadActivity(leadId, activity),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadQueryKey(leadId), exact: true }),
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Could not add to the timeline', description: errorMessage(error) });
    },
  });
}

/**
 * Merges another lead into `survivorId` (docs/product/pipeline.md#merge), then refetches the list
 * and the survivor and drops the removed lead's cache. A failure (409: either lead changed) shows an
 * error toast and reloads both leads.
 */
export function useMergeLeads(survivorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MergeLeadsInput) => mergeLeads(survivorId, input),
    onSuccess: (survivor, { otherId }) => {
      toast({ title: 'Leads merged', description: `${survivor.name} now holds both records.` });
      queryClient.removeQueries({ queryKey: leadQueryKey(otherId), exact: true });
      reloadLead(queryClient, survivorId);
    },
    onError: (error, { otherId }) => {
      toast({ variant: 'destructive', title: 'Could not merge the leads', description: errorMessage(error) });
      reloadLead(queryClient, survivorId);
      reloadLead(queryClient, otherId);
    },
  });
}
