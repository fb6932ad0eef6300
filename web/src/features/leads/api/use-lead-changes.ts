import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { bringInIncoming, changesWatermark, mergeLeadChanges } from '../lib/merge-changes';
import { fetchLeadChanges, type LeadList, leadChangesQueryKey, leadQueryKey, leadsQueryKey } from './leads-api';

/** How often the changes query runs while the page is visible (docs/product/admin.md#live-list). */
export const CHANGES_POLL_MS = 30_000;

/**
 * Keeps the cached lead list fresh (docs/product/admin.md#live-list): once the list is complete, on
 * window focus and every {@link CHANGES_POLL_MS} while the page is visible (TanStack Query pauses
 * the interval while the document is hidden), asks for the leads changed since the newest change
 * the list holds and merges them into the list's cache: shown leads in place, new ones held back
 * in `incoming`. A changed lead's cached detail is marked stale without refetching, so an open
 * edit form keeps what is being typed.
 *
 * @param enabled - false until the first full load has completed.
 * @returns the query (its data: how many changed leads the last answer held).
 */
export function useLeadChanges(enabled: boolean) {
  const queryClient = useQueryClient();
  // TanStack Query refetches when the page becomes visible; a window that regains focus while it
  // stayed visible (another window in front of it) asks too. An answer in flight is reused.
  useEffect(() => {
    if (!enabled) return;
    const onFocus = () => {
      void queryClient.refetchQueries({ queryKey: leadChangesQueryKey, exact: true }, { cancelRefetch: false });
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [enabled, queryClient]);
  return useQuery({
    queryKey: leadChangesQueryKey,
    queryFn: async () => {
      const list = queryClient.getQueryData<LeadList>(leadsQueryKey);
      if (!list?.complete) return 0;
      const changed = await fetchLeadChanges(changesWatermark(list));
      let updated: string[] = [];
      queryClient.setQueryData<LeadList>(leadsQueryKey, (current) => {
        if (!current) return current;
        const result = mergeLeadChanges(current, changed);
        updated = result.updatedIds;
        return result.list;
      });
      for (const id of updated) {
        void queryClient.invalidateQueries({ queryKey: leadQueryKey(id), exact: true, refetchType: 'none' });
      }
      return changed.length;
    },
    enabled,
    staleTime: 0,
    refetchInterval: CHANGES_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });
}

/** Brings the held-back new leads into the cached list (the 'N new leads' notice). */
export function useBringInNewLeads(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.setQueryData<LeadList>(leadsQueryKey, (list) => list && bringInIncoming(list));
  }, [queryClient]);
}
