import { ADMIN_ERASED_OUTCOMES_PATH } from '@meridian/shared/admin-api-paths';
import { type ErasedOutcome, erasedOutcomesResponseSchema } from '@meridian/shared/pipeline/erased-outcome';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** The query key of the outcomes kept of erased leads. */
export const erasedOutcomesQueryKey = [ADMIN_ERASED_OUTCOMES_PATH] as const;

/**
 * The outcomes kept of erased leads (`GET /api/admin/outcomes/erased`, docs/product/dashboard.md#win-rate):
 * anonymous won and lost deals the win rate keeps counting.
 * @throws ApiError for a non-ok answer; ZodError for a body that is not the contract's.
 */
export async function fetchErasedOutcomes(): Promise<ErasedOutcome[]> {
  const { items } = await apiJson('GET', ADMIN_ERASED_OUTCOMES_PATH, erasedOutcomesResponseSchema);
  return items;
}

/** The outcomes kept of erased leads, for the dashboard's win rate; refetched after an erasure. */
export function useErasedOutcomes() {
  return useQuery({ queryKey: erasedOutcomesQueryKey, queryFn: fetchErasedOutcomes });
}
