import { useQuery } from '@tanstack/react-query';
import { fetchAllLeadSummaries, fetchLead, fetchSubscribers, leadQueryKey, leadsQueryKey, subscribersQueryKey } from './leads-api';

/** All lead summaries for the list, board and dashboard (every page of `GET /api/admin/leads`). */
export function useLeadSummaries() {
  return useQuery({ queryKey: leadsQueryKey, queryFn: fetchAllLeadSummaries });
}

/** One lead with its activity timeline; disabled while `id` is null. */
export function useLead(id: string | null) {
  return useQuery({
    queryKey: leadQueryKey(id ?? ''),
    queryFn: () => fetchLead(id ?? ''),
    enabled: id !== null,
  });
}

/** The newsletter subscribers (DECISIONS.md item 10). */
export function useSubscribers() {
  return useQuery({ queryKey: subscribersQueryKey, queryFn: fetchSubscribers });
}
