import { ADMIN_LEAD_PATH } from '@meridian/shared/admin-api-paths';
import { fillPath } from '@meridian/shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api-client';
import { erasedOutcomesQueryKey } from './erased-outcomes';
import { type LeadList, leadQueryKey, leadsQueryKey } from './leads-api';

/**
 * Erases a lead and everything held about it: its timeline with each submission, its email claim,
 * its subscriber record and consent records (`DELETE /api/admin/leads/{id}`, 204,
 * docs/product/privacy.md#erasure).
 * @throws ApiError for a non-ok answer (404 when it is already gone).
 */
export async function eraseLead(id: string): Promise<void> {
  await apiRequest('DELETE', fillPath(ADMIN_LEAD_PATH, { id }));
}

/**
 * Erases a lead, then takes it out of the cached list at once, forgets its cached detail, reloads
 * the list (the dashboard and board follow) and the kept outcomes (a closed deal's outcome stays in
 * the win rate), and confirms with a toast.
 */
export function useEraseLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lead: { id: string; name: string }) => eraseLead(lead.id),
    onSuccess: (_, lead) => {
      queryClient.setQueryData<LeadList>(
        leadsQueryKey,
        (list) => list && { ...list, items: list.items.filter((item) => item.id !== lead.id) },
      );
      queryClient.removeQueries({ queryKey: leadQueryKey(lead.id), exact: true });
      void queryClient.invalidateQueries({ queryKey: leadsQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: erasedOutcomesQueryKey, exact: true });
      toast({ title: 'Lead erased', description: `${lead.name} and everything held about them were erased.` });
    },
  });
}
