import { ADMIN_MY_DAY_PATH } from '@meridian/shared/admin-api-paths';
import { type MyDayAnswer, myDayAnswerSchema } from '@meridian/shared/my-day/my-day-answer';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client';

/** Query key of the signed-in user's day (`GET /api/admin/my-day`). */
export const myDayQueryKey = [ADMIN_MY_DAY_PATH] as const;

/**
 * The signed-in user's day as the server computes it (docs/product/my-day.md#route): tasks,
 * consultations, new and stale leads, times ISO-8601 UTC.
 * @throws ApiError for a non-ok answer; UnexpectedResponseError when the answer does not parse.
 */
export async function fetchMyDay(): Promise<MyDayAnswer> {
  return apiJson('GET', ADMIN_MY_DAY_PATH, myDayAnswerSchema);
}

/**
 * The signed-in user's day, asked again whenever My day opens and when the window regains focus (a
 * task added or a lead assigned a moment ago shows at once).
 */
export function useMyDay() {
  return useQuery({ queryKey: myDayQueryKey, queryFn: fetchMyDay, staleTime: 0, refetchOnWindowFocus: true });
}
