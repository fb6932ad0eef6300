import { experimental_streamedQuery as streamedQuery, useQuery } from '@tanstack/react-query';
import {
  appendLeadPage,
  EMPTY_LEAD_LIST,
  fetchLead,
  fetchConfirmedSubscriberCount,
  type LeadList,
  type LeadListChunk,
  leadQueryKey,
  leadSummaryPages,
  leadsQueryKey,
  subscribersQueryKey,
} from './leads-api';

/**
 * All lead summaries for the list, board and dashboard (every page of `GET /api/admin/leads`).
 * The first load streams: `data.items` grows page by page and `data.complete` turns true with the
 * last page, so the first rows show after one request. A refetch keeps the shown
 * list until the new one is complete.
 */
export function useLeadSummaries() {
  return useQuery({
    queryKey: leadsQueryKey,
    queryFn: streamedQuery<LeadListChunk, LeadList, typeof leadsQueryKey>({
      streamFn: () => leadSummaryPages(),
      refetchMode: 'replace',
      reducer: appendLeadPage,
      initialValue: EMPTY_LEAD_LIST,
    }),
  });
}

/** One lead with its activity timeline; disabled while `id` is null. */
export function useLead(id: string | null) {
  return useQuery({
    queryKey: leadQueryKey(id ?? ''),
    queryFn: () => fetchLead(id ?? ''),
    enabled: id !== null,
  });
}

/** The number of confirmed newsletter subscribers (docs/product/privacy.md#double-opt-in). */
export function useConfirmedSubscriberCount() {
  return useQuery({ queryKey: subscribersQueryKey, queryFn: fetchConfirmedSubscriberCount });
}
