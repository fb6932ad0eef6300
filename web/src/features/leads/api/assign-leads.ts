import { ADMIN_LEADS_ASSIGN_PATH } from '@meridian/shared/admin-api-paths';
import { type BulkAssign, bulkAssignResultSchema } from '@meridian/shared/leads/lead-owners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../components/ui/use-toast';
import { leadsQueryKey } from './leads-api';

/** `POST /api/admin/leads/assign`: gives up to 100 leads to one owner (or nobody); answers how many changed. */
export function assignLeads(request: BulkAssign): Promise<{ assigned: number }> {
  return apiJson('POST', ADMIN_LEADS_ASSIGN_PATH, bulkAssignResultSchema, { body: request });
}

/** Bulk reassignment from the lead list (docs/product/assignment.md#reassigning); reloads the list after it. */
export function useAssignLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignLeads,
    onSuccess: ({ assigned }) => {
      toast({ title: `${assigned} ${assigned === 1 ? 'lead' : 'leads'} assigned` });
      void queryClient.invalidateQueries({ queryKey: leadsQueryKey, exact: true });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Could not assign the leads', description: errorMessage(error) }),
  });
}
